import Testing

@testable import Motion

/// Each platform's tracker says why it read what it read: its name, the samples it held and
/// fitted, how long after the last move it was asked, and which rule made it read zero. The
/// number is always the estimate's (`velocityEstimate`), so the reason cannot drift from it.
@Suite struct TrackerReadingTests {
    /// 24 moves every 16 ms at 600 pt/s (0.6 pt/ms), the last at 368 ms.
    static func drag() -> PointerSamples {
        var samples = PointerSamples()
        for k in 0..<24 { samples.add(time: Int64(k) * 16_000, position: Point(x: Double(k) * 9.6, y: 0)) }
        return samples
    }

    static let lastMove: Int64 = 23 * 16_000

    static func reading(_ platform: ScrollPlatform, at time: Int64, _ samples: PointerSamples = drag())
        -> TrackerReading
    {
        physics(platform).velocityReading(samples, at: time)
    }

    static func physics(_ platform: ScrollPlatform) -> ScrollPhysics {
        var physics = ScrollPhysics.uiKit
        physics.platform = platform
        return physics
    }

    @Test func aReadingIsTheEstimateWithWhatItFitted() {
        let lift = Self.lastMove + 12_000
        for platform in ScrollPlatform.allCases {
            let physics = Self.physics(platform)
            let r = physics.velocityReading(Self.drag(), at: lift)
            #expect(r.estimate == physics.velocityEstimate(Self.drag(), at: lift), "\(platform)")
            #expect(abs(r.estimate.velocity.x - 600) < 1e-6, "\(platform): \(r.estimate.velocity.x)")
            #expect(r.zero == nil && r.zeroText == nil && r.zeroLabel == nil, "\(platform)")
            // Every platform keeps the last 20 samples, and the lift came 12 ms after the last.
            #expect(r.history == 20 && r.gap == 12_000, "\(platform): \(r)")
        }
        // The iOS weighting reads the last four samples (three pairs), the fits their 100 ms window:
        // the seven samples 96 ms back (the eighth, 112 ms back, is past the horizon).
        #expect(Self.reading(.uikit, at: lift).used == 4 && Self.reading(.uikit, at: lift).span == 48_000)
        #expect(Self.reading(.flutterIOS, at: lift).used == 4)
        for platform in [ScrollPlatform.android, .flutterAndroid] {
            let r = Self.reading(platform, at: lift)
            #expect(r.used == 7 && r.span == 96_000, "\(platform): \(r)")
        }
        #expect(Self.reading(.android, at: lift).tracker == "VelocityTracker (LSQ2)")
        #expect(
            Self.reading(.uikit, at: lift).summary
                == "iOS weighting (reconstruction): 4 of its last 20 samples over 48.0 ms, lift 12.0 ms after the last move"
        )
    }

    /// The Galaxy S's lift, 40.5 ms after the last move: Android's exact 40 ms rule fires; Flutter's
    /// stopwatch counts 40 whole milliseconds and reads on; at 41.2 ms every tracker reads zero.
    @Test func theAssumedStoppedRuleSaysItFired() {
        let late = Self.lastMove + 40_500
        let android = Self.reading(.android, at: late)
        #expect(android.estimate == .zero && android.used == 0 && android.gap == 40_500)
        #expect(
            android.zero
                == .assumedStopped(limit: 40_000, rule: "ASSUME_POINTER_STOPPED_TIME", wholeMilliseconds: false))
        #expect(
            android.zeroText
                == "its 40 ms \"assumed stopped\" rule fired (ASSUME_POINTER_STOPPED_TIME): the lift came 40.5 ms "
                + "after the last move")
        #expect(android.zeroLabel == "read 0: lift 40.5 ms after the last move")
        #expect(android.summary.hasPrefix("VelocityTracker (LSQ2): read 0: its 40 ms"))
        for platform in [ScrollPlatform.uikit, .flutterIOS, .flutterAndroid] {
            let r = Self.reading(platform, at: late)
            #expect(r.zero == nil && abs(r.estimate.velocity.x - 600) < 1e-6, "\(platform): \(r)")
        }
        let later = Self.lastMove + 41_200
        for platform in ScrollPlatform.allCases {
            let r = Self.reading(platform, at: later)
            #expect(r.estimate.velocity == .zero && r.used == 0, "\(platform)")
            guard case .assumedStopped(let limit, _, let whole)? = r.zero else {
                Issue.record("\(platform): \(r)")
                continue
            }
            #expect(limit == 40_000 && whole == (platform != .android), "\(platform)")
        }
        #expect(Self.reading(.flutterAndroid, at: later).zeroText?.hasSuffix("(41 whole ms on its stopwatch)") == true)
    }

    /// Two samples: Android fits their line, Flutter's fit wants three and reads zero saying so;
    /// one sample reads zero everywhere, and says why.
    @Test func tooFewSamplesSaysHowManyItWanted() {
        var two = PointerSamples()
        two.add(time: 0, position: .zero)
        two.add(time: 10_000, position: Point(x: 5, y: 0))
        #expect(abs(Self.reading(.android, at: 12_000, two).estimate.velocity.x - 500) < 1e-9)
        let flutter = Self.reading(.flutterAndroid, at: 12_000, two)
        #expect(flutter.estimate.velocity == .zero && flutter.zero == .tooFewSamples(need: 3, rule: "_minSampleSize"))
        #expect(flutter.zeroText == "it fits at least 3 samples (_minSampleSize) and its window held 2")
        #expect(flutter.zeroLabel == "read 0: 2 samples, needs 3")
        var one = PointerSamples()
        one.add(time: 0, position: .zero)
        for platform in ScrollPlatform.allCases {
            let r = Self.reading(platform, at: 5_000, one)
            #expect(r.estimate.velocity == .zero, "\(platform)")
            guard case .tooFewSamples? = r.zero else {
                Issue.record("\(platform): \(r)")
                continue
            }
        }
    }

    /// A release on a scroll view keeps the reading for the inspector and `compare --platforms`;
    /// a tap asks no tracker and keeps none.
    @Test func theScrollViewKeepsTheReleasesReading() {
        var view = ScrollView(
            viewport: Size(width: 300, height: 300), contentSize: Size(width: 3000, height: 300), axes: [.horizontal])
        view.physics.platform = .android
        view.pointerPressed(at: Point(x: 200, y: 100), time: 0)
        for k in 1...10 { view.pointerMoved(to: Point(x: 200 - Double(k) * 10, y: 100), time: Int64(k) * 10_000) }
        view.pointerReleased(at: Point(x: 100, y: 100), time: 145_000)
        let r = view.trackerReading
        #expect(
            r?.zero == .assumedStopped(limit: 40_000, rule: "ASSUME_POINTER_STOPPED_TIME", wholeMilliseconds: false))
        #expect(view.trackerVelocity == .zero)
        view.pointerPressed(at: Point(x: 200, y: 100), time: 1_000_000)
        #expect(view.trackerReading == nil)
        view.pointerReleased(at: Point(x: 200, y: 100), time: 1_050_000)
        #expect(view.trackerReading == nil && view.trackerVelocity == .zero)
    }
}
