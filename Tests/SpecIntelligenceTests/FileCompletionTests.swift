import SourceDiagnostics
import Testing

@testable import SpecIntelligence

@Suite struct FileCompletionTests {
    static let context = CompletionContext(specDirectory: "/specs", lister: FakeLister.sample)

    func complete(_ marked: String, context: CompletionContext = Self.context) -> ([CompletionCandidate], Marked) {
        let source = Marked(marked)
        return (SpecCompletion.complete(in: source.text, at: source.offset, context: context), source)
    }

    @Test func imagesAndFoldersOfTheSpecsFolder() throws {
        let (candidates, source) = complete("[[carousel]]\n[[carousel.items]]\nimage = \"|\"\n")
        #expect(candidates.map(\.label) == ["fonts/", "images/", "cover.PNG"])
        #expect(candidates.allSatisfy { $0.kind == .file })
        #expect(candidates.first?.detail == "folder")
        #expect(candidates.last?.detail == "image")
        #expect(source.slice(candidates.first?.replaceSpan) == "")
    }

    @Test func aTypedFolderListsThatFolderAndReplacesOnlyTheLastPart() throws {
        let (candidates, source) = complete("[[carousel]]\n[[carousel.items]]\nimage = \"images/su|n.png\"\n")
        #expect(candidates.map(\.label) == ["sunrise.png", "raw/", "ocean.jpg"], "what starts with `su` first")
        let sunrise = try #require(candidates.first)
        #expect(source.slice(sunrise.replaceSpan) == "sun.png")
        #expect(sunrise.insertText == "sunrise.png")
        #expect(sunrise.documentation?.contains("`images/sunrise.png`") == true)
    }

    @Test func fontsTakeFontExtensions() {
        let labels = complete("[window]\nfont = \"|").0.map(\.label)
        #expect(labels == ["fonts/", "images/", "Title.otf"])
    }

    @Test func absolutePathsAndHiddenFiles() {
        #expect(complete("[[carousel]]\n[[carousel.items]]\nimage = \"/assets/|\"").0.map(\.label) == ["logo.bmp"])
        #expect(complete("[[carousel]]\n[[carousel.items]]\nimage = \".|\"").0.map(\.label).contains(".hidden.png"))
    }

    @Test func noListerOrNoFolderMeansNoPaths() {
        let text = "[[carousel]]\n[[carousel.items]]\nimage = \"|\""
        #expect(complete(text, context: CompletionContext()).0.isEmpty)
        #expect(complete(text, context: CompletionContext(specDirectory: nil, lister: FakeLister.sample)).0.isEmpty)
    }
}
