import Foundation
import Testing

/// `make deb` and `make install` / `make uninstall` (README "Install"). The static release build
/// takes a minute or two, so the .deb is built once, by the first test that needs it, and the
/// suite runs serialized. Skipped where dpkg-deb is missing (not a Debian system).
@Suite(
    .serialized,
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg-deb"),
        "dpkg-deb is missing: the .deb tests need a Debian system (apt-get install dpkg-dev)"))
struct DebPackageTests {
    static let root = WindowEndToEndTests.root.path

    /// The files every installation has, relative to the prefix.
    static let expectedFiles = [
        "bin/playground",
        "share/applications/motion-playground.desktop",
        "share/icons/hicolor/512x512/apps/motion-playground.png",
        "share/motion-playground/scenes/carousel.json",
        "share/man/man1/playground.1.gz", "share/man/man1/playground-run.1.gz",
        "share/man/man1/playground-replay.1.gz", "share/man/man1/playground-scene-check.1.gz",
        "share/bash-completion/completions/playground", "share/zsh/vendor-completions/_playground",
        "share/fish/vendor_completions.d/playground.fish",
        "share/doc/motion-playground/copyright", "share/doc/motion-playground/changelog.Debian.gz",
    ]

    /// The .deb's path, built once per test run by `make deb`.
    static let deb: Result<String, CommandError> = Result {
        let made = try Command.run("make", ["-C", root, "--no-print-directory", "deb"], display: nil, timeout: 1200)
        guard made.status == 0, let path = made.stdout.split(separator: "\n").last.map(String.init) else {
            throw CommandError("make deb failed (\(made.status)): \(made.stderr.suffix(2000))")
        }
        return path.hasPrefix("/") ? path : root + "/" + path
    }.mapError { $0 as? CommandError ?? CommandError("\($0)") }

    /// The package unpacked with `dpkg-deb -x`, once, beside it in .build (the binary alone is
    /// 60 MB; a folder in /tmp would outlive the run).
    static let unpacked: Result<String, CommandError> = Result {
        let deb = try Self.deb.get()
        let dir = URL(fileURLWithPath: deb).deletingLastPathComponent().appendingPathComponent("unpacked").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Self.expectSuccess("dpkg-deb", ["-x", deb, dir])
        return dir
    }.mapError { $0 as? CommandError ?? CommandError("\($0)") }

