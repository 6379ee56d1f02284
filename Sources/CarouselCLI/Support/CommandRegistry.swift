/// Every subcommand, in the order `carousel help` lists them.
enum CommandRegistry {
    static var all: [any CLICommand.Type] {
        [
            CheckCommand.self,
            FmtCommand.self,
            CompileCommand.self,
            SchemaCommand.self,
            ExplainCommand.self,
            SimulateCommand.self,
            TestCommand.self,
            RenderCommand.self,
            DemoCommand.self,
            TOMLDecodeCommand.self,
            LSPCommand.self,
            CompletionsCommand.self,
            ManCommand.self,
        ]
    }

    /// The names of every subcommand, in help order.
    static var names: [String] { all.map { $0.name } }

    /// The command named `name`, if any.
    static func command(named name: String) -> (any CLICommand.Type)? {
        all.first { $0.name == name }
    }
}
