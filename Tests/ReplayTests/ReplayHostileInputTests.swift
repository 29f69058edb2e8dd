import Foundation
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import Replay

/// Every way a replay file can be wrong gives one line: what, where, what to do.
@Suite struct ReplayHostileInputTests {
    static let header =
        #"{"type":"header","format":"motion-playground-replay","version":1,"app_version":"0.1.0","demo":"easing","viewport":{"width":1024,"height":720},"pixel_scale":1,"seed":1,"settings":{}}"#
    static let frame0 = #"{"type":"frame","index":0,"time_us":16600,"inputs":[]}"#
    static let frame1 =
        #"{"type":"frame","index":1,"time_us":33200,"inputs":[{"type":"pointer_pressed","time_us":30000,"x":600,"y":300,"button":"left"}]}"#
    static let end = #"{"type":"end","frame":1,"demo":"easing","digest":"0123456789abcdef","state":{}}"#

    /// Parses `lines` (joined with newlines, with a final newline) and returns the error.
    func error(_ lines: [String], finalNewline: Bool = true) -> ReplayError? {
        let text = lines.joined(separator: "\n") + (finalNewline ? "\n" : "")
        do {
            _ = try ReplayReader().parse(text, source: "replay.jsonl")
            return nil
        } catch {
            return error
        }
    }

    func frame1(input: String) -> String {
        #"{"type":"frame","index":1,"time_us":33200,"inputs":["# + input + "]}"
    }

    /// Asserts the one-line message: file, line, the problem (all `parts`), and advice.
    func expectError(
        _ lines: [String], line: Int, _ parts: String..., kind: ReplayError.Kind = .damaged,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let e = error(lines) else {
            Issue.record("no error for line \(line) (\(parts))", sourceLocation: sourceLocation)
            return
        }
        let text = e.description
        #expect(e.line == line, "\(text)", sourceLocation: sourceLocation)
        #expect(e.kind == kind, "\(text)", sourceLocation: sourceLocation)
        #expect(text.hasPrefix("replay.jsonl:\(line): "), "\(text)", sourceLocation: sourceLocation)
        #expect(!text.contains("\n"), "\(text)", sourceLocation: sourceLocation)
        #expect(text.contains(" — "), "advice missing: \(text)", sourceLocation: sourceLocation)
        for part in parts {
            #expect(text.contains(part), "\(text) lacks \(part)", sourceLocation: sourceLocation)
        }
    }

    @Test func theValidBaseParses() throws {
        #expect(error([Self.header, Self.frame0, Self.frame1, Self.end]) == nil)
    }

    // MARK: - Files

