import Foundation
import Testing

/// `check DIR` never skips a folder it cannot open: the folder is named and the exit code is 2.
@Suite struct UnreadableFolderTests {
    @Test func unreadableSubfolderIsAnErrorThatNamesIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("tree/good.carousel.toml", Fixtures.valid)
        try folder.write("tree/locked/bad.carousel.toml", Fixtures.syntaxError)
        #expect(chmod(folder.path("tree/locked"), 0o000) == 0)
        defer { chmod(folder.path("tree/locked"), 0o755) }
        // Root reads any folder whatever its mode, so as root the child runs as `nobody`.
        var command = ["check", "tree"]
        var binary = CarouselProcess.binary.path
        if getuid() == 0 {
            #expect(chmod(folder.url.path, 0o755) == 0)
            command = ["--reuid=nobody", "--regid=nogroup", "--clear-groups", binary] + command
            binary = "/usr/bin/setpriv"
        }
        let result = try CarouselProcess.run(command, in: folder.url, executable: binary)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "carousel check: cannot open the folder 'tree/locked': permission denied "
                + "(check the folder's read and search permissions)\n")
        // The folder that could be read is still checked and reported.
        #expect(result.stdout.contains("checked 1 file"))
    }
}
