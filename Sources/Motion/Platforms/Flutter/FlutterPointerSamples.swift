/// What a Flutter app's velocity trackers are given of a pointer's samples.
enum FlutterPointerSamples {
    /// Without the moves that do not change the pointer's position: the engine does not send
    /// them (`PointerDataPacketConverter` drops a move whose location needs no update), so a
    /// touch panel's pressure-only reports never reach a tracker, although Android's own
    /// `VelocityTracker` fits them. The tracker's stopwatch is restarted only by what arrives.
    static func moved(_ samples: PointerSamples) -> PointerSamples {
        var out = PointerSamples()
        var last: Point?
        for sample in samples.samples where sample.position != last {
            last = sample.position
            out.add(time: sample.time, position: sample.position)
        }
        return out
    }

    /// With the times the Android embedding gives them: `MotionEvent.getEventTime()`, whole
    /// milliseconds (on iOS a touch's `timestamp` keeps its fraction).
    static func stampedInWholeMilliseconds(_ samples: PointerSamples) -> PointerSamples {
        var out = PointerSamples()
        for sample in samples.samples {
            out.add(time: sample.time - ((sample.time % 1000) + 1000) % 1000, position: sample.position)
        }
        return out
    }
}
