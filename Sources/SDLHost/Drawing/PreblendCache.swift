import PlaygroundCore

/// Tinted masks (labels, rounded corners) already blended over the opaque colour under them,
/// ready to be copied row by row: a label that is drawn again on the same card (every frame of
/// a roll, every frame a card moves) costs a copy, not a blend of every pixel.
///
/// A mask is blended ahead only the second time it is seen over the same ground, so a label
/// that changes every frame (a counter, a fading alpha) never pays for a copy it will not use.
/// The pixels are those `PixelTarget.blend` gives over that colour, computed by it, so a copy
/// equals a blend exactly.
final class PreblendCache {
    struct Key: Hashable {
        /// The mask's owner (a text cache entry, a corner mask), held by the entry so its
        /// identity cannot be reused while the key exists.
        let source: ObjectIdentifier
        let srcX: Int, srcY: Int, width: Int, height: Int
        let color: UInt32
        let alpha: UInt8
        let ground: UInt32
        let hasAlpha: Bool
    }

    private final class Entry {
        let owner: AnyObject
        var pixels: [UInt32]?
        var lastUse: UInt64

        init(owner: AnyObject, lastUse: UInt64) {
            self.owner = owner
            self.lastUse = lastUse
        }
    }

    private var entries: [Key: Entry] = [:]
    private var bytes = 0
    private var frame: UInt64 = 0
    /// Copies made instead of blends (for tests and the bench).
    private(set) var copies = 0

    static let maxBytes = 16 << 20
    static let maxEntries = 8_192

    /// Called once a frame: what was not used for a while may go when the budget is full.
    func nextFrame() { frame &+= 1 }

    /// The pre-blended pixels for `key` (width × height, row by row), made by `make` on the
    /// key's second use; nil on its first.
    func pixels(for key: Key, owner: AnyObject, make: () -> [UInt32]) -> [UInt32]? {
        if let entry = entries[key] {
            entry.lastUse = frame
            if let pixels = entry.pixels {
                copies += 1
                return pixels
            }
            let made = make()
            entry.pixels = made
            bytes += made.count * 4
            if bytes > Self.maxBytes { evict() }
            copies += 1
            return made
        }
        if entries.count >= Self.maxEntries { evict() }
        entries[key] = Entry(owner: owner, lastUse: frame)
        return nil
    }

    /// Drops everything not used this frame, or everything when that is not enough.
    private func evict() {
        entries = entries.filter { $0.value.lastUse == frame }
        bytes = entries.values.reduce(0) { $0 + ($1.pixels?.count ?? 0) * 4 }
        if bytes > Self.maxBytes / 2 || entries.count >= Self.maxEntries / 2 {
            entries.removeAll()
            bytes = 0
        }
    }
}
