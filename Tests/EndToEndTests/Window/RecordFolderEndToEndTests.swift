import Foundation
import Testing

/// Issue 32, item 9: `--record` refuses a missing folder with exit 2, as every other output
/// does (it used to create the whole path), while Ctrl+R still makes the program's own folder;
/// and a recording whose header did not fit says the file was removed, not that lines were kept.
@Suite(.serialized) struct RecordFolderEndToEndTests {
    static func run(_ args: [String], environment: [String: String?] = [:]) throws -> Command.Result {
        let bin = try #require(WindowEndToEndTests.binary)
        return try Command.run(
            bin, args, display: nil, timeout: 60,
            environment: environment.merging(["SDL_VIDEODRIVER": "dummy"]) { a, _ in a })
    }

    @Test func aMissingFolderIsRefusedBeforeAnythingIsCreated() throws {
        let dir = try StudioScratch("record-folder")
        let file = dir.path("typo/more/session.jsonl")
        let folder = dir.path("typo/more")
        for args in [
            ["run", "--record", file, "--frames", "1"],
            ["bench", "--replay-minutes", "0.01", "--replay-file", file],
        ] {
            let result = try Self.run(args)
            #expect(result.status == 2, "\(args): \(result.stderr)")
            #expect(
                result.stderr
                    == "playground: \(file): the folder \(folder) does not exist; create it, or choose another location\n"
            )
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.root).isEmpty, "no folder was made")
        }
        // A folder that exists is fine.
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let made = try Self.run(["run", "--record", file, "--frames", "2"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(FileManager.default.fileExists(atPath: file))
    }

    @Test func aHeaderThatDoesNotFitRemovesTheFileAndSaysSo() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("record-full")
        let file = dir.path("session.jsonl")
        // A file-size limit of 0 stands for a full disk: the first write fails (EFBIG).
        let result = try Command.run(
            "/bin/bash", ["-c", "ulimit -f 0; exec \"$0\" run --record \"$1\" --frames 1", bin, file],
            display: nil, timeout: 60, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(
            result.stderr
                == "playground: \(file):1: cannot write the header (File too large); free some space or record "
                + "elsewhere; nothing was recorded, and the file was removed\n")
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    /// Ctrl+R records to $XDG_DATA_HOME/motion-playground/recordings, made when missing.
    @Test func ctrlRStillMakesTheProgramsOwnFolder() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let display = try VirtualDisplay()
        defer { display.stop() }
        let dir = try StudioScratch("record-ctrl-r")
        let data = dir.path("data")
        let app = try Command.start(
            bin, ["run", "--demo", "salon"], display: display.name, environment: ["XDG_DATA_HOME": data])
        let id = try #require(try display.playgroundWindow(), "the window never appeared")
        func key(_ name: String) throws {
            _ = try Command.run("xdotool", ["key", "--window", id, name], display: display.name, timeout: 10)
            Thread.sleep(forTimeInterval: 0.5)
        }
        Thread.sleep(forTimeInterval: 0.5)
        try key("ctrl+r")
        try key("Right")
        try key("ctrl+r")
        try key("q")
        let result = try app.wait(timeout: 20)
        #expect(result.status == 0, "\(result.stderr)")
        let folder = data + "/motion-playground/recordings"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.count == 1 && names[0].hasPrefix("salon-") && names[0].hasSuffix(".jsonl"), "\(names)")
        let text = try String(contentsOfFile: folder + "/" + names[0], encoding: .utf8)
        #expect(text.contains(#""type":"end""#), "the second Ctrl+R saved it")
    }
}
