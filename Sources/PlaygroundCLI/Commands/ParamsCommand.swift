import ArgumentParser
import Demos
import Lab
import PlaygroundCore
import Scenes

/// `playground params`: every tunable parameter with the value in force, its default, range,
/// unit, what it does and where the default comes from; `--json` for tools.
struct ParamsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "params",
        abstract: "List every tunable parameter: value, default, range, unit, summary and source."
    )

    @Option(name: .long, help: "Only this demo's parameters (see `playground demos`).") var demo: String?
    @Option(name: .long, help: "Only this scene file's parameters: its geometry and physics (docs/scenes.md).")
    var scene: String?
    @Flag(name: .long, help: "Print a JSON array of objects instead of the table.") var json = false
    @Option(name: .customLong("set"), help: "Show VALUE in force for NAME, as `run --set` would (repeatable).")
    var settings: [String] = []

    func run() throws {
        InputFiles.declare(scene, as: "the scene file")
        var scenes: [Scene] = []
        if let scene { scenes = [try SceneLibrary.load(scene, id: Scene.id(forFile: scene))] }
        let values = try ParameterArguments.parse(settings, catalog: ParameterCatalog.builtIn.adding(scenes))
        var demos = DemoCatalog.all.map { (info: $0.info, specs: $0.parameters) }
        if let demo {
            guard let index = DemoCatalog.index(of: demo) else {
                throw ExitFailure.badInput(SessionError.unknownDemo(demo).description)
            }
            demos = [demos[index]]
        }
        if let scene = scenes.first { demos = [(info: scene.info, specs: scene.specs)] }
        if json {
            let specs = demos.flatMap(\.specs)
            try OutputFile.standardOutput.write(
                StateValue.array(specs.map { $0.listing(value: values.value(of: $0)) }).json + "\n")
        } else {
            try OutputFile.standardOutput.write(ParameterTable(demos: demos, values: values).text)
        }
    }
}
