import ArgumentParser
import Demos
import Foundation
import Lab
import Replay

/// `playground demos`: the five demos, then the scenes (the shipped examples and the user's
/// own, with their files), numbered as the window's list numbers them. When the shipped
/// examples are missing it says where it looked and where scenes can go instead.
struct DemosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demos", abstract: "List the demos and the scenes: id, title and what each is (scenes: file).")

    func run() throws {
        let library = try SceneLibrary()
        for warning in library.warnings { Log.info(warning) }
        let demos = DemoCatalog.all.map { $0.info }
        let scenes = library.scenes.map(\.info)
        let titles = ListTitles.titles(demos + scenes)
        let width = (demos + scenes).map(\.id.count).max() ?? 0
        var out = "Demos (keys 1-\(demos.count) in the window):\n"
        for (index, info) in demos.enumerated() {
            out += "  " + info.id.padding(to: width) + "  " + titles[index] + ": " + info.summary + "\n"
        }
        if scenes.isEmpty {
            out += "\nScenes: none found.\n"
        } else {
            out += "\nScenes (\(demos.count + 1)-\(demos.count + scenes.count) in the window's list):\n"
            for (offset, info) in scenes.enumerated() {
                let file = library.paths[info.id].map { "  (" + TerminalText.escaped(Self.homeAbbreviated($0)) + ")" }
                out += "  " + info.id.padding(to: width) + "  " + titles[demos.count + offset] + ": " + info.summary
                out += (file ?? "") + "\n"
            }
        }
        if library.shippedFolder == nil { out += "\nNote: " + SceneLibrary.missingShippedScenes() + ".\n" }
        try OutputFile.standardOutput.write(out)
    }

    /// `~/.config/…` for a path in the home folder: shorter, and what people type.
    static func homeAbbreviated(_ path: String) -> String {
        guard let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty, home != "/",
            path.hasPrefix(home + "/")
        else { return path }
        return "~" + path.dropFirst(home.count)
    }
}

extension String {
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
