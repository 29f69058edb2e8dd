import RealModule

/// What a release turns into on each `ScrollPlatform` (docs/platforms.md): the free glide, the
/// projected rest a snapping view rounds to an item, the motion onto a chosen anchor, the
/// threshold of a page turn, and the momentum a second flick carries. UIKit's answers live in
/// ScrollPhysics+Release; the others are read from each platform's own simulations.
extension ScrollPhysics {
    /// Flutter's `ScrollPhysics.spring` default (m 0.5, k 100, ζ 1.1): the spring of
    /// `PageScrollPhysics` and of a fixed-extent snap that settles where it began.
    public static let flutterSpring = FlutterBouncingPhysics.spring

    /// Flutter's `ScrollPhysics.toleranceFor` at a device pixel ratio of 1 (the playground's
    /// 1 pt = 1 px).
    public static let flutterTolerance = FlutterBouncingSimulation.flutterTolerance(devicePixelRatio: 1)

    /// The tolerance the platform's motions come to rest by.
    public var platformTolerance: Tolerance {
        switch platform {
        case .uikit, .android: tolerance
        case .flutterIOS, .flutterAndroid: Self.flutterTolerance
        }
    }

    /// A release left alone on `platform`: UIKit's decay and bounce (`glide`), Android's
    /// `OverScroller` fling (over-fling and spring-back at an edge), Flutter's bouncing or
    /// clamping simulation. Without `bounces` Android's over-fling distance is 0 and Flutter's
    /// bouncing physics give way to its clamping ones, as a view that never overscrolls.
    public func platformGlide(
        position: Double, velocity: Double, range: ClosedRange<Double>, dimension: Double, bounces: Bool
    ) -> ScrollSimulation {
        switch platform {
        case .uikit:
            return .glide(
                glide(position: position, velocity: velocity, range: range, dimension: dimension, bounces: bounces))
        case .android:
            return .androidFling(
                AndroidFlingSimulation(
                    position: position, velocity: velocity, bounds: range,
                    overflingDistance: bounces ? AndroidFlingSimulation.defaultOverflingDistance : 0,
                    tolerance: tolerance))
        case .flutterIOS where bounces:
            return .flutterBouncing(
                FlutterBouncingSimulation(
                    position: position, velocity: velocity, bounds: range, spring: Self.flutterSpring,
                    tolerance: Self.flutterTolerance))
        case .flutterIOS, .flutterAndroid:
            return .flutterClamping(
                FlutterClampingSimulation(
                    position: position, velocity: velocity, bounds: range, tolerance: Self.flutterTolerance))
        }
    }

    /// Where a free fling from `position` at `velocity` would come to rest on an unbounded
    /// surface, on `platform`: the rest a snapping release rounds to an item (UIKit's WWDC
    /// projection x0 + v0/λ; Android's `SnapHelper.calculateScrollDistance`, an `OverScroller`
    /// fling's distance; Flutter's ballistic simulation's end, as `FixedExtentScrollPhysics`
    /// reads it).
    public func platformProjectedLanding(position: Double, velocity: Double) -> Double {
        let unbounded = -Sanitize.maxPosition...Sanitize.maxPosition
        switch platform {
        case .uikit:
            return projectedLanding(position: position, velocity: velocity)
        case .android, .flutterIOS, .flutterAndroid:
            return platformGlide(
                position: position, velocity: velocity, range: unbounded, dimension: 0, bounces: true
            ).base.finalPosition
        }
    }

