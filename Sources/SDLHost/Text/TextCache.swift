import CSDL2
import Glibc
import PlaygroundCore

/// Rasterised labels as textures, bounded by an LRU, so no label is rasterised again while it
/// is unchanged. A texture is keyed by text, pixel size and weight only: it is rendered white
/// and tinted with the texture colour and alpha mods, so fades and colour animations reuse it.
public final class TextCache {
    /// A cached label: its coverage, blended straight into a software target, and a white
    /// texture for SDL's own drawing (GL, scaled labels), made the first time one is needed.
    final class Entry {
        let coverage: CoverageMask
        private var madeTexture: OpaquePointer?
        var lastUse: UInt64
        var width: Int { coverage.width }
        var height: Int { coverage.height }

        init(coverage: CoverageMask, lastUse: UInt64) {
            self.coverage = coverage
            self.lastUse = lastUse
        }

        deinit { if let madeTexture { SDL_DestroyTexture(madeTexture) } }

        /// Draw it with `SDL_RenderCopy` after setting its colour/alpha mods.
        func texture(for renderer: Renderer) -> OpaquePointer? {
            if madeTexture == nil { madeTexture = coverage.texture(for: renderer.handle) }
            return madeTexture
        }
    }

    /// Compared and hashed by the text's UTF-8 bytes, not as a Swift `String` (canonical
    /// equivalence): SDL_ttf draws exactly the code points it is given, and byte hashing skips
    /// the normalisation check that made a label lookup cost ~2,500 instructions for Chinese text.
    struct Key: Hashable {
        let text: String
        let pixelSize: Int
        let weight: FontWeight

        static func == (a: Key, b: Key) -> Bool {
            a.pixelSize == b.pixelSize && a.weight == b.weight && Self.sameBytes(a.text, b.text)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(pixelSize)
            hasher.combine(weight)
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        private static func sameBytes(_ a: String, _ b: String) -> Bool {
            var a = a
            var b = b
            return a.withUTF8 { x in
                b.withUTF8 { y in
                    x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
                }
            }
        }
    }

    /// Which open font: the face slot (0 primary, 1 fallback), pixel size, weight.
    private struct FontKey: Hashable {
        let slot: Int
        let pixelSize: Int
        let weight: FontWeight
    }

    public let renderer: Renderer
    public let fonts: FontLocator.Choice
    public let capacity: Int

    /// Lookups served from the cache.
    public private(set) var hits = 0
    /// Rasterisations (lookups that had to render).
    public private(set) var misses = 0
    /// Textures dropped to respect `capacity`.
    public private(set) var evictions = 0
    public var entryCount: Int { entries.count }

    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    private var openFonts: [FontKey: OpaquePointer] = [:]
    /// The primary and fallback files, mapped on first use.
    private var files: [Int: MappedFontFile] = [:]
    private var widths: [Key: Int] = [:]
    private static let widthCacheLimit = 4096
    /// What `fitted` answered per (text, size, weight, width): labels that need cutting are cut
    /// once, not re-searched every frame (the bench found the search at ~5% of render time).
    private var fits: [FitKey: String?] = [:]

    private struct FitKey: Hashable {
        let key: Key
        let maxWidth: Int
    }

    /// Opens the primary face once up front so a bad font fails here, with its path.
    public init(renderer: Renderer, fonts: FontLocator.Choice, capacity: Int = 512) throws {
        precondition(capacity > 0, "the cache must hold at least one label")
        self.renderer = renderer
        self.fonts = fonts
        self.capacity = capacity
        guard font(slot: 0, pixelSize: 16, weight: .regular) != nil else {
            throw FontError.cannotOpen(path: fonts.primary.path, message: SDLError.lastMessage)
        }
    }

    deinit {
        entries.removeAll()
        // Before the renderer's context can run TTF_Quit.
        for font in openFonts.values { TTF_CloseFont(font) }
        openFonts.removeAll()
        files.removeAll()
    }

