// `carousel-bench [toml|fmt|spec|check|engine|lsp|render|kinds|effects|all] [options]`: benchmark programs that print figures.
let arguments = Array(CommandLine.arguments.dropFirst())
let which = arguments.first ?? "all"
let rest = Array(arguments.dropFirst())
switch which {
case "toml": TOMLBench.run(rest)
case "fmt": FmtBench.run(rest)
case "spec": SpecBench.run(rest)
case "check": CheckBench.run(rest)
case "engine": EngineBench.run(rest)
case "lsp": LSPBench.run(rest)
case "sync": EngineBench.runSync(frames: 3_000)
case "render":
    #if Window
        RenderBench.run(rest)
    #else
        print("carousel-bench render: built without the Window trait (swift build without --disable-default-traits)")
    #endif
case "kinds":
    #if Window
        KindsBench.run(rest)
    #else
        print("carousel-bench kinds: built without the Window trait (swift build without --disable-default-traits)")
    #endif
case "effects":
    #if Window
        EffectsBench.run(rest)
    #else
        print("carousel-bench effects: built without the Window trait (swift build without --disable-default-traits)")
    #endif
case "all":
    TOMLBench.run(rest)
    FmtBench.run(rest)
    SpecBench.run(rest)
    EngineBench.run(rest)
    #if Window
        RenderBench.run(rest)
        KindsBench.run(rest)
    #endif
default:
    print("usage: carousel-bench [toml|fmt|spec|check|engine|lsp|sync|render|kinds|effects|all]")
}
