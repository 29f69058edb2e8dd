import Foundation
import Testing

/// Each runtime in Exports/Runtime, built with its own language's compiler and run over every row
/// of vectors.tsv by its small main in Exports/Runtime/Tests: Swift always, Kotlin where Debian's
/// `kotlin` is installed, Dart where a `dart` is on the PATH (Debian 12 packages no Dart SDK). Each
/// must pass every row, and fail on a copy with one rest moved by a point, naming that row.
@Suite(.serialized) struct RuntimeLanguageTests {
    static let runtime = RuntimeVectors.file.deletingLastPathComponent()
    static let vectors = RuntimeVectors.file.path

    /// The rows a runtime checks (every line but comments and layouts).
    static var rowCount: Int {
        let text = (try? String(contentsOf: RuntimeVectors.file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.count
    }

    /// vectors.tsv with the rest of its 500th target row moved by one point: which row, and the copy.
    static func tampered(in dir: URL) throws -> (line: Int, path: String) {
        var lines = try String(contentsOf: RuntimeVectors.file, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let targets = lines.indices.filter { lines[$0].hasPrefix("target\t") && !lines[$0].hasSuffix("\t-") }
        let index = targets[500]
        var fields = lines[index].split(separator: "\t").map(String.init)
        fields[6] = "\(Double(fields[6])! + 1)"
        lines[index] = fields.joined(separator: "\t")
        let path = dir.appendingPathComponent("tampered.tsv").path
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return (index + 1, path)
    }

    /// `program` passes every row of vectors.tsv and stops at the tampered one.
    static func expectChecks(_ program: [String], language: String, dir: URL) throws {
        let pass = try ProcessRun.run(program[0], Array(program.dropFirst()) + [vectors])
        #expect(pass.status == 0, "\(pass.output.prefix(2000))")
        #expect(pass.output.contains("\(language) SnapLayout: \(rowCount) rows passed"), "\(pass.output.prefix(2000))")
        let (line, path) = try tampered(in: dir)
        let fail = try ProcessRun.run(program[0], Array(program.dropFirst()) + [path])
        #expect(fail.status == 1 && fail.output.contains("vectors.tsv:\(line): got "), "\(fail.output.prefix(2000))")
    }

    @Test func theSwiftRuntimePassesEveryVector() throws {
        let dir = try ProcessRun.temporaryFolder("runtime-swift")
        defer { try? FileManager.default.removeItem(at: dir) }
        let binary = dir.appendingPathComponent("snap-vectors").path
        let build = try ProcessRun.run(
            "/usr/bin/env",
            [
                "swiftc", "-parse-as-library", "-o", binary,
                Self.runtime.appendingPathComponent("SnapLayout.swift").path,
                Self.runtime.appendingPathComponent("Tests/SnapLayoutVectors.swift").path,
            ])
        try #require(build.status == 0, "SnapLayout.swift does not compile:\n\(build.output.prefix(3000))")
        try Self.expectChecks([binary], language: "Swift", dir: dir)
    }

    @Test(
        .enabled(
            if: ProcessRun.kotlinc != nil, "Debian's kotlin is not installed (scripts/install-deps.sh installs it)"))
    func theKotlinRuntimePassesEveryVector() throws {
        let dir = try ProcessRun.temporaryFolder("runtime-kotlin")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out").path
        let build = try ProcessRun.run(
            try #require(ProcessRun.kotlinc),
            [
                "-nowarn", "-d", out, Self.runtime.appendingPathComponent("SnapLayout.kt").path,
                Self.runtime.appendingPathComponent("Tests/SnapLayoutVectors.kt").path,
            ])
        try #require(build.status == 0, "SnapLayout.kt does not compile:\n\(build.output.prefix(3000))")
        try Self.expectChecks(
            ["/usr/bin/kotlin", "-classpath", out, "SnapLayoutVectorsKt"], language: "Kotlin", dir: dir)
    }

    /// The members of the Android export's tuned snap helper (TunedSnapHelper.kt, which
    /// `AndroidPrinter` copies into every export that needs it) run by Tests/TunedSnapHelperChecks.kt
    /// on the working Android classes in Tests/android: every check passes, and a copy whose fling
    /// limit lets one item more through fails, naming the check.
    @Test(
        .enabled(
            if: ProcessRun.kotlinc != nil && ProcessRun.javac != nil,
            "Debian's kotlin and a JDK are not installed (scripts/install-deps.sh installs them)"))
    func theKotlinSnapHelperPassesItsChecks() throws {
        let dir = try ProcessRun.temporaryFolder("runtime-snap-helper")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (out, tampered) = (dir.appendingPathComponent("out").path, dir.appendingPathComponent("tampered").path)
        let android = Self.runtime.appendingPathComponent("Tests/android")
        let java = try ProcessRun.run(
            try #require(ProcessRun.javac), ["-d", out, android.appendingPathComponent("Interpolator.java").path])
        try #require(java.status == 0, "the Android classes do not compile:\n\(java.output.prefix(3000))")
        let kotlin = try FileManager.default.contentsOfDirectory(at: android, includingPropertiesForKeys: nil)
            .map(\.path).filter { $0.hasSuffix(".kt") }.sorted()
        let build = try ProcessRun.run(
            try #require(ProcessRun.kotlinc),
            ["-classpath", out, "-d", out, Self.runtime.appendingPathComponent("TunedSnapHelper.kt").path] + kotlin
                + [Self.runtime.appendingPathComponent("Tests/TunedSnapHelperChecks.kt").path])
        try #require(build.status == 0, "TunedSnapHelper.kt does not compile:\n\(build.output.prefix(3000))")
        let warnings = build.output.split(separator: "\n").filter { $0.contains(".kt:") && $0.contains("warning:") }
        #expect(warnings.isEmpty, "kotlinc warns:\n\(warnings.joined(separator: "\n"))")
        let pass = try ProcessRun.run("/usr/bin/kotlin", ["-classpath", out, "TunedSnapHelperChecksKt"])
        #expect(pass.status == 0, "\(pass.output.prefix(2000))")
        #expect(pass.output.contains("Kotlin TunedSnapHelper: 32 checks passed"), "\(pass.output.prefix(2000))")
        // The copy, built over the checks' classes, goes first on the class path.
        let limit = "target.coerceIn(current - limit, current + limit)"
        let text = try String(
            contentsOf: Self.runtime.appendingPathComponent("TunedSnapHelper.kt"), encoding: .utf8)
        try #require(text.contains(limit))
        let copy = dir.appendingPathComponent("TunedSnapHelper.kt")
        try text.replacingOccurrences(of: limit, with: "target.coerceIn(current - limit, current + limit + 1)")
            .write(to: copy, atomically: true, encoding: .utf8)
        let rebuilt = try ProcessRun.run(
            try #require(ProcessRun.kotlinc), ["-nowarn", "-classpath", out, "-d", tampered, copy.path])
        try #require(rebuilt.status == 0, "the copy does not compile:\n\(rebuilt.output.prefix(3000))")
        let fail = try ProcessRun.run(
            "/usr/bin/kotlin", ["-classpath", tampered + ":" + out, "TunedSnapHelperChecksKt"])
        #expect(
            fail.status == 1 && fail.output.contains("TunedSnapHelper: one item on: got 7, want 6"),
            "\(fail.output.prefix(2000))")
    }

    /// The Flutter export's lookups (snap_lookups.dart, whose members `FlutterPrinter` copies) run
    /// by Tests/snap_lookups_checks.dart, where a `dart` is on the PATH (see below).
    @Test(
        .enabled(
            if: ProcessRun.dart != nil,
            Comment(
                rawValue: "no Dart SDK: Debian 12 packages none and this machine reaches no other source, so "
                    + "snap_lookups.dart is only lexed here (install the Dart SDK and `make test` runs it)")))
    func theDartLookupsPassTheirChecks() throws {
        let dir = try ProcessRun.temporaryFolder("runtime-dart-lookups")
        defer { try? FileManager.default.removeItem(at: dir) }
        // Copies, so that nothing is written into the repository.
        let tests = dir.appendingPathComponent("Tests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.runtime.appendingPathComponent("snap_lookups.dart"),
            to: dir.appendingPathComponent("snap_lookups.dart"))
        try FileManager.default.copyItem(
            at: Self.runtime.appendingPathComponent("Tests/snap_lookups_checks.dart"),
            to: tests.appendingPathComponent("snap_lookups_checks.dart"))
        let run = try ProcessRun.run(
            try #require(ProcessRun.dart), [tests.appendingPathComponent("snap_lookups_checks.dart").path])
        #expect(run.status == 0, "\(run.output.prefix(2000))")
        #expect(run.output.contains("Dart SnapLookups: 23 checks passed"), "\(run.output.prefix(2000))")
    }

    /// Where no Dart SDK runs them, the Dart runtimes and their checks are lexed by Dart's rules, as
    /// the Flutter exports they go into are: no comment or string left open, and the code's
    /// brackets balanced.
    @Test func theDartRuntimesLex() throws {
        for file in [
            "snap_layout.dart", "snap_lookups.dart", "Tests/snap_layout_vectors.dart", "Tests/snap_lookups_checks.dart",
        ] {
            let text = try String(contentsOf: Self.runtime.appendingPathComponent(file), encoding: .utf8)
            let code = try SourceLexer.tokens(text, language: .dart).filter { $0.kind == .code }.map(\.text).joined()
            for (open, close) in [("{", "}"), ("(", ")"), ("[", "]")] {
                let (opened, closed) = (
                    code.filter { String($0) == open }.count, code.filter { String($0) == close }.count
                )
                #expect(
                    opened == closed && (opened > 0 || open == "["), "\(file): \(opened) \(open) and \(closed) \(close)"
                )
            }
        }
    }

    /// Debian 12 packages no Dart SDK (its `dart` packages are a robotics library), PyPI has none,
    /// and nothing else can be fetched here, so this runs only where a `dart` is on the PATH.
    @Test(
        .enabled(
            if: ProcessRun.dart != nil,
            Comment(
                rawValue: "no Dart SDK: Debian 12 packages none and this machine reaches no other source, so "
                    + "snap_layout.dart is not run here (install the Dart SDK and `make test` runs it)")))
    func theDartRuntimePassesEveryVector() throws {
        let dir = try ProcessRun.temporaryFolder("runtime-dart")
        defer { try? FileManager.default.removeItem(at: dir) }
        // The check's package beside a copy of the runtime, so that nothing is written into the repository.
        let tests = dir.appendingPathComponent("Tests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.runtime.appendingPathComponent("snap_layout.dart"),
            to: dir.appendingPathComponent("snap_layout.dart"))
        for name in ["snap_layout_vectors.dart", "pubspec.yaml"] {
            try FileManager.default.copyItem(
                at: Self.runtime.appendingPathComponent("Tests/\(name)"), to: tests.appendingPathComponent(name))
        }
        let dart = try #require(ProcessRun.dart)
        let get = try ProcessRun.run(dart, ["pub", "get", "--offline", "--directory", tests.path])
        try #require(get.status == 0, "dart pub get --offline failed (is `meta` in the pub cache?):\n\(get.output)")
        try Self.expectChecks(
            [
                dart, "run", "--packages=\(tests.path)/.dart_tool/package_config.json",
                tests.appendingPathComponent("snap_layout_vectors.dart").path,
            ], language: "Dart", dir: dir)
    }
}
