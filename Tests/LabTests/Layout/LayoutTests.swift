import Motion
import Testing

@testable import Lab
@testable import LayoutTestSupport
@testable import PlaygroundCore

/// Every demo and shipped scene, at the three sizes, with the HUD, the motion inspector
/// and the tuning panel open (and again with help over them): no text overlaps, is cut by a clip
/// or ends in the renderer's ellipsis, everything is inside the window, and the overlays leave
/// the demo's title, controls and content alone (LayoutCheck).
@Suite struct LayoutTests {
    @Test(arguments: LayoutProbe.allIDs, LayoutProbe.sizes)
    func everyDemoLaysOutCleanlyWithTheHUDInspectorAndTuningPanelOpen(demo: String, size: Size) throws {
        let app = try LayoutProbe.app(demo, size: size, keys: LayoutProbe.allPanels)
        #expect(app.showsHUD && app.showsInspector && app.tuning.panel.isOpen)
        let problems = LayoutProbe.problems(app)
        let report = problems.prefix(12).map(\.description).joined(separator: "\n")
        #expect(problems.isEmpty, "\(demo) at \(Int(size.width))x\(Int(size.height)):\n\(report)")
    }

    @Test(arguments: LayoutProbe.allIDs, LayoutProbe.sizes)
    func helpOverEveryPanelFitsAndCutsNothing(demo: String, size: Size) throws {
        let app = try LayoutProbe.app(demo, size: size, keys: LayoutProbe.allPanels + ["f1"])
        #expect(app.showsHelp)
        let problems = LayoutProbe.problems(app)
        let report = problems.prefix(12).map(\.description).joined(separator: "\n")
        #expect(problems.isEmpty, "\(demo) with help at \(Int(size.width))x\(Int(size.height)):\n\(report)")
    }

    /// No demo, scene or ghost lane ends a text with an ellipsis, with every panel open.
    @Test func noDemoTextIsCutAtAnySize() throws {
        var found: [String] = []
        for demo in LayoutProbe.allIDs {
            for size in LayoutProbe.sizes {
                let app = try LayoutProbe.app(demo, size: size, keys: LayoutProbe.allPanels)
                for problem in LayoutProbe.allProblems(app)
                where problem.rule == .cutOff && !LayoutProbe.isPanelOrLaneText(problem) {
                    found.append("\(demo) at \(Int(size.width))x\(Int(size.height)): \(problem.message)")
                }
            }
        }
        #expect(found.isEmpty, "\(found.count) cut runs:\n\(found.prefix(20).joined(separator: "\n"))")
    }

    /// The tuning panel and the ghost lanes' labels cut nothing either, at the three sizes.
    @Test func nothingIsCutInTheTuningPanelOrTheLaneLabels() throws {
        var found: Set<String> = []
        for demo in LayoutProbe.allIDs {
            for size in LayoutProbe.sizes {
                let app = try LayoutProbe.app(demo, size: size, keys: LayoutProbe.allPanels)
                for problem in LayoutProbe.allProblems(app) where LayoutProbe.isPanelOrLaneText(problem) {
                    let owner = LayoutProbe.isLaneLabel(problem) ? "lane label" : "tuning panel"
                    found.insert("\(owner) at \(Int(size.width))x\(Int(size.height)): \(problem.message)")
                }
            }
        }
        let report = found.sorted().joined(separator: "\n")
        #expect(found.isEmpty, "\(found.count) cut runs:\n\(report)")
    }

    @Test(arguments: LayoutProbe.allIDs, LayoutProbe.sizes)
    func everyDemoLaysOutCleanlyWithTheDockedPanelsOnly(demo: String, size: Size) throws {
        let app = try LayoutProbe.app(demo, size: size)
        #expect(app.showsHUD && app.showsInspector && !app.tuning.panel.isOpen)
        let problems = LayoutProbe.problems(app)
        let report = problems.prefix(12).map(\.description).joined(separator: "\n")
        #expect(problems.isEmpty, "\(demo) at \(Int(size.width))x\(Int(size.height)):\n\(report)")
    }
}

/// The same checks across the whole range the issue asks for, with and without the overlays,
/// and after the demos have been busy (full logs, a toast, a page change).
@Suite struct LayoutSweepTests {
    static let sizes = [
        Size(width: 640, height: 480), Size(width: 800, height: 600), Size(width: 1024, height: 768),
        Size(width: 1280, height: 800), Size(width: 1440, height: 900), Size(width: 1920, height: 1080),
        Size(width: 3840, height: 2160),
    ]

