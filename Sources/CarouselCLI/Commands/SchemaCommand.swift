/// `carousel schema`: prints the JSON Schema of spec files.
enum SchemaCommand: CLICommand {
    static func run(_ arguments: [String]) -> Int32 {
        do throws(CommandError) {
            let parsed = try parse(arguments)
            let schema = SpecServices.jsonSchema()
            if let output = parsed[Self.output], output != "-" {
                try FileWriter.write(schema, to: output)
            } else {
                Terminal.write(schema)
            }
            return 0
        } catch {
            return fail(error)
        }
    }

    static let output = Option.text(
        "--output", "-o", placeholder: "FILE", default: "standard output",
        help: ["write the schema to FILE ('-' means standard output)"])

    static let spec = CommandSpec(
        name: "schema", summary: "Print the JSON Schema for spec files", arguments: [], maxPositionals: 0,
        about: """
            Prints a JSON Schema (draft-07) for *.carousel.toml files, generated from the same
            table of keys the compiler uses. Editors with a TOML language server (taplo, Even
            Better TOML) use it for completion and checks: save it and point a `#:schema`
            comment at it on the first line of a spec file. The schema cannot express every
            rule (checks across several keys are left to 'carousel check'), and it never rejects
            a spec the compiler accepts.
            """,
        options: [output.spec],
        sections: """
            exit codes:
              0  printed
              2  bad usage, or FILE cannot be written

            examples:
              carousel schema -o carousel.schema.json
              # first line of a spec file:
              #:schema ./carousel.schema.json
            """)
}
