/// `carousel man [carousel|carousel-spec]`: prints a man page's roff source.
enum ManCommand: CLICommand {
    static func run(_ arguments: [String]) -> Int32 {
        do throws(CommandError) {
            let parsed = try parse(arguments)
            let name = parsed.positionals.first ?? ManPages.Page.carousel.rawValue
            guard let page = ManPages.Page(rawValue: name) else {
                let names = ManPages.Page.allCases.map(\.rawValue)
                throw .usage("unknown page '\(name)'; expected \(ValueKind.list(names))")
            }
            Terminal.write(ManPages.text(of: page))
            return 0
        } catch {
            return fail(error)
        }
    }

    static let spec = CommandSpec(
        name: "man", summary: "Print a man page: carousel(1) or carousel-spec(5)", arguments: ["[PAGE]"],
        maxPositionals: 1, positionalChoices: ManPages.Page.allCases.map(\.rawValue),
        about: """
            Prints the roff source of a man page. carousel (the default) is carousel(1), a section
            per command generated from the same declarations as the help; carousel-spec is
            carousel-spec(5), every table and key of the spec format generated from the
            compiler's table of keys. `make install` installs both.
            """,
        options: [],
        sections: """
            exit codes:
              0  printed
              2  a page other than carousel and carousel-spec

            examples:
              carousel man | man -l -
              carousel man carousel-spec > carousel-spec.5
            """)
}
