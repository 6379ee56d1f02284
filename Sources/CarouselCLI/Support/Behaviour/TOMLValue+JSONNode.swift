import JSON
import SourceDiagnostics
import TOML

extension TOMLValue {
    /// The value as a JSON tree whose offsets are this file's byte offsets, so a reader of JSON
    /// content (the input script reader) words its problems at the TOML text. `spans` collects
    /// each node's whole span by its offset, to underline the value an error is about.
    func jsonNode(spans: inout [Int: SourceSpan]) -> JSONNode {
        let span = self.span
        spans[span.start] = span
        switch kind {
        case .string(let text): return JSONNode(.scalar(.string(text)), offset: span.start)
        case .integer(let number): return JSONNode(.scalar(.integer(Int(number))), offset: span.start)
        case .float(let number): return JSONNode(.scalar(.number(number)), offset: span.start)
        case .boolean(let flag): return JSONNode(.scalar(.bool(flag)), offset: span.start)
        case .dateTime: return JSONNode(.scalar(.string(typeName)), offset: span.start)
        case .array(let elements, _):
            var nodes: [JSONNode] = []
            for element in elements { nodes.append(element.jsonNode(spans: &spans)) }
            return JSONNode(.array(nodes), offset: span.start)
        case .table(let table):
            var members: [(key: String, node: JSONNode)] = []
            for entry in table.entries { members.append((entry.key.name, entry.value.jsonNode(spans: &spans))) }
            return JSONNode(.object(members), offset: span.start)
        }
    }
}
