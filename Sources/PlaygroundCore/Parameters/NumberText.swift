/// Parameter numbers as text, without Foundation: what `--set` and replay headers accept, and
/// the exact form they are written in.
public enum NumberText {
    /// A finite decimal number: an optional sign, digits with at most one point, an optional
    /// exponent (`0.998`, `-3`, `.5`, `1e-3`). Spaces around it are ignored. Anything else,
    /// including `nan`, `inf` and hexadecimal floats that `Double(_:)` would take, is nil, and so
    /// is a number too large for a double (`1e999`).
    public static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: " ")
        guard isDecimal(trimmed), let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    /// Shortest round-trip text; whole numbers below 10^15 without a fraction (`100`, not
    /// `100.0`). `-0.0` keeps its sign.
    public static func format(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15, !(x == 0 && x.sign == .minus) { return String(Int64(x)) }
        return String(x)
    }

    /// For people: at most `significant` significant digits, trailing zeros dropped
    /// (`0.6283185307179586` → `0.6283`). Magnitudes from 10^15 up, and those so small that
    /// the digits would reach past the 18th decimal (below 10^-15 for four digits), are written
    /// with an exponent (`1.235e-300`, `1.798e+100`): positional text there is dozens of zeros
    /// wide, and it is where scaling by `10^digits` in an integer used to trap. Everything
    /// between prints as it always did. The text always reads back through `parse`.
    public static func short(_ x: Double, significant: Int = 4) -> String {
        guard x.isFinite, x != 0 else { return format(x) }
        guard abs(x) < 1e15 else { return scientific(x, significant: significant) }
        var magnitude = 0
        var scaled = abs(x)
        while scaled >= 10 {
            scaled /= 10
            magnitude += 1
        }
        while scaled < 1 {
            scaled *= 10
            magnitude -= 1
        }
        let digits = max(0, significant - 1 - magnitude)
        guard digits > 0 else { return format(x.rounded()) }
        guard digits <= 18 else { return scientific(x, significant: significant) }
        var text = decimal(x, digits: digits)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private static func scientific(_ x: Double, significant: Int) -> String {
        var digits = DecimalDigits(x)
        digits.round(significant: significant)
        let text = digits.scientific()
        guard parse(text) == nil else { return text }
        // Rounded up past the largest double (1.798e+308): the text must still read back.
        digits = DecimalDigits(x)
        digits.round(significant: significant, towardZero: true)
        return digits.scientific()
    }

    /// A hexadecimal digit's value (either case), or nil.
    public static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// A count with thousands separated by commas, for people: `1,000,000`.
    public static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0, (digits.count - i).isMultiple(of: 3) { out += "," }
            out.append(ch)
        }
        return (n < 0 ? "-" : "") + out
    }

    private static func isDecimal(_ s: Substring) -> Bool {
        var chars = s.utf8[...]
        if chars.first == UInt8(ascii: "+") || chars.first == UInt8(ascii: "-") { chars = chars.dropFirst() }
        var digits = 0
        var seenPoint = false
        while let c = chars.first, c == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) {
            if c == UInt8(ascii: ".") {
                if seenPoint { return false }
                seenPoint = true
            } else {
                digits += 1
            }
            chars = chars.dropFirst()
        }
        guard digits > 0 else { return false }
        guard let e = chars.first else { return true }
        guard e == UInt8(ascii: "e") || e == UInt8(ascii: "E") else { return false }
        chars = chars.dropFirst()
        if chars.first == UInt8(ascii: "+") || chars.first == UInt8(ascii: "-") { chars = chars.dropFirst() }
        return !chars.isEmpty && chars.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}

extension String {
    /// The text without `character` at either end.
    func trimmingCharacters(in character: Character) -> Substring {
        var s = Substring(self)
        while s.first == character { s.removeFirst() }
        while s.last == character { s.removeLast() }
        return s
    }
}
