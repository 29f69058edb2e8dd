import Foundation
import Testing

@testable import PlaygroundCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `playground verify`: exit codes, one line per file, and JUnit XML read back with XMLParser.
@Suite(.serialized) struct VerifyCommandTests {
    static let fixtures = WindowEndToEndTests.root.appendingPathComponent("Tests/Fixtures").path

    @Test func aFolderOfGoldenReplaysPassesAndTheReportCountsEveryFile() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("verify-ok")
        let report = dir.path("report.xml")
        let result = try Command.run(bin, ["verify", Self.fixtures, "--junit", report], display: nil, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures).filter { $0.hasSuffix(".jsonl") }
            .sorted()
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == names.count + 1)
        for (line, name) in zip(lines, names) {
            #expect(line.hasPrefix("ok ") && line.contains(name), "\(line)")
        }
        #expect(lines.last?.hasPrefix("\(names.count) replays: \(names.count) ok, 0 mismatched, 0 unreadable") == true)
        let xml = try JUnitDocument(path: report)
        #expect(xml.suiteCounts == JUnitDocument.Counts(tests: names.count, failures: 0, errors: 0))
        #expect(xml.cases.map(\.name) == names)
        #expect(xml.cases.allSatisfy { $0.outcome == nil && $0.className.hasSuffix("Tests/Fixtures") })
    }

    @Test func aMismatchExitsOneAndIsAFailureWhileAnUnreadableFileIsAnError() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("verify-mixed")
        let good = Self.fixtures + "/salon-flicks.jsonl"
        // The checkpoint after frame 120 claims another digest: a mismatch at exactly that frame.
        let text = try String(contentsOfFile: good, encoding: .utf8)
        let changed = dir.path("changed.jsonl")
        let checkpoint = try #require(
            text.split(separator: "\n").first { $0.hasPrefix("{\"type\":\"checkpoint\",\"frame\":120,") })
        let digest = try #require(checkpoint.firstMatch(of: /"digest":"([0-9a-f]{16})"/)).1
        try text.replacingOccurrences(of: "\"digest\":\"\(digest)\"", with: "\"digest\":\"0000000000000000\"")
            .write(toFile: changed, atomically: true, encoding: .utf8)
        let garbage = dir.path("garbage.jsonl")
        try "not json <&>\u{01}\n".write(toFile: garbage, atomically: true, encoding: .utf8)
        let report = dir.path("report.xml")

        let result = try Command.run(
            bin, ["verify", good, changed, garbage, dir.path("missing.jsonl"), "--junit", report],
            display: nil, timeout: 120)
        #expect(result.status == 1, "a mismatch wins over unreadable files: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("ok "))
        #expect(lines[1].hasPrefix("FAIL ") && lines[1].contains("frame 120"), "\(lines[1])")
        #expect(lines[2].hasPrefix("ERROR ") && lines[2].contains("garbage.jsonl:1"))
        #expect(lines[3].hasPrefix("ERROR ") && lines[3].contains("no such file"))
        #expect(lines[4].hasPrefix("4 replays: 1 ok, 1 mismatched, 2 unreadable"))
        #expect(result.stderr.split(separator: "\n").count == 1)

        let xml = try JUnitDocument(path: report)
        #expect(xml.suiteCounts == JUnitDocument.Counts(tests: 4, failures: 1, errors: 2))
        #expect(xml.topCounts == xml.suiteCounts)
        #expect(xml.cases.map(\.name) == ["salon-flicks.jsonl", "changed.jsonl", "garbage.jsonl", "missing.jsonl"])
        #expect(xml.cases.map(\.outcome) == [nil, "failure", "error", "error"])
        #expect(xml.cases[1].message == "mismatch at frame 120")

        // Without the mismatching file, the unreadable ones make it exit 2.
        let unreadable = try Command.run(bin, ["verify", good, garbage, "--junit", report], display: nil, timeout: 60)
        #expect(unreadable.status == 2)
        #expect(try JUnitDocument(path: report).suiteCounts == JUnitDocument.Counts(tests: 2, failures: 0, errors: 1))
    }

    /// Issue 32: a recording with nothing to compare (its checkpoints and end line removed, cut
    /// short before the first checkpoint, or only a header) said `ok`. It is not verified: exit 1
    /// and one line saying why, from `verify` and from `replay --verify` alike; a file cut short
    /// after a checkpoint still verifies what it holds.
    /// A file name's ESC and U+202E are written in the report as on stdout, `\u001b` and `\u202e`,
    /// in a file and on stdout (`--junit /dev/stdout`), and the report still parses.
    @Test func theReportEscapesAFileNameAsStdoutDoes() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("verify-names")
        let hostile = dir.path("a\u{1B}]0;owned\u{07}b\u{202E}lsonj.jsonl")
        try FileManager.default.copyItem(atPath: Self.fixtures + "/salon-flicks.jsonl", toPath: hostile)
        let report = dir.path("report.xml")
        let toFile = try Command.run(bin, ["verify", hostile, "--junit", report], display: nil, timeout: 60)
        #expect(toFile.status == 0, "\(toFile.stderr)")
        let written = try String(contentsOfFile: report, encoding: .utf8)
        #expect(written.unicodeScalars.allSatisfy { !UnsafeScalars.contains($0) || $0 == "\n" })
        let escaped = #"a\u001b]0;owned\u0007b\u202elsonj.jsonl"#
        #expect(try JUnitDocument(path: report).cases.map(\.name) == [escaped])
        let toStdout = try Command.run(bin, ["verify", hostile, "--junit", "/dev/stdout"], display: nil, timeout: 60)
        #expect(toStdout.status == 0, "\(toStdout.stderr)")
        #expect(toStdout.stdout.unicodeScalars.allSatisfy { !UnsafeScalars.contains($0) || $0 == "\n" })
        #expect(toStdout.stdout.contains(#"<testcase name="\#(escaped)""#), "\(toStdout.stdout)")
    }

    @Test func aRecordingWithNothingToCheckIsNotVerified() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("verify-nothing")
        let lines = try String(contentsOfFile: Self.fixtures + "/salon-flicks.jsonl", encoding: .utf8)
            .split(separator: "\n").map(String.init)
        func write(_ name: String, _ kept: [String]) throws -> String {
            try (kept.joined(separator: "\n") + "\n").write(toFile: dir.path(name), atomically: true, encoding: .utf8)
            return dir.path(name)
        }
        let frames = lines.filter { $0.hasPrefix(#"{"type":"frame""#) }
        let stripped = try write("stripped.jsonl", [lines[0]] + frames)
        let early = try write("early.jsonl", [lines[0]] + frames.prefix(30))
        let header = try write("header.jsonl", [lines[0]])
        let endless = try write("endless.jsonl", lines.filter { !$0.hasPrefix(#"{"type":"end""#) })
        let cases = [
            (
                stripped,
                "stripped.jsonl: nothing to verify: no checkpoint and no end line (\(frames.count) frames); re-record it"
            ),
            (early, "early.jsonl: nothing to verify: no checkpoint and no end line (30 frames); re-record it"),
            (
                header,
                "header.jsonl: nothing to verify: no checkpoint and no end line (only a header, no frame); re-record it"
            ),
        ]
        for (path, reason) in cases {
            let verify = try Command.run(bin, ["verify", path], display: nil, timeout: 60)
            #expect(verify.status == 1, "\(path): \(verify.stdout)")
            #expect(verify.stderr == "playground: \(dir.root)/\(reason)\n", "\(verify.stderr)")
            #expect(verify.stdout.hasPrefix("FAIL "), "\(verify.stdout)")
            #expect(verify.stdout.contains("1 replay: 0 ok, 0 mismatched, 1 with nothing to verify, 0 unreadable"))
            let replay = try Command.run(bin, ["replay", path, "--headless", "--verify"], display: nil, timeout: 60)
            #expect(replay.status == 1, "\(path): \(replay.stderr)")
            #expect(replay.stderr.split(separator: "\n").last == "playground: \(dir.root)/\(reason)"[...])
            // Playing without --verify is still fine: there is just nothing to check.
            let play = try Command.run(bin, ["replay", path, "--headless"], display: nil, timeout: 60)
            #expect(play.status == 0, "\(path): \(play.stderr)")
        }
        let report = dir.path("report.xml")
        let all = try Command.run(
            bin, ["verify", stripped, endless, header, "--junit", report], display: nil, timeout: 60)
        #expect(all.status == 1)
        #expect(all.stderr.contains("2 of 3 replays had nothing to verify"), "\(all.stderr)")
        let summary = all.stdout.split(separator: "\n").map(String.init)
        #expect(summary.map { String($0.prefix(5)) } == ["FAIL ", "ok   ", "FAIL ", "3 rep"], "\(all.stdout)")
        #expect(summary[1].contains("cut short"), "the end line gone, the checkpoints still verify")
        #expect(
            try JUnitDocument(path: report).cases.map(\.message) == ["nothing to verify", nil, "nothing to verify"])
    }

    @Test func badArgumentsExitTwoAndLeaveNoReport() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("verify-bad")
        let empty = dir.path("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        for args in [
            ["verify"], ["verify", empty], ["verify", Self.fixtures, "--junit", dir.path("no/such/folder/r.xml")],
        ] {
            let result = try Command.run(bin, args, display: nil, timeout: 60)
            #expect(result.status == 2, "\(args): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(args): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.root).sorted() == ["empty"])
    }
}

/// A JUnit report read back with Foundation's XMLParser.
struct JUnitDocument {
    struct Counts: Equatable {
        var tests: Int
        var failures: Int
        var errors: Int
    }
    struct Case {
        var name: String
        var className: String
        var outcome: String?
        var message: String?
    }

    var topCounts: Counts?
    var suiteCounts: Counts?
    var cases: [Case] = []

    init(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let delegate = Delegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse() else {
            throw CommandError("the JUnit XML does not parse: \(String(describing: parser.parserError))")
        }
        topCounts = delegate.top
        suiteCounts = delegate.suite
        cases = delegate.cases
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var top: Counts?
        var suite: Counts?
        var cases: [Case] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            func counts() -> Counts? {
                guard let t = attributes["tests"].flatMap(Int.init), let f = attributes["failures"].flatMap(Int.init),
                    let e = attributes["errors"].flatMap(Int.init)
                else { return nil }
                return Counts(tests: t, failures: f, errors: e)
            }
            switch name {
            case "testsuites": top = counts()
            case "testsuite": suite = counts()
            case "testcase":
                cases.append(
                    Case(name: attributes["name"] ?? "", className: attributes["classname"] ?? "", outcome: nil))
            case "failure", "error":
                cases[cases.count - 1].outcome = name
                cases[cases.count - 1].message = attributes["message"]
            default: break
            }
        }
    }
}

/// A fresh scratch folder for one test, removed when the test ends.
final class StudioScratch {
    let root: String

    init(_ name: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("mp-studio-\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: root)
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func path(_ name: String) -> String { root + "/" + name }
}
