import Foundation

/// Runs the compilers and programs the export tests build (swiftc, kotlinc, kotlin, dart).
enum ProcessRun {
    /// The program's exit status and its standard output and error, interleaved.
    static func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The tests' environment, with the JVM that kotlinc and kotlin start told to compile its hot
    /// code once, quickly (C1 only), and to collect garbage on one thread: a batch of exports then
    /// compiles in 15 s of processor time rather than 37 (measured on 11 exports), and the parallel
    /// suites have the other core to themselves. A JAVA_OPTS of the user's own is kept. The
    /// script's default heap (256 MB, which replacing JAVA_OPTS drops) becomes 2 GB: a hundred
    /// exports with an --exact runtime each outgrow 256 MB (kotlinc stops on an OutOfMemoryError).
    static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        if environment["JAVA_OPTS"] == nil {
            environment["JAVA_OPTS"] = "-Xmx2G -Xms256M -XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
        }
        return environment
    }()

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
