import Motion
import PlaygroundCore

// Rolling notice (seed 000_b4fc17aa8cc45bfb, XBRollingNoticeView): the Douyin comment ticker.
// Three rollers show the seed's default, fade and scaleY styles side by side; a fourth, Custom,
// starts at the seed's defaults (default style, 2 s stay, 0.66 s roll, index 0) and can be tuned
// live. Cells are registered by reuse identifier and dequeued, so each roller keeps two alive.
// Controls: hover a roller to pause it (leaving proceeds at once), click it to report its index;
// P pause / resume all, C Custom's style, [ ] stay, ; ' roll duration, ↓ ↑ spacing,
// R reload (cycles full / short / one / no rows); the buttons do the same.

/// The rolling-notice demo.
public struct RollerDemo: BuiltInDemo {
    public static let info = DemoInfo(
        id: "roller", title: "Rolling notice",
        summary: "XBRollingNoticeView: Douyin comment ticker",
        seed: "000_b4fc17aa8cc45bfb.txt",
        shortcuts: [
            Shortcut("Hover a roller", "pause it; leaving resumes with a roll at once"),
            Shortcut("Click a roller", "report its current index (toast + event log)"),
            Shortcut("P", "pause / resume all rollers"),
            Shortcut("C", "Custom roller: next style (default → fade → scaleY)"),
            Shortcut("[ / ]", "Custom roller: shorter / longer stay interval"),
            Shortcut("; / '", "Custom roller: shorter / longer roll animation"),
            Shortcut("↓ / ↑", "Custom roller: less / more space between items"),
            Shortcut("R", "reload: full → 3 rows → 1 row → no rows"),
        ], surface: .ticker)

    /// The rollers, left to right: one per style, then the tunable one.
    public static let rollerStyles: [RollingStyle] = [.default, .fade, .scaleY, .default]
    public static let rollerNames = ["default", "fade", "scaleY", "Custom"]
    public static let customIndex = 3
    /// Stay intervals offered for Custom (µs); the seed's 2 s in the middle.
    public static let stayOptions: [Int64] = [500_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000]
    /// Roll durations offered for Custom (µs); the seed's 0.66 s in the middle.
    public static let durationOptions: [Int64] = [250_000, 400_000, 660_000, 1_000_000, 1_500_000]
    /// Spacings offered for Custom (points); the seed's spaceOfItem is 0.
    public static let spaceOptions: [Double] = [0, 4, 8, 16]

    /// Timings, geometry and Custom's first style in force (`roller.*`).
    public private(set) var parameters: RollerParameters
    public private(set) var rollers: [RollingNoticeView]
    public private(set) var dataSet: CommentDataSet = .full
    /// P: every roller's timer is paused whatever the pointer does.
    public private(set) var pausedAll = false
    /// The roller under the pointer, which is paused.
    public private(set) var hovered: Int?
    /// The delegate: toast, event log and every tap heard.
    public private(set) var events = RollerEventLog()
    public private(set) var now: Int64 = 0
    private var layout: RollerLayout
    private var pointer: Point?
    private var click = ClickDetector()
    private let comments: [NoticeComment]
    private let paletteOffset: Int

    public init(context: DemoContext) {
        let parameters = RollerParameters(context.parameters)
        self.parameters = parameters
        layout = RollerLayout(viewport: context.viewport, rollerCount: Self.rollerNames.count)
        var random = SeededRandom(seed: context.seed)
        paletteOffset = Int(random.next() % UInt64(CommentFeed.palette.count))
        comments = NoticeComment.all
        let feed = CommentFeed(comments: comments, paletteOffset: paletteOffset)
        rollers = []
        for (i, name) in Self.rollerNames.enumerated() {
            let style = i == Self.customIndex ? parameters.style : Self.rollerStyles[i]
            var view = RollingNoticeView(
                name: name, frame: layout.rollers[i], style: style, dataSource: feed,
                stayInterval: parameters.stayInterval,
                animationDuration: parameters.rollDuration,
                fadeTranslationY: parameters.fadeTranslation, spaceOfItem: parameters.space)
            for kind in CommentCellKind.allCases {
                view.register(kind, forCellReuseIdentifier: kind.reuseIdentifier)
            }
            view.reloadDataAndStartRoll(at: 0)
            rollers.append(view)
        }
    }