    /// The texture for `text`, rasterising it on first use. Nil for empty text or a font failure.
    func entry(for text: String, pixelSize: Int, weight: FontWeight) -> Entry? {
        guard !text.isEmpty else { return nil }
        let key = Key(text: text, pixelSize: pixelSize, weight: weight)
        clock += 1
        // One hash on a hit: labels are looked up ~100 times a frame.
        if let entry = entries[key] {
            hits += 1
            entry.lastUse = clock
            return entry
        }
        misses += 1
        guard let entry = rasterise(key) else { return nil }
        entries[key] = entry
        if entries.count > capacity { evictLeastRecentlyUsed() }
        return entry
    }

    /// A hit found without a lookup (the renderer remembered it): counted and kept recent.
    func touch(_ entry: Entry) {
        clock += 1
        hits += 1
        entry.lastUse = clock
    }

    /// Advance width in pixels, as the texture would be; cached separately from textures so
    /// ellipsis search never rasterises.
    func width(of text: String, pixelSize: Int, weight: FontWeight) -> Int {
        guard !text.isEmpty else { return 0 }
        let key = Key(text: text, pixelSize: pixelSize, weight: weight)
        if let cached = entries[key] { return cached.width }
        if let cached = widths[key] { return cached }
        var total = 0
        for run in runs(of: text) {
            guard let font = font(slot: run.slot, pixelSize: pixelSize, weight: weight) else { continue }
            var w: Int32 = 0
            var h: Int32 = 0
            if TTF_SizeUTF8(font, run.text, &w, &h) == 0 { total += Int(w) }
        }
        if widths.count >= Self.widthCacheLimit { widths.removeAll(keepingCapacity: true) }
        widths[key] = total
        return total
    }

    /// The public counters the HUD shows.
    public var stats: (hits: Int, misses: Int, evictions: Int, entries: Int) {
        (hits, misses, evictions, entries.count)
    }

    // MARK: - Rasterising