    @discardableResult
    static func expectSuccess(_ tool: String, _ args: [String], environment: [String: String?] = [:]) throws
        -> Command.Result
    {
        let result = try Command.run(tool, args, display: nil, timeout: 600, environment: environment)
        guard result.status == 0 else {
            throw CommandError("\(tool) \(args.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        return result
    }

    @Test func debHasEveryFileAndNoDevelopmentPackage() throws {
        let deb = try Self.deb.get()
        #expect(deb.hasSuffix("_amd64.deb") || deb.hasSuffix(".deb"))
        let contents = try Self.expectSuccess("dpkg-deb", ["--contents", deb]).stdout
        for file in Self.expectedFiles {
            #expect(contents.contains("./usr/\(file)\n"), "the .deb lacks /usr/\(file)")
        }
        // Each command has its page, in the name `man playground-replay` looks for.
        let version = try Self.expectSuccess("dpkg-deb", ["--field", deb, "Version"]).stdout
        let binary = try Self.unpacked.get() + "/usr/bin/playground"
        let reported = try Self.expectSuccess(binary, ["--version"]).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        #expect(version.hasPrefix(reported + "-"), "package \(version) vs program \(reported)")
        #expect(deb.hasSuffix("motion-playground_\(version.trimmingCharacters(in: .whitespacesAndNewlines))_amd64.deb"))
        let fields = try Self.expectSuccess("dpkg-deb", ["--field", deb, "Depends", "Recommends"]).stdout
        #expect(!fields.contains("-dev"), "a development package in \(fields)")
        for name in ["fontconfig", "fonts-wqy-microhei", "libsdl2-2.0-0", "libsdl2-ttf-2.0-0", "libsdl2-image-2.0-0"] {
            #expect(fields.contains(name), "Depends lacks \(name): \(fields)")
        }
        #expect(fields.contains("Recommends: ffmpeg"), "\(fields)")
    }

    /// Every library the binary NEEDs is provided by a package Depends names, and none is Swift's.
    @Test func dependsCoversEveryNeededLibrary() throws {
        let binary = try Self.unpacked.get() + "/usr/bin/playground"
        let depends = try Self.expectSuccess("dpkg-deb", ["--field", try Self.deb.get(), "Depends"]).stdout
        let dynamic = try Self.expectSuccess("objdump", ["-p", binary]).stdout
        let needed = dynamic.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            return parts.count == 2 && parts[0] == "NEEDED" ? String(parts[1]) : nil
        }
        #expect(needed.contains("libSDL2-2.0.so.0"))
        for library in needed where !library.hasPrefix("ld-linux") {
            #expect(!library.contains("swift") && !library.contains("Foundation"), "\(library) is Swift's")
            let owners = try Command.run("dpkg", ["-S", "/*/\(library)"], display: nil, timeout: 60).stdout
            let packages = owners.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) }
            #expect(
                packages.contains { depends.contains($0 + " ") || depends.contains($0 + ",") },
                "\(library) comes from \(packages), none of them in \(depends)")
        }
        let ldd = try Self.expectSuccess("ldd", [binary]).stdout
        #expect(!ldd.contains("libswift") && !ldd.contains("libFoundation"), "\(ldd)")
    }

    /// The packaged binary runs with an empty environment: no toolchain library directories.
    @Test func packagedBinaryRunsWithoutTheToolchain() throws {
        let unpacked = try Self.unpacked.get()
        let binary = unpacked + "/usr/bin/playground"
        let version = try Self.expectSuccess("/usr/bin/env", ["-i", binary, "--version"]).stdout
        #expect(!version.isEmpty)
        let demos = try Self.expectSuccess("/usr/bin/env", ["-i", binary, "demos"]).stdout
        // The five demos, then the shipped scenes found beside the binary (../share/motion-playground).
        let lines = demos.split(separator: "\n")
        #expect(lines.first == "Demos (keys 1-5 in the window):", "\(demos)")
        #expect(lines.contains { $0.hasPrefix("  salon ") })
        #expect(
            lines.contains {
                $0.hasPrefix("  carousel ") && $0.hasSuffix("share/motion-playground/scenes/carousel.json)")
            })
        // A window, with the shipped scenes found beside the binary (../share/motion-playground).
        let display = try VirtualDisplay()
        defer { display.stop() }
        let home = unpacked + "/home"
        let window = try Command.run(
            "/usr/bin/env",
            [
                "-i", "DISPLAY=\(display.name)", "HOME=\(home)", binary, "run", "--demo", "carousel", "--frames", "10",
                "--dump-state",
            ],
            display: nil, timeout: 60)
        #expect(window.status == 0, "\(window.stderr)")
        #expect(window.stdout.contains("\"demo\":\"carousel\""), "\(window.stdout)")
    }

    @Test func desktopEntryManPagesAndLintian() throws {
        let unpacked = try Self.unpacked.get()
        let entry = unpacked + "/usr/share/applications/motion-playground.desktop"
        try Self.expectSuccess("desktop-file-validate", [entry])
        let text = try String(contentsOfFile: entry, encoding: .utf8)
        #expect(text.contains("Name=Motion Playground\n") && text.contains("Exec=/usr/bin/playground run\n"))
        let pages = unpacked + "/usr/share/man/man1"
        let names = try FileManager.default.contentsOfDirectory(atPath: pages).sorted()
        #expect(names.count >= 13, "\(names)")
        for name in names {
            let page = try Self.expectSuccess("man", ["-l", pages + "/" + name], environment: ["MANPAGER": "cat"])
            let command = name.replacingOccurrences(of: ".1.gz", with: "")
            #expect(
                page.stdout.contains("NAME") && page.stdout.contains(command), "\(name): \(page.stdout.prefix(300))")
            #expect(page.stderr.isEmpty, "\(name): \(page.stderr)")
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/lintian") else {
            Issue.record("lintian is missing: run scripts/install-deps.sh")
            return
        }
        let lint = try Command.run("lintian", [try Self.deb.get()], display: nil, timeout: 300)
        let errors = lint.stdout.split(separator: "\n").filter { $0.hasPrefix("E:") }
        #expect(errors.isEmpty, "lintian: \(lint.stdout)")
    }

    /// `make install PREFIX=…` puts the .deb's files there (plus the manifest); `make uninstall`
    /// removes them and the directories it made, and leaves what was there before.
    @Test func installThenUninstallLeavesNothing() throws {
        _ = try Self.deb.get()  // the static build, done once
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("mp-install-\(getpid())").path
        try? FileManager.default.removeItem(atPath: base)
        let prefix = base + "/prefix"
        let kept = prefix + "/share/man/man1/someone-else.1"
        try FileManager.default.createDirectory(
            atPath: prefix + "/share/man/man1", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: kept))
        defer { try? FileManager.default.removeItem(atPath: base) }

        try Self.expectSuccess("make", ["-C", Self.root, "--no-print-directory", "install", "PREFIX=\(prefix)"])
        let installed = try Self.files(under: prefix)
        let packaged = try Self.files(under: try Self.unpacked.get() + "/usr")
        #expect(
            installed == packaged.union(["share/motion-playground/install-manifest", "share/man/man1/someone-else.1"]))
        for file in Self.expectedFiles { #expect(installed.contains(file), "make install lacks \(file)") }
        let entry = try String(
            contentsOfFile: prefix + "/share/applications/motion-playground.desktop", encoding: .utf8)
        #expect(entry.contains("Exec=\(prefix)/bin/playground run\n"))
        let version = try Self.expectSuccess("/usr/bin/env", ["-i", prefix + "/bin/playground", "--version"])
        #expect(!version.stdout.isEmpty)

        try Self.expectSuccess("make", ["-C", Self.root, "--no-print-directory", "uninstall", "PREFIX=\(prefix)"])
        let left = FileManager.default.enumerator(atPath: prefix)?.allObjects as? [String] ?? []
        #expect(Set(left) == ["share", "share/man", "share/man/man1", "share/man/man1/someone-else.1"], "\(left)")
    }

    static func files(under dir: String) throws -> Set<String> {
        var files = Set<String>()
        let enumerator = FileManager.default.enumerator(atPath: dir)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: dir + "/" + path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files.insert(path)
            }
        }
        return files
    }
}
