import ArgumentParser
import Demos
import Export
import Foundation
import Lab
import PlaygroundCore
import Replay
import Scenes

/// `playground export --demo ID --format F` (or `--scene FILE`): the demo's motion, or the scene's
/// constants and snapping logic for its own layout, with the parameters in force, as code or
/// configuration for a platform, each number commented with what it is, its unit and where its
/// default comes from.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Print a demo's motion, or a scene's snapping, as Swift (UIKit), SwiftUI, Flutter, Android, CSS or JSON.",
        discussion: """
            The parameters are the defaults (a scene's: its file's values), then those in force at the end of \
            --from-replay FILE (its header and every parameter_changed in it), then each --set. With --scene FILE, \
            or a replay that ends on a scene, the export carries the scene's geometry and code that rests a \
            release on the item the playground would (docs/scene-export.md). --exact appends the playground's own \
            decision rule as a runtime for the language (Exports/Runtime, checked against Exports/Runtime/vectors.tsv) \
            and the code that uses it with the scene's values. Conversions between the platforms' parameters are in \
            docs/export-formulas.md.
            """
    )

    @Option(name: .long, help: "The demo (see `playground demos`); with --from-replay: the one shown at its end.")
    var demo: String?
    @Option(name: .long, help: "A scene file (JSON, docs/scenes.md): export its geometry and snapping.")
    var scene: String?
    @Option(name: .long, help: "swift, swiftui, flutter, android, css or json.") var format: String
    @Option(name: .customLong("set"), help: "A parameter NAME=VALUE on top (repeatable; see `playground params`).")
    var settings: [String] = []
    @Option(name: .long, help: "Take the parameters in force at the end of this replay file.") var fromReplay: String?
    @Option(name: .long, help: "Write to this file instead of standard output.") var output: String?
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Lay the export out for this screen: iphone-15, pixel-8, tablet or WxH@D (see `run --help`); its "
                + "percentages, measured flicks and density are the device's, and the banner names it. Default: "
                + "the recording's device with --from-replay, else none (a 1024 × 720 playground window).",
            valueName: "device"), transform: DeviceArgument.parse)
    var device: DeviceFrame?
    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Append the playground's own snapping decision rule (Exports/Runtime) and code that uses it: a scene's "
                + "or the salon's, for swift, swiftui, android or flutter."))
    var exact = false

    func run() throws {
        guard let format = ExportFormat(rawValue: format) else {
            throw ExitFailure.badInput(
                "--format \(ParameterError.quoted(self.format)) is not a format; use one of "
                    + ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if demo != nil, scene != nil {
            throw ExitFailure.badInput("export takes --demo ID or --scene FILE, not both; give one")
        }
        InputFiles.declare(scene, as: "the scene file")
        InputFiles.declare(fromReplay, as: "the recording")
        if let output { try OutputPath.validate(output, flag: "--output") }
        let file = try scene.map { try SceneLibrary.load($0, id: Scene.id(forFile: $0)) }
        var values = ParameterValues(catalog: ParameterCatalog.builtIn.adding(file.map { [$0] } ?? []))
        var demoID = demo ?? file?.id
        var scenes = file.map { [$0] } ?? []
        var device = self.device
        if let fromReplay {
            do {
                // Streamed: only the session at the end is wanted, not the file.
                let result = try ReplayPlayer.run(ReplayReader().stream(path: fromReplay), verify: false)
                values = result.app.tuning.values
                demoID = demoID ?? result.app.currentDemoID
                device = device ?? result.app.settings.device
                scenes += result.app.scenes.filter { s in !scenes.contains { $0.id == s.id } }
            } catch {
                throw ExitFailure.badInput(error.description)
            }
            // The file named on the command line wins over the replay's copy of a scene of that id.
            if let file { values.reload(scene: file.id, as: file) }
        }
        guard let demoID else {
            throw ExitFailure.badInput(
                "export needs --demo ID (one of \(DemoCatalog.ids.joined(separator: ", "))), --scene FILE "
                    + "or --from-replay FILE")
        }
        let exported = scenes.first { $0.id == demoID }
        guard exported != nil || DemoCatalog.index(of: demoID) != nil else {
            throw ExitFailure.badInput(SessionError.unknownDemo(demoID).description)
        }
        // A device named here sets its density before any --set; a recording's is in its values.
        let changes = DeviceArgument.settings(settings, device: self.device)
        for (spec, value) in try ParameterArguments.changes(changes, catalog: values.catalog) {
            values.set(spec, to: value)
        }
        let text: String
        do {
            if let exported {
                text = try format.text(scene: exported, values: values, exact: exact, device: device)
            } else {
                text = try format.text(demoID: demoID, values: values, exact: exact, device: device)
            }
        } catch let refusal as ExactRefusal {
            throw ExitFailure.badInput(refusal.description)
        }
        if let output {
            try OutputFile.write(Array(text.utf8), to: output, flag: "--output")
        } else {
            try OutputFile.standardOutput.write(text)
        }
    }
}
