import Foundation
import Testing

/// `playground diff`: exit codes, the frame named in the text, and the JSON object's numbers.
@Suite(.serialized) struct DiffCommandTests {
    static let salon = VerifyCommandTests.fixtures + "/salon-flicks.jsonl"

    /// Frames in the salon recording.
    static func frameCount() throws -> Int {
        try String(contentsOfFile: salon, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("{\"type\":\"frame\",") }.count
    }

    /// The salon recording with one pointer move of its first drag 30 pt further left: the fifth
    /// move after the first press, well past the drag slop and away from the strip's edges, so
    /// the offset follows it one to one. Returns the path and that frame's index.
    static func changedCopy(in dir: StudioScratch) throws -> (path: String, frame: Int) {
        var lines = try String(contentsOfFile: salon, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let pressed = try #require(lines.firstIndex { $0.contains("\"pointer_pressed\"") })
        let moves = lines.indices.filter { $0 > pressed && lines[$0].contains("\"pointer_moved\"") }
        let index = try #require(moves.dropFirst(4).first)
        let line = String(lines[index])
        let match = try #require(line.firstMatch(of: /"x":(-?[0-9.]+),"y":/))
        let x = try #require(Double(match.1))
        lines[index] = Substring(line.replacingOccurrences(of: "\"x\":\(match.1),", with: "\"x\":\(x - 30),"))
        let frame = try #require(line.firstMatch(of: /"index":([0-9]+),/).flatMap { Int($0.1) })
        let path = dir.path("changed.jsonl")
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return (path, frame)
    }

    @Test func aFileAgreesWithItself() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let result = try Command.run(bin, ["diff", Self.salon, Self.salon], display: nil, timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try Self.frameCount()
        #expect(
            result.stdout.contains("summary: \(frames) frames compared, 0 differ: A and B agree"), "\(result.stdout)")
    }

    @Test func aChangedDragIsReportedAtItsFrameWithTheDifferenceInPoints() throws {
        let bin = try #require(WindowEndToEndTests.binary)
        let dir = try StudioScratch("diff")
        let (changed, frame) = try Self.changedCopy(in: dir)
        let text = try Command.run(bin, ["diff", Self.salon, changed], display: nil, timeout: 60)
        #expect(text.status == 1)
        #expect(text.stdout.contains("first difference at frame \(frame),"), "\(text.stdout)")
        #expect(text.stdout.contains("offset_x: ") && text.stdout.contains("(Δ 30.0)"), "\(text.stdout)")

        let json = try Command.run(bin, ["diff", Self.salon, changed, "--json"], display: nil, timeout: 60)
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["agree"] as? Bool == false)
        #expect(object["frames_compared"] as? Int == (try Self.frameCount()))
        let first = try #require(object["first"] as? [String: Any])
        #expect(first["frame"] as? Int == frame)
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
