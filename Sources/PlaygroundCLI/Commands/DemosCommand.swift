import ArgumentParser
import Playground

/// `playground demos`: the demo ids and what each re-creates.
struct DemosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demos", abstract: "List the demos: id and one line each.")

    func run() throws {
        let width = DemoCatalog.ids.map(\.count).max() ?? 0
        var out = ""
        for type in DemoCatalog.all {
            let info = type.info
            out += info.id.padding(to: width) + "  " + info.title + ": " + info.summary + " (seed " + info.seed + ")\n"
        }
        try OutputFile.standardOutput.write(out)
    }
}

extension String {
    func padding(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