    /// A release (or a settle) retargeted onto `target`, on `platform`, resting within
    /// `settleBound(velocity:)` on every platform (docs/reliability.md §7):
    /// - UIKit: `snap` (a deceleration onto it, or the snap spring);
    /// - Android: `LinearSmoothScroller`'s decelerate timing from where it is (`PagerSnapHelper`'s
    ///   shorter one when `paging`): Android's snap scroller starts at its own speed, not the
    ///   fling's. Its time grows with the distance (1.86 ms a point), so one longer than
    ///   `maxSettleDuration` (1611 pt) is run faster, over that time: a deviation from AOSP, whose
    ///   RecyclerView would crawl. It drops the release speed, so it gets no glide on top;
    /// - Flutter: a page turn is `PageScrollPhysics`' spring from the release velocity; an item is
    ///   `FixedExtentScrollPhysics`' choice: `FrictionSimulation.through` onto it when it lies
    ///   ahead, the spring when the release is slow or the item is behind. `through` decays at
    ///   λ = v/D, as slow as the distance is long: one that would not rest in time gives way to
    ///   the spring, and the spring is stiffened when even it would not (beyond about 10¹⁰ pt).
    public func platformSnap(position: Double, velocity: Double, target: Double, paging: Bool) -> ScrollSimulation {
        let bound = settleBound(velocity: velocity)
        switch platform {
        case .uikit:
            return snap(position: position, velocity: velocity, target: target)
        case .android:
            let scroll = AndroidSnapping.snapScroll(from: position, to: target, pager: paging)
            guard scroll.duration > Self.maxSettleDuration else { return .tween(scroll) }
            return .tween(
                TweenSimulation(
                    from: scroll.from, to: scroll.to, duration: Self.maxSettleDuration, easing: scroll.easing))
        case .flutterIOS, .flutterAndroid:
            if !paging,
                let through = ApproachSimulation(
                    position: position, velocity: velocity, target: target, tolerance: Self.flutterTolerance,
                    cruises: false),
                through.duration <= bound
            {
                return .approach(through)
            }
            // Flutter's spring is a platform constant, not a tuning: stiffened as far as the bound
            // needs (the stiffest spring a `Spring` allows rests within milliseconds).
            let flutter = SpringSimulation(
                spring: Self.flutterSpring, from: position, to: target, velocity: velocity,
                tolerance: Self.flutterTolerance)
            let bounded = SpringSimulation.resting(
                within: bound, spring: Self.flutterSpring, stiffestResponse: 0, from: position, to: target,
                velocity: velocity, tolerance: Self.flutterTolerance)
            return .spring(bounded ?? flutter)
        }
    }

    /// The page a paging release turns to: UIKit's rule with the platform's fling threshold
    /// (`PagerSnapHelper` and Flutter's `PageScrollPhysics` turn the page on any fling, one page
    /// at most, as UIKit does past its threshold).
    public func platformPagingTarget(
        position: Double, velocity: Double, pageSize: Double, bounds: ClosedRange<Double>
    ) -> Double {
        Snapping.pagingTarget(
            position: position, velocity: velocity, pageSize: pageSize, bounds: bounds,
            velocityThreshold: platform.minimumFlingVelocity(uiKitPaging: pagingVelocityThreshold))
    }

    /// The release velocity after the momentum a flick carries from the motion it caught
    /// (`caught`, that motion's velocity when the finger went down): Android's `OverScroller`
    /// flywheel adds it when both go the same way; Flutter's `BouncingScrollPhysics` adds its
    /// `carriedMomentum`. UIKit documents no such rule (none was found measured either), so it
    /// keeps the release velocity. (Flutter also drops the momentum when the finger rests more
    /// than 20 ms before moving; the playground's drags are taken as continuous.)
    public func carriedVelocity(release v: Double, caught: Double) -> Double {
        switch platform {
        case .uikit, .flutterAndroid:
            return v
        case .android:
            return AndroidFlingSimulation.flywheel(newVelocity: v, currentVelocity: caught)
        case .flutterIOS:
            // `ScrollDragController`: the drag carries `carriedMomentum` of the caught velocity,
            // added at the end only in the same direction and when the new fling is fast enough.
            return FlutterBouncingPhysics.releaseVelocity(v, carried: FlutterBouncingPhysics.carriedMomentum(caught))
        }
    }
}

extension ScrollPhysics {
    /// Flutter's `BouncingScrollPhysics.applyPhysicsToUserOffset` for one pointer move of
    /// `pointerDelta` (pt, along the axis, positive moving the pointer towards the end of the
    /// screen) from `offset`: inside the range the content follows 1:1; past an edge each move
    /// is resisted by γ = 0.52·(1 − f)², f the overscroll over the viewport, measured after the
    /// move when the move eases the overscroll. Per move, so the path depends on how the moves
    /// came (as it does in Flutter), unlike UIKit's rubber band.
    public func flutterDragOffset(
        from offset: Double, pointerDelta: Double, range: ClosedRange<Double>, dimension: Double
    ) -> Double {
        let offset = Sanitize.position(offset)
        let delta = Sanitize.position(pointerDelta)
        guard delta != 0 else { return offset }
        let applied = FlutterBouncingPhysics.userOffset(
            pointerDelta: delta, overscrollPastStart: max(range.lowerBound - offset, 0),
            overscrollPastEnd: max(offset - range.upperBound, 0), viewport: dimension)
        return offset - applied
    }
}