    /// The tunable roller, whose keys `state` reports.
    public var custom: RollingNoticeView { rollers[Self.customIndex] }

    /// Timings restart each roller's timer from now with the new period (as the Custom keys
    /// do); geometry applies from the next roll; a changed style becomes Custom's style.
    public mutating func apply(_ parameters: RollerParameters) {
        let old = self.parameters
        self.parameters = parameters
        for i in rollers.indices {
            if parameters.stayInterval != old.stayInterval {
                rollers[i].setStayInterval(
                    parameters.stayInterval,
                    at: now)
            }
            if parameters.rollDuration != old.rollDuration {
                rollers[i].setAnimationDuration(parameters.rollDuration, at: now)
            }
            if parameters.space != old.space { rollers[i].setSpaceOfItem(parameters.space, at: now) }
            if parameters.fadeTranslation != old.fadeTranslation {
                rollers[i].setFadeTranslationY(parameters.fadeTranslation, at: now)
            }
        }
        if parameters.style != old.style { rollers[Self.customIndex].setStyle(parameters.style, at: now) }
    }

    // MARK: - Step

    public mutating func step(_ frame: Frame, inputs: [TimedInput]) {
        for timed in inputs {
            // Each fact acts at its own time, after every fire and completion before it.
            let t = max(now, timed.time)
            advance(to: t)
            handle(timed.input, at: t)
        }
        advance(to: frame.time)
    }

    private mutating func advance(to time: Int64) {
        now = max(now, time)
        var started: [(roller: Int, roll: Roll)] = []
        for i in rollers.indices {
            rollers[i].advance(to: now)
            started += rollers[i].takeStartedRolls().map { (i, $0) }
        }
        // Every roll goes to the log at its own time, so it has something to say between taps.
        for (i, roll) in started.sorted(by: { ($0.roll.start, $0.roller) < ($1.roll.start, $1.roller) }) {
            events.log("\(rollers[i].name): #\(roll.fromIndex + 1) → #\(roll.toIndex + 1)", at: roll.start)
        }
    }

    private mutating func handle(_ input: Input, at t: Int64) {
        switch input {
        case .pointerPressed(let p, _, _):
            pointerMoved(to: p, at: t)
            click.press(at: p)
        case .pointerMoved(let p, _):
            pointerMoved(to: p, at: t)
        case .pointerReleased(let p, _, _):
            pointerMoved(to: p, at: t)
            if let at = click.release(at: p) { handleClick(at: at, time: t) }
        case .pointerExited:
            // Leaving the window leaves every roller: proceed at once.
            pointer = nil
            click.cancel()
            updateHover(at: t)
        case .keyPressed(let key, let modifiers):
            if modifiers.isDisjoint(with: [.ctrl, .alt, .gui]) { handleKey(key, at: t) }
        case .keyReleased, .wheelScrolled, .focusChanged, .parameterChanged, .sceneReloaded, .sceneReadFailed:
            break
        case .viewportResized(let size):
            layout = RollerLayout(viewport: size, rollerCount: rollers.count)
            for i in rollers.indices { rollers[i].frame = layout.rollers[i] }
            updateHover(at: t)
        }
    }

    private mutating func pointerMoved(to p: Point, at t: Int64) {
        pointer = p
        updateHover(at: t)
    }

    /// Hover pauses the roller under the pointer; the rest run unless P paused everything.
    private mutating func updateHover(at t: Int64) {
        hovered = pointer.flatMap { p in rollers.firstIndex { $0.frame.contains(p) } }
        for i in rollers.indices {
            rollers[i].setPaused(pausedAll || hovered == i, at: t)
        }
    }

    private mutating func handleClick(at p: Point, time t: Int64) {
        if let control = layout.controls.first(where: { $0.frame.contains(p) })?.control {
            perform(control, at: t)
        } else if let i = rollers.firstIndex(where: { $0.frame.contains(p) }) {
            rollers[i].tap(at: t, delegate: &events)
        }
    }

