/// Which pixels of the frame being drawn hold one opaque colour that nothing has touched since:
/// the card under a label, the window background. A label or a corner blended over such a
/// ground gives the same pixels every time, so they can be blended once and copied after
/// (`PreblendCache`), instead of blended pixel by pixel every frame.
///
/// It records each opaque fill as a ground, and every later write as a box that spoils what
/// it overlaps. Both lists are short and bounded: a ground whose later writes have been
/// forgotten is never trusted, so an answer is always exact or nil.
struct SolidGround {
    typealias Box = PixelTarget.Clip

    private var grounds: [(box: Box, value: UInt32, serial: Int)] = []
    private var writes: [(box: Box, serial: Int)] = []
    private var serial = 0
    /// Writes up to this serial have been dropped from `writes`.
    private var forgottenThrough = 0

    static let maxGrounds = 16
    static let maxWrites = 64

    /// A new frame: nothing is known about the target's pixels.
    mutating func reset() {
        grounds.removeAll(keepingCapacity: true)
        writes.removeAll(keepingCapacity: true)
        serial = 0
        forgottenThrough = 0
    }

    /// `box` was set to `value` (an opaque fill or a clear, already cut to its clip).
    mutating func painted(_ box: Box, value: UInt32) {
        guard !box.isEmpty else { return }
        wrote(box)
        grounds.append((box, value, serial))
        if grounds.count > Self.maxGrounds { grounds.removeFirst() }
    }

    /// Some pixels of `box` changed (a blend, a translucent fill, a copy).
    mutating func wrote(_ box: Box) {
        guard !box.isEmpty else { return }
        serial += 1
        writes.append((box, serial))
        if writes.count > Self.maxWrites { forgottenThrough = writes.removeFirst().serial }
    }

    /// The value every pixel of `box` holds, when one opaque fill set them all and nothing has
    /// been drawn over any of them since; nil when that is not known.
    func value(under box: Box) -> UInt32? {
        // The newest ground holding the box decides: an older one was written over by it.
        guard let ground = grounds.last(where: { Self.contains($0.box, box) }), ground.serial >= forgottenThrough
        else { return nil }
        for write in writes.reversed() {
            if write.serial <= ground.serial { break }
            if Self.intersects(write.box, box) { return nil }
        }
        return ground.value
    }

    static func contains(_ outer: Box, _ inner: Box) -> Bool {
        outer.x0 <= inner.x0 && outer.y0 <= inner.y0 && outer.x1 >= inner.x1 && outer.y1 >= inner.y1
    }

    static func intersects(_ a: Box, _ b: Box) -> Bool {
        a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
    }
}
