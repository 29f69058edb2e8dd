import Foundation
import Testing

@testable import PlaygroundCLI

/// `OutputFile`'s promises, in process: nothing under the target's name before `commit()`,
/// the old file intact until then, no temporary left behind, devices written in place, every
/// failure one line with the right exit code.
@Suite struct OutputFileTests {
    let dir: String

    init() throws {
        let name = "mp-out-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    func listing() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted() }
    func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func aNewFileAppearsOnlyWhenCommittedWhole() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let target = dir + "/report.xml"
        let out = try OutputFile(path: target, flag: "--junit")
        #expect(!out.isDirect)
        #expect(OutputFile.folderPath(of: out.writePath) == dir, "the temporary is a sibling, so rename is atomic")
        let hidden = String(out.writePath.split(separator: "/").last!)
        #expect(hidden.hasPrefix(".report-") && hidden.hasSuffix(".xml"), "\(hidden): hidden, extension kept")
        try out.write("<testsuite>")
        try out.write("</testsuite>\n")
        #expect(!FileManager.default.fileExists(atPath: target), "nothing under the name before commit")
        try out.commit()
        #expect(read(target) == "<testsuite></testsuite>\n")
        #expect(listing() == ["report.xml"])
    }

    @Test func anExistingFileStaysIntactUntilCommitAndAfterDiscard() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let target = dir + "/plot.png"
        try "old picture".write(toFile: target, atomically: false, encoding: .utf8)
        let abandoned = try OutputFile(path: target, flag: "--png")
        try abandoned.write("half a pic")
        #expect(read(target) == "old picture")
        abandoned.discard()
        #expect(read(target) == "old picture")
        #expect(listing() == ["plot.png"])
        do {  // released without commit (an error thrown past it): cleaned up as well
            let dropped = try OutputFile(path: target, flag: "--png")
            try dropped.write("x")
        }
        #expect(listing() == ["plot.png"])
        try OutputFile.write(Array("new picture".utf8), to: target, flag: "--png")
        #expect(read(target) == "new picture")
        #expect(listing() == ["plot.png"])
    }

    @Test func aSymlinkIsReplacedAndTheFileItNamedIsLeftAlone() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let real = dir + "/real.csv"
        let link = dir + "/link.csv"
        try "old".write(toFile: real, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        try OutputFile.write(Array("new".utf8), to: link, flag: "--out")
        let still = try? FileManager.default.destinationOfSymbolicLink(atPath: link)
        #expect(still == nil, "the link became the new file")
        #expect(read(link) == "new")
        #expect(read(real) == "old", "never written through the link")
        #expect(listing() == ["link.csv", "real.csv"])
        // /dev/stdout leads through /proc: written in place, never renamed over.
        #expect(try OutputFile.target("/dev/stdout", flag: "--out") == .direct)
    }

    @Test func aDeviceIsWrittenInPlaceAndAFullOneIsExitThree() throws {
        let null = try OutputFile(path: "/dev/null", flag: "--png")
        #expect(null.isDirect && null.writePath == "/dev/null")
        try null.write(Array(repeating: 7, count: 100_000))
        try null.commit()
        let full = try OutputFile(path: "/dev/full", flag: "--png")
        #expect(full.isDirect)
        do {
            try full.write("x")
            Issue.record("writing /dev/full succeeded")
        } catch {
            #expect(error.code == 3)
            #expect(
                error.message
                    == "--png /dev/full: cannot write (No space left on device); free some space or write elsewhere")
        }
        var info = stat()
        #expect(stat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR, "never replaced")
    }

    @Test func aFIFOWithoutAReaderIsAnErrorNotAHang() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/pipe.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(try OutputFile.target(fifo, flag: "--png") == .direct)
        #expect(throws: ExitFailure.self) { try OutputFile(path: fifo, flag: "--png") }
        do { _ = try OutputFile(path: fifo, flag: "--png") } catch {
            #expect(error.code == 3 && error.message.contains("FIFO"))
        }
    }

    @Test func hopelessPathsAreBadInputBeforeAnyWork() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func refusal(_ path: String) -> ExitFailure? {
            do {
                try OutputFile.validate(path, flag: "--png")
                return nil
            } catch { return error }
        }
        #expect(refusal(dir)?.message == "--png \(dir) is a directory; give a file name")
        #expect(refusal(dir + "/no/such/folder.png")?.message.contains("does not exist") == true)
        #expect(refusal("")?.code == 2)
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/dangling.png",
            withDestinationPath: dir + "/nothing.png")
        #expect(refusal(dir + "/dangling.png")?.message.contains("symbolic link to nothing") == true)
        #expect(refusal(dir + "/fine.png") == nil)
        #expect([refusal(dir), refusal(dir + "/no/such/folder.png")].allSatisfy { $0?.code == 2 })
        #expect(listing() == ["dangling.png"], "validation creates nothing")
    }

    @Test func longNamesStillGetATemporarySibling() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let name = String(repeating: "é", count: 120) + ".png"  // 244 bytes: at NAME_MAX's edge
        try OutputFile.write([1, 2, 3], to: dir + "/" + name, flag: "--png")
        #expect(listing() == [name])
    }
}

extension ExitFailure: Equatable {
    public static func == (a: ExitFailure, b: ExitFailure) -> Bool { a.code == b.code && a.message == b.message }
}