    @Test(arguments: LayoutProbe.allIDs, sizes)
    func everySizeFromVGAToUHDLaysOutCleanly(demo: String, size: Size) throws {
        for keys in [[], ["h", "i"] as [Key]] {
            let app = try LayoutProbe.app(demo, size: size, keys: keys)
            let problems = LayoutProbe.problems(app)
            let report = problems.prefix(8).map(\.description).joined(separator: "\n")
            #expect(problems.isEmpty, "\(demo) at \(Int(size.width))x\(Int(size.height)) keys \(keys):\n\(report)")
        }
    }

    @Test(arguments: LayoutProbe.sizes)
    func busyDemosStillLayOutCleanly(size: Size) throws {
        // Ten seconds of rolling fills the roller's log; R reloads (toast); the pager's log fills
        // after a few channel changes; the pull pager moves to page 2.
        let scripts: [(String, [Key])] = [
            ("roller", ["h", "i", "r"]), ("pager", ["h", "i", "right", "end", "home"]),
            ("pull", ["h", "i", "pagedown"]), ("easing", ["h", "i", "end"]),
            ("salon", ["h", "i", "end"]), ("carousel", ["h", "i", "end"]), ("feed-rows", ["h", "i", "end"]),
            ("million-rows", ["h", "i", "end"]),
        ]
        for (demo, keys) in scripts {
            let app = try LayoutProbe.app(demo, size: size, keys: keys, seconds: 10)
            let problems = LayoutProbe.problems(app)
            let report = problems.prefix(8).map(\.description).joined(separator: "\n")
            #expect(problems.isEmpty, "\(demo) at \(Int(size.width))x\(Int(size.height)) after \(keys):\n\(report)")
        }
    }

    @Test func tinyWindowsCrowdButNeverCrash() throws {
        for demo in LayoutProbe.allIDs {
            for size in [Size(width: 320, height: 240), Size(width: 321, height: 800), Size(width: 1600, height: 240)] {
                var h = try LayoutProbe.harness(demo, size: size, keys: ["h", "i", "f1"], seconds: 3)
                _ = LayoutProbe.drawList(h.app)
                // Shrink and grow again mid-session, overlays open.
                h.frame(at: 4_000_000, [TimedInput(time: 4_000_000, .viewportResized(Size(width: 320, height: 240)))])
                _ = LayoutProbe.drawList(h.app)
                h.frame(at: 4_100_000, [TimedInput(time: 4_100_000, .viewportResized(Size(width: 3840, height: 2160)))])
                // Back at a real size, nothing of the crowding is left.
                #expect(h.app.windowSize == Size(width: 3840, height: 2160))
                #expect(LayoutProbe.problems(h.app).isEmpty, "\(demo) after \(Int(size.width))x\(Int(size.height))")
            }
        }
    }
}

/// Help is modal, so the checker lets it cover the demo; its own lines must still fit, on every
/// page it takes.
@Suite struct HelpLayoutTests {
    @Test(arguments: [
        Size(width: 320, height: 240), Size(width: 512, height: 360), Size(width: 640, height: 480),
        Size(width: 1024, height: 720), Size(width: 1280, height: 720), Size(width: 2560, height: 1440),
    ])
    func helpLinesFitTheWindowAndNeverOverlap(size: Size) throws {
        for demo in LayoutProbe.allIDs {
            let app = try LayoutProbe.app(demo, size: size, keys: ["f1"], seconds: 0.1)
            let pages = HelpOverlay(demo: app.currentInfo, window: size).pages.count
            var shown: Set<String> = []
            for page in 0..<pages {
                var list = DrawList()
                HelpOverlay(demo: app.currentInfo, window: size, page: page).draw(into: &list)
                let problems = LayoutCheck(window: size).problems(in: list)
                #expect(problems.isEmpty, "\(demo) \(size) page \(page + 1): \(problems.prefix(4))")
                shown.formUnion(list.texts.map(\.string))
            }
            // Everything is listed, on one page or another, down to the smallest window.
            let wanted = (HelpOverlay.appShortcuts + app.currentInfo.shortcuts + HelpConcepts.entries).map(\.keys)
            #expect(wanted.allSatisfy(shown.contains), "\(demo) \(size): \(wanted.filter { !shown.contains($0) })")
        }
    }
}