    private mutating func handleKey(_ key: Key, at t: Int64) {
        switch key.rawValue {
        case "p": perform(.pauseAll, at: t)
        case "c": perform(.style(custom.style.next), at: t)
        case "leftbracket": perform(.stayShorter, at: t)
        case "rightbracket": perform(.stayLonger, at: t)
        case "semicolon": perform(.durationShorter, at: t)
        case "apostrophe": perform(.durationLonger, at: t)
        case "down": perform(.spaceSmaller, at: t)
        case "up": perform(.spaceLarger, at: t)
        case "r": perform(.reload, at: t)
        default: break
        }
    }

    /// The next option below (`delta` < 0) or above `current`, which a parameter may have set
    /// between the options; at either end `current` stays.
    private static func stepped<T: Comparable>(_ options: [T], from current: T, by delta: Int) -> T {
        (delta < 0 ? options.last { $0 < current } : options.first { $0 > current }) ?? current
    }

    private mutating func perform(_ control: RollerControl, at t: Int64) {
        let c = Self.customIndex
        switch control {
        case .style(let style):
            rollers[c].setStyle(style, at: t)
            events.log("Custom: style \(style.name)", at: t)
        case .stayShorter, .stayLonger:
            let stay = Self.stepped(Self.stayOptions, from: custom.stayInterval, by: control == .stayShorter ? -1 : 1)
            rollers[c].setStayInterval(stay, at: t)
            events.log("Custom: stay \(Self.seconds(stay))", at: t)
        case .durationShorter, .durationLonger:
            let duration = Self.stepped(
                Self.durationOptions, from: custom.animationDuration,
                by: control == .durationShorter ? -1 : 1)
            rollers[c].setAnimationDuration(duration, at: t)
            events.log("Custom: roll \(Self.seconds(duration))", at: t)
        case .spaceSmaller, .spaceLarger:
            let space = Self.stepped(Self.spaceOptions, from: custom.spaceOfItem, by: control == .spaceSmaller ? -1 : 1)
            rollers[c].setSpaceOfItem(space, at: t)
            events.log("Custom: space \(Int(space)) pt", at: t)
        case .reload:
            reload(at: t)
        case .pauseAll:
            pausedAll.toggle()
            updateHover(at: t)
            events.show(pausedAll ? "Paused all rollers (P)" : "Resumed all rollers", at: t)
        }
    }

    /// Swaps every roller to the next data set, mid-animation or not.
    public mutating func reload(at t: Int64) {
        advance(to: t)
        dataSet = dataSet.next
        let feed = CommentFeed(comments: dataSet.comments(from: comments), paletteOffset: paletteOffset)
        for i in rollers.indices { rollers[i].reloadData(feed, at: now) }
        events.show("Reload: \(dataSet.rawValue) data, \(feed.comments.count) rows", at: now)
    }