    private func rasterise(_ key: Key) -> Entry? {
        let pieces = runs(of: key.text)
        var surfaces: [(surface: UnsafeMutablePointer<SDL_Surface>, top: Int)] = []
        defer { for piece in surfaces { SDL_FreeSurface(piece.surface) } }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        var ascent = 0
        var fontsUsed: [OpaquePointer] = []
        for run in pieces {
            guard let font = font(slot: run.slot, pixelSize: key.pixelSize, weight: key.weight) else { continue }
            fontsUsed.append(font)
            ascent = max(ascent, Int(TTF_FontAscent(font)))
        }
        for (run, font) in zip(pieces, fontsUsed) {
            guard let surface = TTF_RenderUTF8_Blended(font, run.text, white) else { continue }
            // Runs from different faces share a baseline.
            surfaces.append((surface, ascent - Int(TTF_FontAscent(font))))
        }
        guard !surfaces.isEmpty else { return nil }

        let coverage: CoverageMask?
        if surfaces.count == 1 {
            coverage = CoverageMask(alphaOf: surfaces[0].surface)
        } else {
            var width = 0
            var height = 0
            for piece in surfaces {
                width += Int(piece.surface.pointee.w)
                height = max(height, piece.top + Int(piece.surface.pointee.h))
            }
            guard
                let combined = SDL_CreateRGBSurfaceWithFormat(
                    0, Int32(width), Int32(height), 32,
                    SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { return nil }
            defer { SDL_FreeSurface(combined) }
            var x = 0
            for piece in surfaces {
                // Copy coverage as is: blending onto the transparent canvas would darken edges.
                SDL_SetSurfaceBlendMode(piece.surface, SDL_BLENDMODE_NONE)
                var dst = SDL_Rect(
                    x: Int32(x), y: Int32(piece.top), w: piece.surface.pointee.w, h: piece.surface.pointee.h)
                SDL_UpperBlit(piece.surface, nil, combined, &dst)
                x += Int(piece.surface.pointee.w)
            }
            coverage = CoverageMask(alphaOf: combined)
        }
        guard let coverage else { return nil }
        return Entry(coverage: coverage, lastUse: clock)
    }

    private func evictLeastRecentlyUsed() {
        // A linear scan: evictions are rare and the cache is a few hundred entries.
        guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
        entries.removeValue(forKey: oldest.key)
        evictions += 1
    }

    // MARK: - Fonts

    /// Splits `text` into runs that one face can draw: SDL_ttf does not chain fonts.
    func runs(of text: String) -> [(slot: Int, text: String)] {
        guard fonts.fallback != nil,
            let primary = font(slot: 0, pixelSize: 16, weight: .regular),
            let fallback = font(slot: 1, pixelSize: 16, weight: .regular)
        else { return [(0, text)] }
        var result: [(slot: Int, text: String)] = []
        var current = ""
        var slot = 0
        for scalar in text.unicodeScalars {
            var wanted = slot
            // Spaces and controls stay with the run they are in.
            if scalar.value > 0x20 {
                wanted =
                    TTF_GlyphIsProvided32(primary, scalar.value) != 0
                    ? 0
                    : (TTF_GlyphIsProvided32(fallback, scalar.value) != 0 ? 1 : 0)
            }
            if wanted != slot, !current.isEmpty {
                result.append((slot, current))
                current = ""
            }
            slot = wanted
            current.unicodeScalars.append(scalar)
        }
        if !current.isEmpty { result.append((slot, current)) }
        return result
    }

    /// One TTF_Font per (face, size, weight): SDL_ttf's style is per font object, and its glyph
    /// cache is too, so regular and bold never evict each other.
    private func font(slot: Int, pixelSize: Int, weight: FontWeight) -> OpaquePointer? {
        let key = FontKey(slot: slot, pixelSize: pixelSize, weight: weight)
        if let font = openFonts[key] { return font }
        guard let face = slot == 0 ? fonts.primary : fonts.fallback else { return nil }
        if files[slot] == nil { files[slot] = MappedFontFile(path: face.path) }
        // Only from the mapping: a path that no longer maps (replaced by a FIFO since it was
        // checked) is no font, where SDL_ttf's own open of it would wait for a writer.
        guard let font = files[slot]?.open(pixelSize: pixelSize, index: face.index) else { return nil }
        if weight == .bold { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
        openFonts[key] = font
        return font
    }

    /// Line height in pixels of the primary face.
    func lineHeight(pixelSize: Int, weight: FontWeight) -> Int {
        guard let font = font(slot: 0, pixelSize: pixelSize, weight: weight) else { return pixelSize }
        return Int(TTF_FontHeight(font))
    }
}

extension TextCache {
    /// `text` as it is drawn in `maxWidth` pixels: itself when it fits, else `truncated`; nil when
    /// nothing fits. Cached, so an unchanged label costs one lookup per frame.
    func fitted(_ text: String, pixelSize: Int, weight: FontWeight, maxWidth: Int) -> String? {
        let key = FitKey(key: Key(text: text, pixelSize: pixelSize, weight: weight), maxWidth: maxWidth)
        if let cached = fits[key] { return cached }
        let answer = truncated(text, pixelSize: pixelSize, weight: weight, maxWidth: maxWidth)
        if fits.count >= Self.widthCacheLimit { fits.removeAll(keepingCapacity: true) }
        fits[key] = .some(answer)
        return answer
    }

    /// `text` cut to fit `maxWidth` pixels with a trailing "…", or nil when not even the
    /// ellipsis fits. Binary search over characters, on cached widths; the answer is cached too.
    func truncated(_ text: String, pixelSize: Int, weight: FontWeight, maxWidth: Int) -> String? {
        if width(of: text, pixelSize: pixelSize, weight: weight) <= maxWidth { return text }
        let ellipsis = "…"
        guard width(of: ellipsis, pixelSize: pixelSize, weight: weight) <= maxWidth else { return nil }
        let characters = Array(text)
        func candidate(_ count: Int) -> String {
            var prefix = String(characters[0..<count])
            while prefix.last?.isWhitespace == true { prefix.removeLast() }
            return prefix + ellipsis
        }
        var low = 0
        var high = characters.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if width(of: candidate(mid), pixelSize: pixelSize, weight: weight) <= maxWidth {
                low = mid
            } else {
                high = mid - 1
            }
        }
        return candidate(low)
    }
}
