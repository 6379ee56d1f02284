#if Window
    #if canImport(Glibc)
        import Glibc
    #endif
    import CarouselEngine
    import CarouselSDL
    import CarouselSpec

    extension DemoCommand {
        /// Reads the options, opens the window and plays until it closes.
        static func play(_ arguments: [String]) -> Int32 {
            var options = DemoOptions()
            do throws(CommandError) {
                let parsed = try parse(arguments)
                options.specPath = parsed.positionals.first
                options.events = parsed[Self.events]
                options.stats = parsed[Self.stats]
                options.hud = parsed[Self.hud]
                options.kiosk = parsed[Self.kiosk]
                options.renderer = parsed[Self.renderer].flatMap(RendererChoice.init(rawValue:)) ?? .auto
                if let record = parsed[Self.record] { options.recordPath = try checkWritable(record) }
                options.exitAfter = parsed[Self.exitAfter]
                options.size = parsed[Self.size]
                options.reducedMotion = try parsed.reducedMotion()
                if options.reducedMotion == nil || options.reducedMotion == .auto {
                    options.desktopMotion = DesktopMotion.probe { Terminal.error("warning: " + $0) }
                }
                if let path = parsed[Self.replay] {
                    options.replay = try ScriptFileReader.read(path)
                }
                if let control = parsed[Self.control] {
                    if control == "-" && parsed[Self.replay] == "-" {
                        throw .usage("--control - and --replay - both read standard input: give one of them a file")
                    }
                    options.control = control == "-" ? .standardInput : .fifo(try checkControlFIFO(control))
                    options.events = true
                }
            } catch {
                return fail(error)
            }
            do throws(DemoFailure) {
                try DemoRunner.run(options, loader: SpecServices.loader, output: DemoWords.output)
                return 0
            } catch {
                return DemoWords.report(error, specPath: options.specPath)
            }
        }

        /// Accepts `--control PATH` only for a FIFO owned by the user that nobody else may write
        /// (no group or other write bit): anyone who can write it drives the window, so a kiosk
        /// is driven by its owner alone. This is the one place a FIFO is read (docs/limits.md).
        static func checkControlFIFO(_ path: String) throws(CommandError) -> String {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw .io("cannot read control lines from '\(path)': \(FileReader.reason(errno, writing: false))")
            }
            guard (info.st_mode & S_IFMT) == S_IFIFO else {
                throw .usage(
                    "--control '\(path)' is not a FIFO; make one with `mkfifo -m 600 \(path)`, or give - for standard input"
                )
            }
            guard info.st_uid == getuid() else {
                throw .io("--control '\(path)' belongs to another user; use a FIFO of your own (mkfifo -m 600)")
            }
            guard info.st_mode & (S_IWGRP | S_IWOTH) == 0 else {
                throw .io(
                    "--control '\(path)' may be written by other users; chmod 600 it, so only you drive the window")
            }
            return path
        }

        /// Fails before the window opens when `--record FILE` could not be written at the end:
        /// the recording replaces only a regular file (never a device, FIFO, folder or a link out
        /// of its folder; see ``OutputTarget``), in a folder it may write.
        /// Returns the file to write (a link within its folder resolved).
        static func checkWritable(_ path: String) throws(CommandError) -> String {
            var info = stat()
            if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                throw .usage("--record '\(path)' is a directory; give a file name, e.g. --record session.json")
            }
            guard case .regular(let file) = try OutputTarget.resolve(path) else {
                throw .io("cannot write the recording to '\(path)': it is a device; give a file name")
            }
            guard access(PathName.folder(of: file), W_OK) == 0 else {
                throw .io("cannot write the recording to '\(path)': \(FileReader.reason(errno, writing: true))")
            }
            return file
        }
    }
#endif
