import ArgumentParser
import Demos
import Foundation
import Lab
import Motion
import PlaygroundCore
import Scenes

/// `playground release (--demo ID | --scene FILE) --offset X --velocity V`: where a release at
/// that offset and speed comes to rest under each platform, without a recording
/// (`ReleaseProbe`): the item chosen, the rest offset, the time to rest and how it got there.
struct ReleaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "release",
        abstract: "Where a release at an offset and speed comes to rest under each platform, without a recording.",
        discussion: """
            The demo (easing, salon) or scene is made as the window makes it at --size (or on --device's \
            screen), and a drag on its scroll surface is released at --offset (the content offset along its axis, as --dump-state gives it: \
            easing's offset_y, the salon's offset_x, a scene's offset; anywhere in the resting range widened by a \
            viewport each side; negative: --offset=-232) with its velocity tracker reading --velocity (pt/s in \
            offset space: positive moves the offset up, as a finger moving left or up does; negative: \
            --velocity=-2000). The item resting there counts as the one selected at the press. From there the release \
            is the window's: the platform's clamps, the item the platform chooses, the motion to it; frames \
            are stepped at --fps (60) until it rests. \
            Per platform it prints the item chosen (counted from 1, as the window's "card 8" counts; --json's \
            item is the 0-based index, as --dump-state's selected; none on a list or a scene without snapping), the rest offset, settle_ms (release to the first frame at rest, slower than \
            1 pt/s), settled_ms (release to the first frame after which it stays within 0.5 pt of its rest: when \
            it looks still) and how: \
            whether the platform chose an item ("target item 4" or "no target"), then each motion that ran \
            ("deceleration onto the target", "RecyclerView fling, then 347 ms easeOutQuint tween"). \
            --json prints {"demo", "offset", "velocity", "density", "platforms": {"uikit": {"item", \
            "rest_offset", "settle_ms", "settled_ms", "release_velocity", "how"}, …}}; --csv FILE writes every frame as \
            platform,t,offset,velocity. --density and each --set apply to every platform's run (a --set of \
            physics is refused: --platform sets it). The pull pager and the pager have no such surface (the \
            pull pager changes page on a pull, the pager's page is turned by hand). Exit 0 when it ran, 2 for \
            bad input (one line).
            """
    )

    @Option(name: .long, help: "The demo: easing or salon (see `playground demos`).") var demo: String?
    @Option(name: .long, help: "A scene file instead of a demo (docs/scenes.md).") var scene: String?
    @Option(
        name: .long, help: "The content offset at the release, pt along the surface's axis; negative: --offset=-232.")
    var offset: Double
    @Option(name: .long, help: "The velocity the tracker read, pt/s in offset space; negative: --velocity=-2000.")
    var velocity: Double
    @Option(name: .long, help: "uikit, android, flutter-ios, flutter-android or all.") var platform = "all"
    @Option(name: .long, help: "Device pixels per point, 1 to 4 (default: the parameter's, 3).") var density: Double?
    @Option(
        name: .long, help: "Window size in points, WxH: the surface is laid out for it.", transform: ViewportSize.parse)
    var size: ViewportSize?
    /// The window laid out for without --device: --size, by default 1024 × 720 points.
    private var window: Size { size?.size ?? Size(width: 1024, height: 720) }
    @Option(
        name: .long,
        help: DeviceArgument.help(instead: "Lay the surface out", "; its density is the default --density"),
        transform: DeviceArgument.parse) var device: DeviceFrame?
    @Option(name: .long, help: "Frames per second the motion is stepped at, 1 to 1000.") var fps = 60.0
    @Option(name: .customLong("set"), help: "Any other parameter NAME=VALUE for every platform's run (repeatable).")
    var settings: [String] = []
    @Flag(name: .long, help: "Print JSON instead of the table.") var json = false
    @Option(name: .long, help: "Write every frame as platform,t,offset,velocity to this CSV file.") var csv: String?

    /// |--velocity| accepted, pt/s (as `curves --fling`).
    static let maxSpeed = FlingCurves.maxSpeed

    func run() throws {
        InputFiles.declare(scene, as: "the scene file")
        if let csv { try OutputPath.validate(csv, flag: "--csv") }
        guard (demo == nil) != (scene == nil) else {
            throw ExitFailure.badInput("release needs one of --demo ID and --scene FILE, e.g. --demo salon")
        }
        guard velocity.isFinite, abs(velocity) <= Self.maxSpeed else {
            throw ExitFailure.badInput("--velocity \(velocity) is out of range (-100000...100000 pt/s)")
        }
        guard fps.isFinite, ReleaseProbe.frameRates.contains(fps) else {
            throw ExitFailure.badInput("--fps \(NumberText.format(fps)) is out of range (1 to 1000 frames per second)")
        }
        if device != nil, size != nil {
            throw ExitFailure.badInput("release takes --size WxH or --device, not both: a device's screen is its size")
        }
        let platforms = try PlatformComparison.platforms(platform)
        let scenes = try scene.map { [try SceneLibrary.load($0, id: Scene.id(forFile: $0))] } ?? []
        let id = scenes.first?.id ?? demo ?? ""
        var values = try ParameterArguments.parse(settings, catalog: ParameterCatalog.builtIn.adding(scenes))
        if let physics = settings.first(where: { $0.split(separator: "=").first?.hasSuffix("physics") == true }) {
            throw ExitFailure.badInput("--set \(physics) conflicts with --platform, which sets the physics; drop one")
        }
        if let density = density ?? device?.density {
            try Self.set(
                id + "." + ScrollPhysicsParameters.Field.density.rawValue, NumberText.format(density), in: &values)
        }
        let physicsName = id + "." + ScrollPhysicsParameters.Field.platform.rawValue
        var runs: [(ScrollPlatform, ReleaseProbe)] = []
        for platform in platforms {
            var values = values
            if values.catalog.spec(named: physicsName) != nil {
                try Self.set(physicsName, platform.rawValue, in: &values)
            }
            let area = DemoArea.size(window: window, device: device)
            guard let surface = ReleaseProbe.surface(id: id, scenes: scenes, area: area, values: values) else {
                throw ExitFailure.badInput(
                    DemoCatalog.index(of: id) == nil
                        ? SessionError.unknownDemo(id).description
                        : "\(id) has no scroll surface to release (the pull pager changes page on a pull, the "
                            + "pager's page is turned by hand, the roller does not scroll); use --demo easing, "
                            + "--demo salon or --scene FILE")
            }
            let range = surface.releaseScroll.allowedRange(surface.releaseAxis)
            guard offset.isFinite, range.contains(offset) else {
                throw ExitFailure.badInput(
                    "--offset \(NumberText.format(offset)) is outside \(id)'s scroll range \(layoutName): "
                        + "\(decimal(range.lowerBound)) to \(decimal(range.upperBound)) pt "
                        + "(the resting range widened by a viewport each side)")
            }
            runs.append((platform, ReleaseProbe(surface, offset: offset, velocity: velocity, frameRate: fps)))
        }
        let densityInForce = values.catalog.spec(named: id + "." + ScrollPhysicsParameters.Field.density.rawValue)
            .map { values.number($0) }
        if let csv { try OutputFile.write(Array(Self.csvText(runs).utf8), to: csv, flag: "--csv") }
        if json {
            try OutputFile.standardOutput.write(json(id: id, density: densityInForce, runs: runs).json + "\n")
        } else {
            try OutputFile.standardOutput.write(table(id: id, density: densityInForce, runs: runs))
        }
    }

    /// "at 1024x720", "on iphone-15 (393x852 pt)": where the surface was laid out, for messages.
    private var layoutName: String {
        guard let device else { return "at \(Int(window.width))x\(Int(window.height))" }
        return "on \(device.name) (\(NumberText.format(device.size.width))x\(NumberText.format(device.size.height)) pt)"
    }

    /// `NAME=VALUE` through the one validation `--set` uses.
    private static func set(_ name: String, _ text: String, in values: inout ParameterValues) throws(ExitFailure) {
        do {
            try values.set(name, to: text)
        } catch {
            throw ExitFailure.badInput("--\(name.split(separator: ".").last ?? ""): \(error)")
        }
    }

    static func csvText(_ runs: [(ScrollPlatform, ReleaseProbe)]) -> String {
        var out = "platform,t,offset,velocity\n"
        for (platform, probe) in runs {
            for s in probe.samples { out += "\(platform.rawValue),\(s.time),\(s.offset),\(s.velocity)\n" }
        }
        return out
    }

    func json(id: String, density: Double?, runs: [(ScrollPlatform, ReleaseProbe)]) -> StateValue {
        func number(_ x: Double?) -> StateValue { x.map { .double($0) } ?? .null }
        let platforms = runs.map { platform, probe in
            StateField(
                platform.rawValue,
                .fields([
                    "item": probe.item.map { .int($0) } ?? .null,
                    "rest_offset": .double(probe.restOffset),
                    "settle_ms": number(probe.settleMilliseconds),
                    "settled_ms": number(probe.settledMilliseconds),
                    "release_velocity": .double(probe.releaseVelocity),
                    "how": .string(probe.how),
                ]))
        }
        var fields = [
            StateField("demo", .string(id)), StateField("offset", .double(offset)),
            StateField("velocity", .double(velocity)), StateField("density", number(density)),
        ]
        // Only with --device: the key is left out otherwise, as before.
        if let device { fields.append(StateField("device", .string(device.name))) }
        return .object(fields + [StateField("platforms", .object(platforms))])
    }

    /// A row per platform, as `compare --platforms` prints them.
    func table(id: String, density: Double?, runs: [(ScrollPlatform, ReleaseProbe)]) -> String {
        func row(_ cells: [String]) -> String {
            let widths = [17, 6, 14, 12, 12, 14]
            let padded = cells.enumerated().map { i, cell in
                i < widths.count
                    ? cell.padding(toLength: max(widths[i], cell.count), withPad: " ", startingAt: 0) : cell
            }
            return String(padded.joined(separator: " ").reversed().drop { $0 == " " }.reversed()) + "\n"
        }
        let pixels = density.map { ", \(NumberText.format($0)) px/pt" } ?? ""
        let layout =
            device.map { "\($0.name), \(NumberText.format($0.size.width))x\(NumberText.format($0.size.height)) pt" }
            ?? "\(NumberText.format(window.width))x\(NumberText.format(window.height))"
        var out =
            "\(id): a release at \(decimal(offset)) pt, \(decimal(velocity)) pt/s (\(layout)"
            + "\(pixels), \(NumberText.format(fps)) frames/s):\n"
        out += row(["platform", "item", "rest_offset", "settle_ms", "settled_ms", "release_v", "how"])
        for (platform, probe) in runs {
            out += row([
                platform.title, probe.item.map { String($0 + 1) } ?? "none", decimal(probe.restOffset) + " pt",
                probe.settleMilliseconds.map { decimal($0) + " ms" } ?? "not at rest",
                probe.settledMilliseconds.map { decimal($0) + " ms" } ?? "not at rest",
                decimal(probe.releaseVelocity) + " pt/s", probe.how,
            ])
        }
        return out
    }
}
