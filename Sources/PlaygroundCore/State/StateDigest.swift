import Motion

/// FNV-1a (64-bit) over what decides a frame's pixels: the demo's state fields and its draw
/// list, with coordinates quantised to 1/256 pt so the digest reads as "same picture".
public struct StateDigest: Hashable, Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Hex, 16 digits, as stored in replay files.
    public var hex: String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    public mutating func combine(byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
    }

    public mutating func combine(_ v: UInt64) {
        var x = v
        for _ in 0..<8 {
            combine(byte: UInt8(x & 0xFF))
            x >>= 8
        }
    }

    public mutating func combine(_ v: Int) { combine(UInt64(bitPattern: Int64(v))) }

    /// Quantised to 1/256; NaN and infinities hash as distinct sentinels.
    public mutating func combine(_ d: Double) {
        if d.isNaN {
            combine(UInt64(0x7FF8_0000_0000_0001))
            return
        }
        if d.isInfinite {
            combine(d > 0 ? UInt64(0x7FF0_0000_0000_0000) : UInt64(0xFFF0_0000_0000_0000))
            return
        }
        combine(Int(clamp((d * 256).rounded(), -9.0e15...9.0e15)))
    }

    public mutating func combine(_ s: String) {
        // Over the contiguous UTF-8 (the same bytes, far fewer instructions than the UTF8View).
        var text = s
        text.withUTF8 { for b in $0 { combine(byte: b) } }
        combine(byte: 0)
    }

    public mutating func combine(_ p: Point) {
        combine(p.x)
        combine(p.y)
    }
    public mutating func combine(_ r: Rect) {
        combine(r.origin)
        combine(r.size.width)
        combine(r.size.height)
    }
    public mutating func combine(_ c: Color) {
        combine(byte: c.r)
        combine(byte: c.g)
        combine(byte: c.b)
        combine(byte: c.a)
    }

    public mutating func combine(_ state: StateValue) {
        switch state {
        case .null: combine(byte: 0)
        case .bool(let b): combine(byte: b ? 2 : 1)
        case .int(let i):
            combine(byte: 3)
            combine(i)
        case .double(let d):
            combine(byte: 4)
            combine(d)
        case .string(let s):
            combine(byte: 5)
            combine(s)
        case .array(let items):
            combine(byte: 6)
            combine(items.count)
            for i in items { combine(i) }
        case .object(let fields):
            combine(byte: 7)
            combine(fields.count)
            for f in fields {
                combine(f.key)
                combine(f.value)
            }
        }
    }

    public mutating func combine(_ list: DrawList) {
        // Layer markers paint nothing: they stay out of the digest (count included).
        combine(list.commands.count { !$0.isLayerMarker })
        for command in list.commands {
            switch command {
            case .fillRect(let r, let radius, let c):
                combine(byte: 1)
                combine(r)
                combine(radius)
                combine(c)
            case .strokeRect(let r, let radius, let w, let c):
                combine(byte: 2)
                combine(r)
                combine(radius)
                combine(w)
                combine(c)
            case .line(let a, let b, let w, let c):
                combine(byte: 3)
                combine(a)
                combine(b)
                combine(w)
                combine(c)
            case .text(let t):
                combine(byte: 4)
                combine(t.string)
                combine(t.frame)
                combine(t.size)
                combine(t.weight.rawValue)
                combine(t.color)
                combine(t.alignment.rawValue)
            case .pushClip(let r):
                combine(byte: 5)
                combine(r)
            case .popClip: combine(byte: 6)
            case .pushOpacity(let o):
                combine(byte: 7)
                combine(o)
            case .popOpacity: combine(byte: 8)
            case .pushTransform(let t):
                combine(byte: 9)
                combine(t.translation)
                combine(t.scaleX)
                combine(t.scaleY)
                combine(t.anchor)
            case .popTransform: combine(byte: 10)
            case .pushLayer, .popLayer: break
            }
        }
    }
}