    @Test func missingFileDirectoryAndEmptyFileSayWhatToDo() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func readError(_ path: String) -> ReplayError? {
            do {
                _ = try ReplayReader().read(path: path)
                return nil
            } catch { return error }
        }
        let missing = try #require(readError(dir + "/nope.jsonl"))
        #expect(missing.kind == .fileMissing && missing.line == nil)
        #expect(
            missing.description
                == "\(dir)/nope.jsonl: no such file; check the path (record one with `playground run --record FILE`)")
        #expect(readError(dir + "/nope/deeper.jsonl")?.kind == .fileMissing)

        let directory = try #require(readError(dir))
        #expect(directory.kind == .notAFile)
        #expect(directory.description == "\(dir): is a directory, not a replay file; pass the .jsonl file inside it")

        FileManager.default.createFile(atPath: dir + "/empty.jsonl", contents: Data())
        let empty = try #require(readError(dir + "/empty.jsonl"))
        #expect(empty.kind == .empty && empty.line == nil)
        #expect(
            empty.description.hasSuffix(
                "empty.jsonl: the file is empty; record a session with `playground run --record FILE`"))
        FileManager.default.createFile(atPath: dir + "/blank.jsonl", contents: Data("\n  \n\n".utf8))
        #expect(readError(dir + "/blank.jsonl")?.kind == .empty)

        if getuid() != 0 {  // root reads anything
            FileManager.default.createFile(
                atPath: dir + "/locked.jsonl", contents: Data("x\n".utf8),
                attributes: [.posixPermissions: 0])
            #expect(readError(dir + "/locked.jsonl")?.kind == .unreadable)
        }
    }

    @Test func binaryGarbageIsNotAReplay() {
        let garbage: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0xFF, 0xFE, 0x0A, 0x00]
        do {
            _ = try ReplayReader().parse(garbage, source: "replay.jsonl")
            Issue.record("garbage parsed")
        } catch {
            #expect(error.line == 1)
            #expect(
                error.description.hasPrefix(
                    "replay.jsonl:1: not UTF-8 text (byte 0xFF at column 8); this is not a playground replay file"))
        }
        expectError(["\u{7F}ELF"], line: 1, "not valid JSON", "not a playground replay file")
    }

    @Test func invalidUTF8InsideALineIsReportedWithItsColumn() {
        var bytes = Array((Self.header + "\n" + Self.frame0 + "\n").utf8)
        bytes += Array(
            #"{"type":"frame","index":1,"time_us":2,"inputs":[{"type":"key_pressed","time_us":1,"key":""#.utf8)
        bytes += [0xC3, 0x28] + Array(#"","modifiers":[]}]}"#.utf8) + [0x0A]
        do {
            _ = try ReplayReader().parse(bytes, source: "replay.jsonl")
            Issue.record("parsed")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "replay.jsonl:3: not UTF-8 text (byte 0xC3 at column 90); the file is damaged — re-record it"))
        }
    }

    @Test func hugeLinesAreRefusedQuicklyWithoutExhaustingMemory() throws {
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/huge.jsonl"
        var data = Data((Self.header + "\n").utf8)
        data.append(Data(repeating: UInt8(ascii: "a"), count: 50 << 20))
        FileManager.default.createFile(atPath: path, contents: data)
        let start = ContinuousClock.now
        do {
            _ = try ReplayReader().read(path: path)
            Issue.record("parsed")
        } catch {
            #expect(error.description == "\(path):2: line is longer than 1 MB; the file is damaged — re-record it")
        }
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    // MARK: - JSON and line shapes

    @Test func malformedLines() {
        expectError(
            [Self.header, #"{"type":"frame","index":0,"#], line: 2,
            "not valid JSON (the line ends where a key should be, column 27)")
        expectError([Self.header, "[1,2]"], line: 2, "not a JSON object (found an array)")
        expectError(["42"], line: 1, "not a JSON object (found 42)", "not a playground replay file")
        expectError(
            [Self.header, #"{"type":"bogus"}"#], line: 2,
            #"unknown line type "bogus" (known: header, frame, checkpoint, end)"#)
        expectError([Self.header, #"{"index":0}"#], line: 2, #"the line has no "type""#)
        expectError([Self.header, #"{"type":7}"#], line: 2, #""type" must be a string, found 7"#)
        expectError([Self.header, #"{"type":"frame","type":"frame"}"#], line: 2, #"duplicate key "type""#)
        expectError([Self.header, #"{"type":"frame","index":0,"time_us":1,"inputs":[],}"#], line: 2, "not valid JSON")
        expectError([Self.header, Self.frame0, Self.header], line: 3, "a second header line")
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        expectError(
            [Self.header, Self.frame0, #"{"type":"checkpoint","frame":0,"state":"# + deep + "}"], line: 3,
            "nesting deeper than 32 levels")
    }

    @Test func nonFiniteAndHugeNumbersAreRefused() {
        expectError(
            [Self.header, Self.frame0, frame1(input: #"{"type":"pointer_moved","time_us":1,"x":NaN,"y":0}"#)],
            line: 3, "not valid JSON (unexpected 'N' where a value should be, column 93)")
        expectError(
            [Self.header, Self.frame0, frame1(input: #"{"type":"pointer_moved","time_us":1,"x":Infinity,"y":0}"#)],
            line: 3, "not valid JSON")
        expectError(
            [Self.header, Self.frame0, frame1(input: #"{"type":"pointer_moved","time_us":1,"x":1e308,"y":0}"#)],
            line: 3, #"frame 1, input 1 (pointer_moved) "x" = 1e308 is out of range (|x| ≤ 10000000)"#)
        expectError(
            [Self.header, Self.frame0, frame1(input: #"{"type":"pointer_moved","time_us":1,"x":0,"y":-1e999}"#)],
            line: 3, #""y" = -1e999 is out of range"#)
        expectError(
            [Self.header, Self.frame0, frame1(input: #"{"type":"wheel","time_us":1,"dx":0,"dy":10000.5}"#)],
            line: 3, #"frame 1, input 1 (wheel) "dy" = 10000.5 is out of range (|dy| ≤ 10000)"#)
        expectError(
            [Self.header, #"{"type":"frame","index":0,"time_us":10000000000001,"inputs":[]}"#],
            line: 2, #"frame 0 "time_us" = 10000000000001 is out of range (0...10000000000000)"#)
        expectError(
            [Self.header, #"{"type":"frame","index":0,"time_us":-1,"inputs":[]}"#],
            line: 2, #""time_us" = -1 is out of range"#)
        expectError(
            [Self.header, #"{"type":"frame","index":0,"time_us":99999999999999999999999,"inputs":[]}"#],
            line: 2, "out of range")
        expectError(
            [Self.header, #"{"type":"frame","index":0,"time_us":16.5,"inputs":[]}"#],
            line: 2, #"frame 0 "time_us" must be a whole number, found 16.5"#)
        expectError(
            [Self.header, #"{"type":"frame","index":"0","time_us":1,"inputs":[]}"#],
            line: 2, #"frame line "index" must be a whole number, found a string "0""#)
    }

    // MARK: - Missing and mistyped fields

    @Test func missingAndMistypedFields() {
        expectError([Self.header, #"{"type":"frame","index":0,"inputs":[]}"#], line: 2, #"frame 0 has no "time_us""#)
        expectError([Self.header, #"{"type":"frame","index":0,"time_us":1}"#], line: 2, #"frame 0 has no "inputs""#)
        expectError(
            [Self.header, #"{"type":"frame","index":0,"time_us":1,"inputs":{}}"#], line: 2,
            #"frame 0 "inputs" must be an array, found an object"#)
        expectError([Self.header, Self.frame0, frame1(input: "3")], line: 3, "frame 1, input 1 is 3, not an object")
        expectError(
            [Self.header, Self.frame0, frame1(input: #"{"type":"pointer_pressed","time_us":1,"x":1,"y":2}"#)],
            line: 3, #"frame 1, input 1 (pointer_pressed) has no "button""#)
        expectError(
            [Self.header, Self.frame0, frame1(input: #"{"type":"focus_changed","time_us":1,"focused":1}"#)],
            line: 3, #"frame 1, input 1 (focus_changed) "focused" must be true or false, found 1"#)
        expectError(
            [
                Self.header, Self.frame0,
                frame1(input: #"{"type":"key_pressed","time_us":1,"key":"a","modifiers":"shift"}"#),
            ],
            line: 3, #""modifiers" must be an array of names, found a string "shift""#)
        expectError(
            [Self.header, Self.frame0, frame1(input: #"{"type":"pointer_exited"}"#)],
            line: 3, #"frame 1, input 1 (pointer_exited) has no "time_us""#)
    }

    @Test func unknownNames() {
        expectError(
            [Self.header, Self.frame0, frame1(input: #"{"type":"tap","time_us":1}"#)], line: 3,
            #"frame 1, input 1 has unknown input type "tap" (known: pointer_pressed, pointer_moved, pointer_released, pointer_exited, wheel, key_pressed, key_released, viewport_resized, focus_changed, parameter_changed, scene_reloaded, scene_read_failed)"#
        )
        expectError(
            [
                Self.header, Self.frame0,
                frame1(input: #"{"type":"key_pressed","time_us":1,"key":"hyper","modifiers":[]}"#),
            ],
            line: 3, #"frame 1, input 1 (key_pressed) has unknown key name "hyper""#)
        expectError(
            [
                Self.header, Self.frame0,
                frame1(input: #"{"type":"key_released","time_us":1,"key":"a","modifiers":["shift","meta"]}"#),
            ],
            line: 3, #"has unknown modifier "meta" (known: shift, ctrl, alt, gui)"#)
        expectError(
            [
                Self.header, Self.frame0,
                frame1(input: #"{"type":"pointer_released","time_us":1,"x":1,"y":2,"button":"x1"}"#),
            ],
            line: 3, #"has unknown button "x1" (known: left, middle, right)"#)
    }

    // MARK: - Order and time

    @Test func framesMustBeConsecutiveAndTimeMustNotGoBackwards() {
        expectError(
            [Self.header, Self.frame0, #"{"type":"frame","index":2,"time_us":33200,"inputs":[]}"#], line: 3,
            "frame 2 follows frame 0 (frame indices must be consecutive)")
        expectError([Self.header, Self.frame0, Self.frame0], line: 3, "frame 0 follows frame 0")
        expectError(
            [
                Self.header, #"{"type":"frame","index":0,"time_us":33200,"inputs":[]}"#,
                #"{"type":"frame","index":1,"time_us":16600,"inputs":[]}"#,
            ], line: 3,
            "frame time goes backwards (16600 µs after 33200 µs); the file is damaged — re-record it")
        expectError(
            [Self.header, Self.frame0, frame1(input: #"{"type":"pointer_exited","time_us":40000}"#)], line: 3,
            "frame 1, input 1 happens at 40000 µs, after its frame (33200 µs)")
        expectError(
            [
                Self.header, Self.frame0,
                frame1(input: #"{"type":"pointer_exited","time_us":30000},{"type":"pointer_exited","time_us":20000}"#),
            ],
            line: 3, "frame 1: input time goes backwards (20000 µs after 30000 µs)")
        expectError(
            [Self.frame0], line: 1, "the first line is a frame line, not the header", "not a playground replay file")
    }

    @Test func checkpointsMustFollowTheirFrame() {
        let cp = { (frame: String, digest: String) in
            #"{"type":"checkpoint","frame":"# + frame + #","demo":"easing","digest":""# + digest
                + #"","state":{"a":1}}"#
        }
        #expect(error([Self.header, Self.frame0, Self.frame1, cp("1", "0123456789abcdef"), Self.end]) == nil)
        expectError(
            [Self.header, cp("0", "0123456789abcdef")], line: 2, "checkpoint for frame 0 comes before any frame line")
        expectError(
            [Self.header, Self.frame0, Self.frame1, cp("0", "0123456789abcdef")], line: 4,
            "checkpoint is for frame 0 but follows frame 1")
        expectError(
            [Self.header, Self.frame0, cp("0", "0123456789abcdef"), cp("0", "0123456789abcdef")], line: 4,
            "a second checkpoint for frame 0")
        expectError(
            [Self.header, Self.frame0, cp("0", "0123456789ABCDEF")], line: 3,
            #"checkpoint "digest" must be 16 lowercase hex digits, found a string "0123456789ABCDEF""#)
        expectError(
            [
                Self.header, Self.frame0,
                #"{"type":"checkpoint","frame":0,"demo":"easing","digest":"0123456789abcdef","state":[]}"#,
            ],
            line: 3, #"checkpoint "state" must be an object, found an array"#)
        expectError(
            [
                Self.header, Self.frame0,
                #"{"type":"end","frame":null,"demo":"easing","digest":"0123456789abcdef","state":{}}"#,
            ],
            line: 3, "end line is for frame null but follows frame 0")
    }

    @Test func linesAfterTheEndAreDamage() {
        expectError(
            [Self.header, Self.frame0, Self.frame1, Self.end, Self.frame1], line: 5,
            "more text after the end line (line 4)")
        expectError(
            [Self.header, Self.frame0, Self.frame1, Self.end, Self.end], line: 5, "after the end line (line 4)")
        // Blank lines anywhere are fine.
        #expect(error([Self.header, "", Self.frame0, "   ", Self.frame1, Self.end, "", ""]) == nil)
    }

    // MARK: - Header

    @Test func headerProblems() {
        func header(_ from: String, _ to: String) -> String { Self.header.replacingOccurrences(of: from, with: to) }
        expectError(
            [header(#""version":1"#, #""version":3"#), Self.frame0], line: 1,
            "written by playground 0.1.0 format v3; this build (\(AppVersion.build)) reads up to v2 — update playground",
            kind: .newerVersion)
        // A newer version is refused before anything else in its header is judged.
        expectError(
            [#"{"type":"header","format":"motion-playground-replay","version":7,"whatever":true}"#], line: 1,
            "written by playground format v7; this build", kind: .newerVersion)
        expectError(
            [header(#""version":1"#, #""version":0"#)], line: 1, "format version 0 is invalid (versions start at 1)")
        expectError([header(#""version":1"#, #""version":"1""#)], line: 1, #"header "version" must be a whole number"#)
        expectError(
            [header("motion-playground-replay", "other-tool")], line: 1,
            #"format is "other-tool", not "motion-playground-replay""#, "not a playground replay file")
        expectError(
            [header(#""demo":"easing""#, #""demo":"tetris""#)], line: 1,
            #"unknown demo "tetris" (this build has \#(PlaygroundApp.demoIDs.joined(separator: ", ")))"#,
            "this build cannot replay it — use the playground build that recorded it (0.1.0)", kind: .unknownDemo)
        expectError(
            [header(#""width":1024"#, #""width":0"#)], line: 1,
            #"header viewport "width" = 0 is out of range (more than 0, at most 16384)"#)
        expectError([header(#""height":720"#, #""height":-720"#)], line: 1, #""height" = -720 is out of range"#)
        expectError([header(#""width":1024"#, #""width":16385"#)], line: 1, #""width" = 16385 is out of range"#)
        expectError(
            [header(#""viewport":{"width":1024,"height":720}"#, #""viewport":[1024,720]"#)], line: 1,
            #"header "viewport" must be an object, found an array"#)
        expectError([header(#""pixel_scale":1"#, #""pixel_scale":0"#)], line: 1, #""pixel_scale" = 0 is out of range"#)
        expectError(
            [header(#""seed":1"#, #""seed":-1"#)], line: 1,
            #"header "seed" = -1 is out of range (0...18446744073709551615)"#)
        expectError(
            [header(#""seed":1"#, #""seed":18446744073709551616"#)], line: 1,
            #""seed" = 18446744073709551616 is out of range"#)
        expectError(
            [header(#""settings":{}"#, #""settings":{"pages":true}"#)], line: 1,
            #"header setting "pages" must be a string or a number, found true"#)
        expectError([header(#","seed":1"#, "")], line: 1, #"header has no "seed""#)
        #expect(error([header(#""seed":1"#, #""seed":18446744073709551615"#)]) == nil)
    }

    // MARK: - Cut short

    @Test func aCutShortLastLineIsANoticeNotAnError() throws {
        let partial = String(Self.frame1.prefix(60))
        let replay = try ReplayReader().parse(
            [Self.header, Self.frame0, partial].joined(separator: "\n"), source: "replay.jsonl")
        #expect(replay.frames.count == 1)
        #expect(replay.truncatedAfterFrame == 0)
        #expect(
            replay.notice
                == "replay stops at frame 0 (file cut short by a crash or a full disk); replaying up to there")

        let noEnd = try ReplayReader().parse(
            [Self.header, Self.frame0, Self.frame1].joined(separator: "\n") + "\n", source: "r")
        #expect(noEnd.isCutShort && noEnd.truncatedAfterFrame == 1)
        #expect(
            noEnd.notice
                == "replay stops at frame 1 (file cut short by a crash or a full disk); replaying up to there")

        // The same text with its newline is a complete line, and damaged.
        expectError([Self.header, Self.frame0, partial], line: 3, "not valid JSON")
        // An unterminated last line that fails on a byte (not by ending early) is damage too.
        #expect(error([Self.header, Self.frame0, #"{"type":"frame",x"#], finalNewline: false)?.line == 3)
        // A cut header means nothing was saved.
        let cutHeader = error([String(Self.header.prefix(40))], finalNewline: false)
        #expect(
            cutHeader?.description
                == "replay.jsonl:1: the header line is cut short, so the recording stopped before anything was saved; nothing to replay — record the session again"
        )
        // Cut in the middle of a multi-byte character.
        var bytes = Array(
            (Self.header + "\n" + Self.frame0 + "\n"
                + #"{"type":"frame","index":1,"time_us":2,"inputs":[{"type":"key_pressed","time_us":1,"key":"é"#).utf8)
        bytes.removeLast()
        #expect(try ReplayReader().parse(bytes, source: "r").truncatedAfterFrame == 0)
    }
}
