import ArgumentParser
import Foundation
import Motion
import PlaygroundCore
import Replay
import Scenes

/// `playground scene`: work with scene files (docs/scenes.md).
struct SceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scene", abstract: "Work with scene files: check one and print its geometry.",
        subcommands: [SceneCheckCommand.self])
}

/// `playground scene check FILE`: validates a scene file and prints where every item starts,
/// ends and rests, for the window size given. Exit 0 valid, 2 invalid with one line
/// `FILE:LINE:COLUMN: what is wrong and what to write instead` (the form editors jump to).
struct SceneCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a scene file and print each item's start, end and snap offset.")

    /// Rows printed unless `--all`, half from each end: a million-item scene is checked in full
    /// but not printed.
    static let rowLimit = 1000

    @Argument(help: "The scene file (JSON).") var file: String
    @Option(
        name: .long, help: "Window size in points, WxH: sets the viewport the snap offsets are for.",
        transform: ViewportSize.parse)
    var size: ViewportSize?
    @Option(name: .long, help: DeviceArgument.help(instead: "Check the scene"), transform: DeviceArgument.parse)
    var device: DeviceFrame?
    @Flag(name: .long, help: "Print JSON instead of the table.") var json = false
    @Flag(name: .long, help: "Print every item (default: the first and last \(rowLimit / 2) of a longer scene).")
    var all = false
    @Option(name: .customLong("set"), help: "A parameter NAME=VALUE to apply first (repeatable).")
    var settings: [String] = []

    func run() throws {
        InputFiles.declare(file, as: "the scene file")
        let text = try SceneLibrary.read(file)
        let scene: Scene
        do {
            scene = try Scene(id: Scene.id(forFile: file), file: file, source: text)
        } catch {
            // Exactly one line in the compiler's form, so editors and CI annotate the spot.
            throw ExitFailure.located(error.located(in: file))
        }
        if device != nil, size != nil {
            throw ExitFailure.badInput(
                "scene check takes --size WxH or --device, not both: a device's screen is its size")
        }
        let values = try ParameterArguments.parse(
            DeviceArgument.settings(settings, device: device), catalog: ParameterCatalog.builtIn.adding([scene]))
        let window = size?.size ?? Size(width: 1024, height: 720)
        let area = DemoArea.size(window: window, device: device)
        let geometry = SceneParameters.geometry(of: scene, values: values, area: area)
        let room = SceneParameters.room(area: area)
        let sizes = SceneParameters(scene: scene, values: values).resolvedSizes(room: room)
        let report = SceneReport(scene: scene, geometry: geometry, sizes: sizes, limit: all ? nil : Self.rowLimit)
        // Streamed: `--all` on millions of items writes as it goes instead of holding the text.
        var out = StreamedOutput(OutputFile.standardOutput)
        if json {
            try report.writeJSON(to: &out)
        } else {
            try report.writeTable(to: &out)
        }
        try out.flush()
    }
}
