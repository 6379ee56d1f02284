import CarouselSpec

/// The man pages of `carousel man`: `carousel(1)`, a section per command generated from the
/// commands' declarations, and `carousel-spec(5)`, generated from the schema's descriptors.
enum ManPages {
    /// The pages, by the name `carousel man` takes.
    enum Page: String, CaseIterable {
        case carousel
        case carouselSpec = "carousel-spec"

        /// The file name it is installed as: `carousel.1`, `carousel-spec.5`.
        var fileName: String { self == .carousel ? "carousel.1" : "carousel-spec.5" }
    }

    /// The roff source of `page`.
    static func text(of page: Page) -> String {
        switch page {
        case .carousel: return carousel(commands: CommandRegistry.all.map { $0.spec })
        case .carouselSpec: return SpecSchema.manPage(source: footer)
        }
    }

    /// The footer's program and version: `carousel 0.22.0`.
    static var footer: String { "carousel " + CarouselVersion.number }

    /// `carousel(1)`.
    static func carousel(commands: [CommandSpec]) -> String {
        var lines = [
            Roff.header(name: "carousel", section: 1, source: footer, manual: "User Commands"),
            ".SH NAME",
            "carousel \\- check, compile, format and play carousel spec files",
            ".SH SYNOPSIS",
            ".B carousel",
            ".I COMMAND",
            ".RI [ ARGS... ]",
            ".br",
            ".B carousel help",
            ".RI [ COMMAND ]",
            ".br",
            ".B carousel \\-\\-version",
            ".SH DESCRIPTION",
            "carousel validates *.carousel.toml spec files (see",
            ".BR carousel\\-spec (5)),",
            "compiles them to JSON, formats them, serves them to editors as a language server, and plays",
            "them in a window. Each command below has its own options;",
            ".B carousel help",
            ".I COMMAND",
            "prints the same text.",
            ".SH COMMANDS",
        ]
        for command in commands { lines += section(command) }
        lines += [
            ".SH EXIT STATUS",
            "0: success (warnings allowed unless \\-\\-strict). 1: the input has errors, which are printed.",
            "2: a usage or I/O problem, said on standard error.",
            ".SH ENVIRONMENT",
            ".TP",
            ".B NO_COLOR",
            "when set, \\-\\-color auto prints no colours.",
            ".TP",
            ".B CAROUSEL_ASSETS",
            "a folder whose fonts/ subfolder holds the bundled fonts (DejaVu Sans), before",
            ".IR PREFIX /share/carousel/fonts.",
            ".SH FILES",
            ".TP",
            ".IR PREFIX /share/carousel/fonts",
            "the bundled fonts, found from the executable's folder",
            ".IR PREFIX /bin.",
            ".TP",
            ".IR PREFIX /share/carousel/carousel.schema.json",
            "the JSON Schema of spec files (as printed by carousel schema).",
            ".TP",
            ".IR PREFIX /share/doc/carousel/diagnostics.md",
            "what the language server links each diagnostic to.",
            ".SH VERSION",
            Roff.escaped(CarouselVersion.number),
            ".SH SEE ALSO",
            ".BR carousel\\-spec (5)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// An option's help lines for roff: wrapped prose is left to the formatter; when some lines are
    /// indented (a list such as `--format`'s, whose entries go on with indented lines), each
    /// unindented line starts a new line (`.br`).
    static func helpText(_ lines: [String]) -> [String] {
        let isList = lines.contains { $0.first == " " }
        var output: [String] = []
        for (index, line) in lines.enumerated() {
            if isList, index > 0, line.first != " " { output.append(".br") }
            output.append(Roff.escaped(String(line.drop { $0 == " " })))
        }
        return output
    }

    /// One command: its usage, what it does, its options and its sections (exit codes, examples).
    static func section(_ command: CommandSpec) -> [String] {
        var lines = [".SS carousel " + Roff.escaped(command.name), ".nf"]
        lines += command.usage.split(separator: "\n").map { Roff.escaped(String($0)) }
        lines += [".fi", ".PP", Roff.paragraphs(command.about)]
        for option in command.options {
            lines += [".TP", ".B " + Roff.escaped(option.label)]
            lines += helpText(option.helpLines)
        }
        lines += [".TP", ".B \\-h, \\-\\-help", "show this help"]
        if !command.sections.isEmpty {
            lines += [".PP", ".nf"]
            lines += command.sections.split(separator: "\n", omittingEmptySubsequences: false).map {
                Roff.escaped(String($0))
            }
            lines.append(".fi")
        }
        return lines
    }
}