    static func seconds(_ micros: Int64) -> String {
        let hundredths = (micros + 5_000) / 10_000
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100) s"
    }

    // MARK: - Queries

    public var wake: Wake {
        var wake = rollers.reduce(Wake.idle) { $0.merged(with: $1.wake) }
        if events.isToastVisible(at: now) { wake = wake.merged(with: .at(events.toastUntil)) }
        return wake
    }

    public var state: StateValue {
        let c = custom
        let lastTap: StateValue =
            events.taps.last.map {
                .fields(["roller": .string($0.roller), "index": .int($0.index)])
            } ?? .null
        return .fields([
            "style": .string(c.style.name),
            "current_index": .int(c.currentIndex),
            "animating": .bool(c.isAnimating),
            "paused": .bool(c.isPaused),
            "cells_created": .int(c.cellsCreated),
            "data_set": .string(dataSet.rawValue),
            "paused_all": .bool(pausedAll),
            "last_tap": lastTap,
            "rollers": .array(rollers.map(\.state)),
        ])
    }

    public var hudLines: [String] {
        rollers.map { r in
            "\(r.name): #\(r.currentIndex) \(r.isAnimating ? "rolling" : "resting")\(r.isPaused ? " paused" : ""), "
                + "cells \(r.cellsCreated) (\(r.pooledCells) pooled)"
        }
    }

    /// The layout's button frames, for tests that click them.
    public func frame(of control: RollerControl) -> Rect? { layout.frame(of: control) }

    // MARK: - Draw

    public func draw(into list: inout DrawList) {
        list.layer(.title) { list in
            list.text(
                "Rolling notice", in: Rect(x: 20, y: 14, width: 400, height: 24), size: 20, weight: .bold,
                color: Theme.text)
        }
        let timing =
            NumberText.short(parameters.stayInterval.seconds) + " s + "
            + NumberText.short(parameters.rollDuration.seconds) + " s"
        DemoSubtitle.draw(
            "XBRollingNoticeView: a roll every stay + animation (\(timing)); "
                + "hover pauses, leave proceeds, click reports",
            viewportWidth: layout.viewport.width, into: &list)
        for (i, roller) in rollers.enumerated() {
            list.text(
                i == Self.customIndex ? "Custom (\(roller.style.name))" : "style: \(roller.name)", in: layout.labels[i],
                size: 13, weight: .bold, color: hovered == i ? Theme.accent : Theme.text)
            list.layer(.content) { list in roller.draw(into: &list) }
            if hovered == i { list.stroke(roller.frame, Theme.accent, width: 2) }
            list.text(
                caption(roller), in: layout.captions[i], size: 11,
                color: roller.isPaused ? Theme.warning : Theme.secondaryText)
        }
        drawControls(into: &list)
        drawLog(into: &list)
        if events.isToastVisible(at: now), let toast = events.toast {
            list.fill(layout.toast, Theme.overlayBackground, radius: 17)
            list.text(toast, in: layout.toast.insetBy(10), size: 13, color: .white, alignment: .center)
        }
    }

    private func caption(_ r: RollingNoticeView) -> String {
        let rows = r.numberOfRows
        guard rows > 0 else { return "no rows" }
        var parts = [
            "#\(r.currentIndex + 1) of \(rows)", r.isAnimating ? "rolling" : rows < 2 ? "one row: still" : "resting",
        ]
        if r.isPaused { parts.append("paused") }
        parts.append("cells \(r.cellsCreated)")
        return parts.joined(separator: " · ")
    }

    private func drawControls(into list: inout DrawList) {
        for item in layout.controls {
            let button: Button
            switch item.control {
            case .style(let style): button = Button(style.name, frame: item.frame, selected: custom.style == style)
            case .stayShorter: button = Button("Stay −", frame: item.frame)
            case .stayLonger: button = Button("Stay +", frame: item.frame)
            case .durationShorter: button = Button("Roll −", frame: item.frame)
            case .durationLonger: button = Button("Roll +", frame: item.frame)
            case .spaceSmaller: button = Button("Space −", frame: item.frame)
            case .spaceLarger: button = Button("Space +", frame: item.frame)
            case .reload: button = Button("Reload → \(dataSet.next.rawValue)", frame: item.frame)
            case .pauseAll:
                button = Button(pausedAll ? "Resume all" : "Pause all", frame: item.frame, selected: pausedAll)
            }
            button.draw(into: &list)
        }
        let c = custom
        // Too long for one line, the settings take a step smaller type and the 8 pt gap above
        // the log for a second line.
        let settings =
            "Custom: \(c.style.name) · stay \(Self.seconds(c.stayInterval)) · roll \(Self.seconds(c.animationDuration))"
            + " · space \(Int(c.spaceOfItem)) pt · data \(dataSet.rawValue) (\(c.numberOfRows) rows)"
        let line = layout.settingsLine
        list.fittedText(
            settings, in: line, wrapping: Rect(x: line.minX, y: line.minY, width: line.width, height: 27), size: 12,
            color: Theme.secondaryText)
    }

    private func drawLog(into list: inout DrawList) {
        let frame = layout.log
        list.text(
            "Events", in: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 18), size: 13, weight: .bold,
            color: Theme.text)
        for (i, line) in events.lines.elements.suffix(layout.logLines).enumerated() {
            list.text(
                line,
                in: Rect(
                    x: frame.minX, y: frame.minY + 20 + Double(i) * RollerLayout.logLineHeight,
                    width: frame.width, height: RollerLayout.logLineHeight), size: 12,
                color: Theme.secondaryText)
        }
    }
}
