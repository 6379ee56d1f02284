#if canImport(Glibc)
import Glibc
#endif

/// Entry point: `carousel COMMAND [ARGS...]`.
let arguments = Array(CommandLine.arguments.dropFirst())
exit(CarouselMain.run(arguments))
