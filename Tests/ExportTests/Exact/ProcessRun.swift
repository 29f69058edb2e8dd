import Foundation

/// Runs the compilers and programs the export tests build (swiftc, kotlinc, kotlin, dart).
enum ProcessRun {
    /// The program's exit status and its standard output and error, interleaved.
    static func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A fresh folder under the temporary directory, for one test's files.
    static func temporaryFolder(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Debian's kotlinc (the `kotlin` package, 1.3), where installed.
    static let kotlinc: String? = ["/usr/bin/kotlinc", "/usr/local/bin/kotlinc"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// A JDK's javac (Debian's openjdk-17-jdk-headless), where installed: the snap helper's checks
    /// build a Java interface with it, as Android's `Interpolator` is one.
    static let javac: String? = ["/usr/bin/javac", "/usr/local/bin/javac"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// A Dart SDK's `dart` on the PATH, where there is one.
    static let dart: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/dart" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
