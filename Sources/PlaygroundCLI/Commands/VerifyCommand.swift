import ArgumentParser
import Foundation
import Replay

/// `playground verify FILE|DIR ... [--junit REPORT.xml]`: a folder of recordings as a
/// regression suite. Every file is replayed headless and checked checkpoint by checkpoint, as
/// `replay --headless --verify` does; one line per file, a summary, and JUnit XML for CI.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Verify many replays in one run: one line per file, a summary, optional JUnit XML.",
        discussion: """
            A folder stands for its *.jsonl files, in name order (not its subfolders). \
            A replay with no checkpoint and no end line has nothing to verify and fails like a mismatch. \
            Exit codes: 0 every replay matched, 1 at least one mismatched or had nothing to verify, 2 none \
            of those but at least one could not be read (or bad arguments), 3 the report could not be written.
            """
    )

    @Argument(help: "Replay files, or folders of them.") var paths: [String] = []
    @Option(name: .long, help: "Also write a JUnit XML report to this file (for CI).") var junit: String?

    func run() throws {
        guard !paths.isEmpty else { throw ExitFailure.badInput("verify needs at least one replay file or folder") }
        let files = try paths.flatMap(Self.expand)
        InputFiles.declare(files, as: "a recording")
        if let junit { try OutputPath.validate(junit, flag: "--junit") }
        let start = MonotonicClock.micros()
        var cases: [JUnitReport.Case] = []
        let width = min(48, files.map(\.count).max() ?? 0)
        for file in files {
            let c = Self.verify(file)
            cases.append(c)
            try OutputFile.standardOutput.write(Self.line(for: c, path: file, width: width) + "\n")
        }
        let seconds = Double(MonotonicClock.micros() - start) / 1e6
        let report = JUnitReport(suiteName: "playground verify", cases: cases, seconds: seconds)
        let passed = cases.count - report.failures - report.errors
        let unverified = zip(files, cases).filter { Self.hasNothingToVerify($0.1) }
        let mismatched = report.failures - unverified.count
        try OutputFile.standardOutput.write(
            "\(cases.count) replay\(cases.count == 1 ? "" : "s"): \(passed) ok, \(mismatched) mismatched, "
                + (unverified.isEmpty ? "" : "\(unverified.count) with nothing to verify, ")
                + "\(report.errors) unreadable (\(String(format: "%.2f", seconds)) s)\n")
        if let junit { try writeReport(report, to: junit) }
        if mismatched > 0 {
            throw ExitFailure.mismatch("\(mismatched) of \(cases.count) replays did not match; see the FAIL lines")
        }
        if let (file, c) = unverified.first {
            if unverified.count == 1, case .failed(_, let reason) = c.outcome {
                throw ExitFailure.mismatch("\(file): \(reason)")
            }
            throw ExitFailure.mismatch(
                "\(unverified.count) of \(cases.count) replays had nothing to verify (no checkpoint and no end line); "
                    + "see the FAIL lines")
        }
        if report.errors > 0 {
            throw ExitFailure.badInput(
                "\(report.errors) of \(cases.count) replays could not be read; see the ERROR lines")
        }
    }

    /// The one place this command writes a file.
    private func writeReport(_ report: JUnitReport, to path: String) throws {
        try OutputFile.write(Array(report.xml.utf8), to: path, flag: "--junit")
    }

    /// A folder becomes its `*.jsonl` files in name order; anything else is taken as a file (a
    /// missing one is reported as unreadable with the others, not as a usage error).
    static func expand(_ path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [path]
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw ExitFailure.badInput("cannot list the folder \(path); check its permissions")
        }
        let replays = names.filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".jsonl") }.sorted()
        guard !replays.isEmpty else {
            throw ExitFailure.badInput(
                "the folder \(path) holds no .jsonl replay files; record some with `playground run --record`")
        }
        // Spelled as the user spelled the folder, so the lines name paths they recognise.
        return replays.map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
    }

    /// Reads and plays one file, stopping at its first mismatch.
    static func verify(_ path: String) -> JUnitReport.Case {
        let url = URL(fileURLWithPath: path)
        var c = JUnitReport.Case(
            name: url.lastPathComponent, className: folderName(of: path), seconds: 0, outcome: .passed)
        let start = MonotonicClock.micros()
        do {
            // Streamed, as `replay --headless --verify` plays: memory does not grow with the file
            // (4,000 scene saves of 120 KB took 503 MB held whole). Progress is the bytes read.
            let stream = try ReplayReader().stream(path: path)
            let progress = ProgressBar(
                total: (stream.byteCount ?? 0) / 1024, label: "KiB of \(url.lastPathComponent)", minimumTotal: 64)
            let result = try ReplayPlayer.run(
                stream, verify: true,
                progress: { _, fraction in if let fraction { progress.update(Int(fraction * Double(progress.total))) } }
            )
            progress.finish()
            let notes = [result.notice, result.versionNote].compactMap { $0 }
            c.output = notes.joined(separator: "\n")
            if let mismatch = result.firstMismatch {
                c.outcome = .failed(
                    message: mismatch.frame.map { "mismatch at frame \($0)" } ?? "mismatch at the start",
                    detail: mismatch.description)
            } else if let reason = result.nothingVerified {
                c.outcome = .failed(message: Self.nothingToVerify, detail: reason)
            } else {
                var summary =
                    "\(result.framesPlayed) frames, "
                    + "\(result.checkpointsMatched)/\(result.checkpointsChecked) checkpoints"
                if stream.end == nil { summary += ", cut short" }
                c.output = ([summary] + notes).joined(separator: "\n")
            }
        } catch {
            c.outcome = .error(message: error.problem, detail: error.description)
        }
        c.seconds = Double(MonotonicClock.micros() - start) / 1e6
        return c
    }

    /// The JUnit failure message of a replay that has no checkpoint and no end line.
    static let nothingToVerify = "nothing to verify"

    static func hasNothingToVerify(_ c: JUnitReport.Case) -> Bool {
        if case .failed(let message, _) = c.outcome { message == nothingToVerify } else { false }
    }

    static func line(for c: JUnitReport.Case, path: String, width: Int) -> String {
        let name = path.padding(to: width)
        switch c.outcome {
        case .passed:
            let summary = c.output.split(separator: "\n").first.map(String.init) ?? ""
            return "ok     \(name)  \(summary) (\(String(format: "%.2f", c.seconds)) s)"
        case .failed(_, let detail): return "FAIL   \(name)  \(detail)"
        case .error(_, let detail): return "ERROR  \(name)  \(detail)"
        }
    }

    /// `Tests/Fixtures` for `Tests/Fixtures/a.jsonl`, `.` for `a.jsonl`: JUnit's class name,
    /// which CI reporters group by.
    static func folderName(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}
