import Foundation
import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore
@testable import Replay

/// Versioned replays: a recording made before a physics change replays under the rules it was
/// made under where they are parameters (a 0.1.0 header without `density` reads 1), and where
/// they changed in code a differing checkpoint names the changes that apply to what was happening
/// (`PhysicsChange.log`), never a bare digest mismatch. Tests/Fixtures/v0.1.0 keeps the golden
/// fixtures as 0.1.0 recorded them: each verifies or names what moved it. The line itself is
/// checked on today's fixtures, relabelled older and given a checkpoint that cannot match.
@Suite struct PhysicsChangeTests {
    // MARK: - Versions

    @Test func versionsCompareByTheirNumbers() throws {
        let v = { (text: String) in try #require(AppVersion(text)) }
        #expect(try v("0.1.0") < v("0.2.0") && v("0.2.0") < v("0.10.0") && v("0.9.9") < v("1.0"))
        #expect(try v("0.2") == v("0.2.0") && v("0.2").hashValue == v("0.2.0").hashValue)
        #expect(try v("1.2.3").description == "1.2.3")
        for bad in ["", "0..1", "v1", "1.2.3.4.5", "1.-2", "1.2a", "1234567", " 1", "１.２"] {
            #expect(AppVersion(bad) == nil, "\(bad)")
        }
        #expect(AppVersion.current.description == AppVersion.build)
        #expect(try v("0.1.0") < AppVersion.current)
    }

    @Test func everyChangeIsNewerThanTheFirstRecordingsAndAtMostThisBuild() throws {
        let first = try #require(AppVersion("0.1.0"))
        #expect(!PhysicsChange.log.isEmpty)
        for change in PhysicsChange.log {
            #expect(first < change.version && change.version <= .current, "\(change.summary)")
            #expect(!change.platforms.isEmpty && !change.kinds.isEmpty && !change.summary.contains("\n"))
        }
        #expect(PhysicsChange.since(first).count == PhysicsChange.log.count)
        #expect(PhysicsChange.since(.current).isEmpty)
        #expect(PhysicsChange.log.contains { $0.pin == PhysicsChange.Pin(.density, "1") })
    }

    // MARK: - Old rules that are parameters

    @Test func aHeaderOfZeroOneWithoutDensityReadsOne() throws {
        let catalog = ParameterCatalog.builtIn
        let old = PhysicsChange.pinnedSettings(["salon.density": "2"], recordedWith: "0.1.0", catalog: catalog)
        // Every demo that declares density and is not set reads 0.1.0's 1; a set one is kept.
        #expect(old["salon.density"] == "2")
        for demo in ["easing", "pull", "pager"] { #expect(old[demo + ".density"] == "1", "\(demo)") }
        #expect(old.count == 4 && old["roller.density"] == nil)
        // This build's headers, and headers whose version is not one, are taken as they are.
        #expect(PhysicsChange.pinnedSettings([:], recordedWith: AppVersion.build, catalog: catalog) == [:])
        #expect(PhysicsChange.pinnedSettings([:], recordedWith: "next", catalog: catalog) == [:])
        #expect(PhysicsChange.pinnedSettings([:], recordedWith: "9.0.0", catalog: catalog) == [:])
    }

    /// Every recording 0.1.0 made (the golden fixtures as they were) verifies, or its first
    /// differing checkpoint names the changes since 0.1.0 that apply there: never a bare digest
    /// mismatch, never "something else changed".
    @Test func everyZeroOneRecordingVerifiesOrNamesWhatMovedIt() throws {
        let folder = GoldenReplayTests.fixtures.appendingPathComponent("v0.1.0")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }
        #expect(files.count == 21)
        var verified = 0
        for file in files.sorted() {
            let lines = try ParallelPlaybackTests.fixture("v0.1.0/" + file)
            let replay = try ReplayReader().parse(lines.joined(separator: "\n"), source: file)
            #expect(replay.header.appVersion == "0.1.0")
            let result = try ReplayPlayer.run(replay, verify: true)
            if result.passed {
                verified += 1
                continue
            }
            let line = try #require(result.firstMismatch?.versionChanges, "\(file): a bare mismatch")
            #expect(
                line.hasPrefix("recorded with 0.1.0, and since then: ")
                    && (line.contains("(0.2.0)") || line.contains("(0.3.0)")), "\(file)")
            #expect(!line.contains("something else changed") && !line.contains("density"), "\(file): \(line)")
        }
        // The one with no drag, fling or notch on a strip since, and no text drawn anew at 1024 ×
        // 720: the eased scroll (the roller's like count and comments now have their room (0.3.0);
        // easing-wheel names the curve editor's handles drawn anew; the pull demo's keys name its
        // text laid out with the font's advances (0.3.1)).
        #expect(verified == 1)
    }

