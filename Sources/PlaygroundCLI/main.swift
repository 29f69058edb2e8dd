import ArgumentParser
import Foundation

// ArgumentParser exits 64 on usage errors and prints the usage block; the design's contract is
// exit 2 with one line, so errors are mapped here, in one place.
ProcessSetup.prepare()
do {
    var command = try PlaygroundCommand.parseAsRoot()
    try command.run()
    exit(0)
} catch let failure as ExitFailure {
    if failure.prefixed { Log.error(failure.message) } else { Log.located(failure.message) }
    exit(failure.code)
} catch {
    if PlaygroundCommand.exitCode(for: error) == .success {
        do {
            try OutputFile.standardOutput.write(PlaygroundCommand.fullMessage(for: error) + "\n")
        } catch {
            Log.error(error.message)
            exit(error.code)
        }
        exit(0)
    }
    let message =
        PlaygroundCommand.fullMessage(for: error)
        .split(separator: "\n").first.map(String.init) ?? "invalid arguments"
    Log.error("\(message.replacingPrefix("Error: ", with: "")) (see playground --help)")
    exit(2)
}

extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
