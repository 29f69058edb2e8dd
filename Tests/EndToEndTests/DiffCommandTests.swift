import Foundation
import Testing

/// `playground diff`: exit codes, the frame named in the text, and the JSON object's numbers.
@Suite(.serialized) struct DiffCommandTests {
    static let salon = VerifyCommandTests.fixtures + "/salon-flicks.jsonl"

    /// The salon recording with the pointer 30 pt further left at frame 100 (line 103 of the file).
    static func changedCopy(in dir: StudioScratch) throws -> String {
        var lines = try String(contentsOfFile: salon, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.hasPrefix("{\"type\":\"frame\",\"index\":100,") })
        #expect(lines[index].contains("\"x\":730,\"y\":360"))
        lines[index] = Substring(
            lines[index].replacingOccurrences(of: "\"x\":730,\"y\":360", with: "\"x\":700,\"y\":360"))
        let path = dir.path("changed.jsonl")
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aFileAgreesWithItself() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let result = try Command.run(bin, ["diff", Self.salon, Self.salon], display: nil, timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("summary: 341 frames compared, 0 differ: A and B agree"))
    }

    @Test func aChangedDragIsReportedAtItsFrameWithTheDifferenceInPoints() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("diff")
        let changed = try Self.changedCopy(in: dir)
        let text = try Command.run(bin, ["diff", Self.salon, changed], display: nil, timeout: 60)
        #expect(text.status == 1)
        #expect(text.stdout.contains("first difference at frame 100,"), "\(text.stdout)")
        #expect(text.stdout.contains("offset_x: 1628.0 → 1658.0 (Δ 30.0)"), "\(text.stdout)")

        let json = try Command.run(bin, ["diff", Self.salon, changed, "--json"], display: nil, timeout: 60)
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["agree"] as? Bool == false)
        #expect(object["frames_compared"] as? Int == 341)
        let first = try #require(object["first"] as? [String: Any])
        #expect(first["frame"] as? Int == 100)
        #expect(first["inputs_differ"] as? Bool == true)
        let fields = try #require(first["fields"] as? [[String: Any]])
        let offset = try #require(fields.first { $0["field"] as? String == "offset_x" })
        #expect(offset["delta"] as? Double == 30)
        #expect((object["frames_differing"] as? Int ?? 0) >= 1)
    }

    @Test func anUnreadableFileExitsTwoWithOneLine() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("diff-bad")
        try "{}\n".write(toFile: dir.path("bad.jsonl"), atomically: true, encoding: .utf8)
        for args in [
            ["diff", Self.salon, dir.path("bad.jsonl")], ["diff", Self.salon, dir.path("none.jsonl")],
            ["diff", Self.salon],
        ] {
            let result = try Command.run(bin, args, display: nil, timeout: 60)
            #expect(result.status == 2, "\(args): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stdout.isEmpty)
        }
    }
}