    /// Every recording 0.2.0 made (the golden fixtures as they were before issue 35) verifies, or
    /// names 0.3.0's change to what is drawn; one with A pinned (salon-tuning) plays with its ghost
    /// drawn as 0.2.0 drew it, not in lanes, so its live strip keeps 0.2.0's layout.
    @Test func everyZeroTwoRecordingVerifiesOrNamesWhatMovedIt() throws {
        let folder = GoldenReplayTests.fixtures.appendingPathComponent("v0.2.0")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }
        #expect(files.count == 21)
        var verified: [String] = []
        for file in files.sorted() {
            let lines = try ParallelPlaybackTests.fixture("v0.2.0/" + file)
            let replay = try ReplayReader().parse(lines.joined(separator: "\n"), source: file)
            #expect(replay.header.appVersion == "0.2.0")
            #expect(try !replay.header.sessionSettings.ghostLanes, "\(file)")
            let result = try ReplayPlayer.run(replay, verify: true)
            if result.passed {
                verified.append(file)
                continue
            }
            let line = try #require(result.firstMismatch?.versionChanges, "\(file): a bare mismatch")
            #expect(line.hasPrefix("recorded with 0.2.0, and since then: text that did not fit"), "\(file): \(line)")
            #expect(line.contains("(0.3.0)") && !line.contains("(0.2.0)"), "\(file): \(line)")
            if file.hasPrefix("pull") {
                #expect(
                    line.contains("the font's own advances")
                        && line.hasSuffix("viewport (0.3.1); re-record it to pin today's physics"), "\(file): \(line)")
            }
        }
        // The salon's status line reads in plain words now and the roller's like count has its
        // room: those recordings name the change; so do the pull demo's, whose explanation wraps
        // by the font's advances (0.3.1); the easing demo and most scenes verify.
        #expect(!verified.contains { $0.hasPrefix("salon") || $0.hasPrefix("roller") }, "\(verified)")
        #expect(
            !verified.contains("pull-next-and-back.jsonl") && verified.contains("easing-wheel.jsonl"), "\(verified)")
    }

    @Test func anOldRecordingPlaysUnderItsPhysicsAndANewOneUnderTodays() throws {
        let lines = try ParallelPlaybackTests.fixture("v0.1.0/salon-platform-flutter-ios.jsonl")
        let old = try ReplayReader().parse(lines.joined(separator: "\n"), source: "old.jsonl")
        #expect(old.header.appVersion == "0.1.0" && old.header.settings["salon.density"] == nil)
        let start = try PlaygroundApp(settings: old.header.sessionSettings)
        let salon = try #require(start.settings.parameters.catalog.spec(named: "salon.density"))
        #expect(start.settings.parameters.number(salon) == 1)
        // Its density is 0.1.0's; what changed in code since (the slop, the tracker) moves it, and
        // the line says so without naming density, which replays as it was.
        let oldResult = try ReplayPlayer.run(old, verify: true)
        #expect(!oldResult.passed)
        let named = try #require(oldResult.firstMismatch?.versionChanges)
        #expect(named.contains("touch slop") && !named.contains("density"))
        // The same file said to be this build's plays at today's density 3: Flutter's tolerance
        // is 6.7 pt/s there, so the flicks rest elsewhere and it no longer verifies.
        let relabelled = lines.joined(separator: "\n").replacingOccurrences(
            of: #""app_version":"0.1.0""#, with: #""app_version":"\#(AppVersion.build)""#)
        let new = try ReplayReader().parse(relabelled, source: "new.jsonl")
        let result = try ReplayPlayer.run(new, verify: true)
        #expect(!result.passed)
        // On this build's recording a mismatch is the plain one: nothing changed since.
        #expect(result.firstMismatch?.versionChanges == nil)
        #expect(result.firstMismatch?.description.hasPrefix("frame ") == true)
    }

    @Test func theVersionNoteSaysWhatAnOldRecordingPlaysUnder() throws {
        let lines = try ParallelPlaybackTests.fixture("v0.1.0/easing-animated-scroll.jsonl")
        let result = try ReplayPlayer.run(
            try ReplayReader().parse(lines.joined(separator: "\n"), source: "s.jsonl"), verify: true)
        #expect(result.passed)
        let note = try #require(result.versionNote)
        #expect(note.contains("recorded with playground 0.1.0, replayed with \(AppVersion.build)"))
        #expect(note.hasSuffix("it plays under 0.1.0's density 1, which it does not set"))
    }

    // MARK: - Old rules in code: the line that names them

    /// `file`'s first checkpoint at or after `frame` given a digest that cannot match, as if
    /// the physics had changed there; played both ways (checkpoints compared aside or not).
    private func firstMismatch(_ file: String, tamperingAt frame: Int, version: String = "0.1.0") throws
        -> [ReplayMismatch]
    {
        var lines = try ParallelPlaybackTests.fixture(file)
        let row = try #require(
            lines.indices.first { i in
                lines[i].hasPrefix(#"{"type":"checkpoint""#)
                    && (Int(lines[i].split(separator: "\"frame\":")[1].prefix { $0.isNumber }) ?? -1) >= frame
            })
        lines = ParallelPlaybackTests.tampered(lines, rows: [row])
        // Today's recording, said to be older: its physics are today's (its header sets density),
        // so only the tampered checkpoint differs.
        lines[0] = lines[0].replacingOccurrences(
            of: #""app_version":"[^"]*""#, with: "\"app_version\":\"\(version)\"", options: .regularExpression)
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        var out: [ReplayMismatch] = []
        for aside in [true, false] {
            let stream = try ReplayStream(bytes: bytes, source: file)
            let result = try ReplayPlayer.run(stream, verify: true, afterFrame: aside ? nil : { _, _ in })
            out.append(try #require(result.firstMismatch))
        }
        // The window's player (the seeker behind the studio) says the same.
        var seeker = try ReplaySeeker(replay: try ReplayReader().parse(bytes, source: file))
        seeker.buildIndex()
        out.append(try #require(seeker.mismatches.first))
        return out
    }

    @Test func anAndroidFlickNamesAndroidsChangesAndNotUIKits() throws {
        // salon-platform-android: a slow flick (frames 3 to 14) and a hard one (39 to 44), then rest.
        let all = try firstMismatch("salon-platform-android.jsonl", tamperingAt: 120)
        for mismatch in all {
            #expect(mismatch.frame == 120)
            let line = try #require(mismatch.versionChanges)
            #expect(line.hasPrefix("recorded with 0.1.0, and since then: each platform reads a release with"))
            #expect(line.hasSuffix("; re-record it to pin today's physics"))
            #expect(line.contains("Android: a release the snap helper leaves alone"))
            #expect(line.contains("(0.2.0)") && line.contains("touch slop") && line.contains("velocity tracker"))
            // Not UIKit's, not the wheel's (no notch came), not what density pins.
            #expect(!line.contains("UIKit:") && !line.contains("wheel notch") && !line.contains("density"))
            #expect(mismatch.description.hasPrefix("frame 120 differs; recorded with 0.1.0, and since then: "))
            #expect(mismatch.description.contains("re-record it to pin today's physics (digest "))
            #expect(!mismatch.description.contains("\n"))
        }
        #expect(all[0] == all[1] && all[1] == all[2])
    }

    @Test func aUIKitFlickNamesUIKitsChanges() throws {
        // salon-flicks: flicks under the default UIKit physics.
        for mismatch in try firstMismatch("salon-flicks.jsonl", tamperingAt: 200) {
            let line = try #require(mismatch.versionChanges)
            #expect(line.contains("UIKit: a fling into an edge") && line.contains("the salon never turns back"))
            #expect(!line.contains("Android:") && !line.contains("paging settle") && !line.contains("reach_ends"))
        }
    }

    @Test func theWheelNamesTheWheelsChangesOnAStripOnly() throws {
        // salon-click-keys-wheel and easing-wheel: notches on the salon's strip and on a list.
        let strip = try firstMismatch("salon-click-keys-wheel.jsonl", tamperingAt: 240)
        let list = try firstMismatch("easing-wheel.jsonl", tamperingAt: 60)
        #expect(try #require(strip[0].versionChanges).contains("a wheel notch on a strip of items moves one item"))
        // On a list a notch is what it was; what it meets at an edge is not.
        let listLine = try #require(list[0].versionChanges)
        #expect(!listLine.contains("wheel notch") && listLine.contains("UIKit: a fling into an edge"), "\(listLine)")
    }

    @Test func theRollerNamesOnlyWhatIsDrawnAnew() throws {
        // The roller has no scroll physics: no physics change applies to it, 0.3.0's text does.
        let line = try #require(try firstMismatch("roller-rolls-hover-click.jsonl", tamperingAt: 60)[0].versionChanges)
        #expect(line.hasPrefix("recorded with 0.1.0, and since then: text that did not fit wraps"), "\(line)")
        #expect(line.contains("(0.3.0)") && !line.contains("(0.2.0)"), "\(line)")
    }

    @Test func nothingThatAppliesStillSaysWhatWasHappeningAndWhatToDo() throws {
        // A demo no change names (one added after 0.3.0), with no scroll physics and no input.
        let context = PhysicsChange.Context(demoID: "sheet", isScene: false, platform: nil, kinds: [])
        let line = try #require(PhysicsChange.explanation(recordedWith: "0.1.0", context: context))
        #expect(line.hasPrefix("recorded with 0.1.0, and since then none of the "))
        #expect(line.contains("applies to sheet with no drag, release, wheel or key"))
        #expect(line.hasSuffix("so something else changed; re-record it to pin today's physics"))
    }

    @Test func aNewerOrUnknownVersionSaysSo() throws {
        let newer = try #require(try firstMismatch("salon-flicks.jsonl", tamperingAt: 60, version: "9.1.0")[0])
        #expect(
            newer.versionChanges
                == "recorded with 9.1.0, newer than this build (\(AppVersion.build)): its physics may be "
                + "ones this build does not have; replay it with 9.1.0 or later")
        let unknown = try #require(try firstMismatch("salon-flicks.jsonl", tamperingAt: 60, version: "dev")[0])
        #expect(unknown.versionChanges?.hasPrefix(#"recorded with playground "dev", which is no version"#) == true)
    }

    // MARK: - What was happening

    @Test func aPressReleasedWithinTheSlopIsAClickNotADrag() {
        var a = MotionActivity()
        a.observe(.pointerPressed(Point(x: 100, y: 100), button: .left))
        #expect(a.kinds.isEmpty, "a press alone moves nothing yet")
        // Wobbles within 3 pt (the smallest slop any version used), released 2 pt from the press.
        a.observe(.pointerMoved(Point(x: 102, y: 101)))
        a.observe(.pointerMoved(Point(x: 98, y: 100)))
        a.observe(.pointerReleased(Point(x: 100, y: 102), button: .left))
        #expect(a.gesture == [.settle] && a.kinds == [.settle])
        // Past it, on the release itself: a drag and a release.
        a.observe(.pointerPressed(Point(x: 100, y: 100), button: .left))
        a.observe(.pointerReleased(Point(x: 103.1, y: 100), button: .left))
        #expect(a.gesture == [.drag, .release])
        // Once past it, it stays a drag when the pointer comes back.
        a.checkpointMatched()
        a.observe(.pointerPressed(.zero, button: .left))
        a.observe(.pointerMoved(Point(x: 0, y: 4)))
        a.observe(.pointerMoved(.zero))
        a.observe(.pointerReleased(.zero, button: .left))
        #expect(a.gesture == [.drag, .release])
        let click = PhysicsChange.Context(demoID: "pager", isScene: false, platform: .uikit, kinds: [.settle])
        #expect(click.description == "UIKit on pager after a settle")
    }

    /// 0.1.0's pager recording: a tab clicked and keys, no drag. Only 0.3.0's text drawn anew can
    /// have moved it: none of 0.2.0's drag and release changes (tracker, slop, edges, momentum).
    @Test func aClickIsNotBlamedOnDragChanges() throws {
        let lines = try ParallelPlaybackTests.fixture("v0.1.0/pager-tabs-keys.jsonl")
        let replay = try ReplayReader().parse(lines.joined(separator: "\n"), source: "pager-tabs-keys.jsonl")
        let result = try ReplayPlayer.run(replay, verify: true)
        let line = try #require(result.firstMismatch?.versionChanges)
        #expect(line.hasPrefix("recorded with 0.1.0, and since then: text that did not fit"), "\(line)")
        for blamed in ["velocity tracker", "touch slop", "an edge", "carriedMomentum", "(0.2.0)"] {
            #expect(!line.contains(blamed), "\(blamed): \(line)")
        }
    }

    @Test func activityFollowsTheLastGestureAndWhatRanSinceTheLastMatch() {
        var a = MotionActivity()
        #expect(a.kinds.isEmpty)
        a.observe(.pointerMoved(Point(x: 1, y: 1)))
        #expect(a.kinds.isEmpty, "a hover is no drag")
        a.observe(.pointerPressed(.zero, button: .left))
        a.observe(.pointerMoved(Point(x: 9, y: 0)))
        a.observe(.pointerReleased(Point(x: 9, y: 0), button: .left))
        #expect(a.kinds == [.drag, .release])
        // A checkpoint matched: the flick's glide goes on, so its kinds stay.
        a.checkpointMatched()
        #expect(a.kinds == [.drag, .release])
        a.observe(.keyPressed(.right, modifiers: []))
        #expect(a.gesture == [.settle] && a.kinds == [.drag, .release, .settle])
        a.checkpointMatched()
        #expect(a.kinds == [.settle])
        a.observe(.wheelScrolled(dx: 0, dy: 1))
        a.observe(.wheelScrolled(dx: 0, dy: 1))
        #expect(a.gesture == [.wheel])
        // Snaps and edges follow what started them; what is drawn applies to every checkpoint.
        let context = PhysicsChange.Context(demoID: "salon", isScene: false, platform: .uikit, kinds: [.release])
        #expect(context.kinds == [.release, .snap, .edge, .drawing])
        #expect(context.description == "UIKit on salon after a release")
        let keys = PhysicsChange.Context(demoID: "cards", isScene: true, platform: .android, kinds: [.settle, .drag])
        #expect(keys.kinds == [.drag, .settle, .snap, .edge, .drawing])
        #expect(keys.description == "Android on scene cards after a drag and a settle")
    }
}
