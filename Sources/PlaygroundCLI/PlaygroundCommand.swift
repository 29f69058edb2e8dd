import ArgumentParser
import PlaygroundCore

/// `playground`: with no subcommand it opens the window, as `playground run`.
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Motion Playground: iOS scroll and transition effects re-created on SDL2, with bit-exact replays.",
        // One version for --version, replay headers and the .deb (packaging/changelog, tested).
        version: AppVersion.build,
        subcommands: [
            RunCommand.self, ReplayCommand.self, VerifyCommand.self, DiffCommand.self,
            ExportVideoCommand.self, CurvesCommand.self, DemosCommand.self, ParamsCommand.self,
            CompareCommand.self, ReleaseCommand.self, ExportCommand.self, BenchCommand.self, SceneCommand.self,
            ImportCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )
}
