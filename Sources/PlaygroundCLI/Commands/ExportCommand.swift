import ArgumentParser
import Foundation
import Playground
import Replay

/// `playground export --demo ID --format F`: the demo's motion with the parameters in force,
/// as code or configuration for a platform, each number commented with what it is, its unit
/// and where its default comes from.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a demo's motion numbers as Swift (UIKit), SwiftUI, Flutter, Android, CSS or JSON.",
        discussion: """
            The parameters are the defaults, then those in force at the end of --from-replay FILE (its header and \
            every parameter_changed in it), then each --set. Conversions between the platforms' parameters are in \
            docs/export-formulas.md.
            """
    )

    @Option(name: .long, help: "The demo (see `playground demos`); with --from-replay: the one shown at its end.")
    var demo: String?
    @Option(name: .long, help: "swift, swiftui, flutter, android, css or json.") var format: String
    @Option(name: .customLong("set"), help: "A parameter NAME=VALUE on top (repeatable; see `playground params`).")
    var settings: [String] = []
    @Option(name: .long, help: "Take the parameters in force at the end of this replay file.") var fromReplay: String?
    @Option(name: .long, help: "Write to this file instead of standard output.") var output: String?

    func run() throws {
        guard let format = ExportFormat(rawValue: format) else {
            throw ExitFailure.badInput(
                "--format \(ParameterError.quoted(self.format)) is not a format; use one of "
                    + ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let changes = try ParameterArguments.changes(settings)
        if let output { try OutputPath.validate(output, flag: "--output") }
        var values = ParameterValues()
        var demoID = demo
        if let fromReplay {
            let replay: Replay
            do {
                replay = try ReplayReader().read(path: fromReplay)
                let result = try ReplayPlayer.run(replay, verify: false)
                values = result.app.tuning.values
                demoID = demoID ?? result.app.currentDemoID
            } catch {
                throw ExitFailure.badInput(error.description)
            }
        }
        guard let demoID else {
            throw ExitFailure.badInput(
                "export needs --demo ID (one of \(DemoCatalog.ids.joined(separator: ", "))) "
                    + "or --from-replay FILE")
        }
        guard DemoCatalog.index(of: demoID) != nil else {
            throw ExitFailure.badInput(SessionError.unknownDemo(demoID).description)
        }
        for (spec, value) in changes { values.set(spec, to: value) }
        let text = format.text(demoID: demoID, values: values)
        if let output {
            try OutputFile.write(Array(text.utf8), to: output, flag: "--output")
        } else {
            try OutputFile.standardOutput.write(text)
        }
    }
}
