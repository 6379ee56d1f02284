#if canImport(Glibc)
    import Glibc
#endif

/// Entry point: `carousel COMMAND [ARGS...]`.
// Swift repairs invalid UTF-8 in arguments, so a file name that is not UTF-8 would be looked up
// under another name and reported missing; refuse it and say why instead.
for index in 1..<Int(CommandLine.argc) {
    guard let raw = CommandLine.unsafeArgv[index], String(validatingCString: raw) == nil else { continue }
    let shown = String(decoding: UnsafeRawBufferPointer(start: raw, count: strlen(raw)), as: UTF8.self)
    Terminal.error(
        "carousel: argument \(index) ('\(shown)') is not valid UTF-8; carousel takes UTF-8 file names "
            + "(rename the file)")
    exit(2)
}
let arguments = Array(CommandLine.arguments.dropFirst())
exit(CarouselMain.run(arguments))
