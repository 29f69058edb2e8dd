/// A double's decimal digits, taken from Swift's shortest round-trip text (`String(x)`), and
/// rounded as a digit string. The core has no Foundation and no `String(format:)`; scaling by
/// `10^n` in an integer overflows for magnitudes far from 1 (1e-300, 1e308), so numbers there
/// are rounded and printed from these digits, which exist for every finite double.
struct DecimalDigits {
    /// Significant digits, 0-9 each, without leading or trailing zeros; empty for zero.
    private(set) var digits: [UInt8]
    /// Where the decimal point sits: the value is `0.d₁d₂… × 10^point`, so 123.4 has point 3
    /// and 0.005 has point −2.
    private(set) var point: Int
    let negative: Bool

    init(_ x: Double) {
        precondition(x.isFinite, "DecimalDigits of a non-finite number")
        negative = x.sign == .minus
        var mantissa = Substring(String(x.magnitude))
        var exponent = 0
        if let e = mantissa.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            // Swift writes `1e-05`, `1e+16`: a sign and at least two digits, never more than
            // three, so the conversion cannot fail.
            exponent = Int(mantissa[mantissa.index(after: e)...]) ?? 0
            mantissa = mantissa[..<e]
        }
        var digits: [UInt8] = []
        var point = 0
        var seenPoint = false
        for c in mantissa.utf8 {
            if c == UInt8(ascii: ".") {
                seenPoint = true
                continue
            }
            let d = c &- UInt8(ascii: "0")
            if digits.isEmpty, d == 0 {
                // A leading zero after the point moves the first significant digit right.
                if seenPoint { point -= 1 }
                continue
            }
            digits.append(d)
            if !seenPoint { point += 1 }
        }
        while digits.last == 0 { digits.removeLast() }
        self.digits = digits
        self.point = digits.isEmpty ? 0 : point + exponent
    }

    var isZero: Bool { digits.isEmpty }

    /// The power of ten of the first significant digit (2 for 123.4, −3 for 0.005).
    var magnitude: Int { point - 1 }

    /// Keeps the first `count` significant digits, rounding half away from zero, or toward
    /// zero when asked (the one way to write 1.7976931348623157e+308 in four digits that is
    /// still a double).
    mutating func round(significant count: Int, towardZero: Bool = false) {
        round(keeping: max(1, count), towardZero: towardZero)
    }

    /// Keeps `places` digits after the decimal point, rounding half away from zero.
    mutating func round(fractionDigits places: Int) {
        round(keeping: point + max(0, places), towardZero: false)
    }

    private mutating func round(keeping count: Int, towardZero: Bool) {
        guard count < digits.count else { return }
        guard count >= 0 else {
            digits = []
            point = 0
            return
        }
        let up = !towardZero && digits[count] >= 5
        digits.removeSubrange(count...)
        if up {
            var i = digits.count - 1
            while i >= 0, digits[i] == 9 {
                digits[i] = 0
                i -= 1
            }
            if i >= 0 {
                digits[i] += 1
            } else {
                // 9.99 → 10.0: every digit carried, so the number gains a place.
                digits.insert(1, at: 0)
                point += 1
            }
        }
        while digits.last == 0 { digits.removeLast() }
        if digits.isEmpty { point = 0 }
    }

    /// Positional text with exactly `places` digits after the point (none and no point when
    /// `places` is 0); a number that rounded to zero has no sign, as `decimal` writes it.
    func positional(fractionDigits places: Int) -> String {
        let sign = isZero || !negative ? "" : "-"
        let whole = point > 0 ? text(powers: (0..<point).reversed()) : "0"
        guard places > 0 else { return sign + whole }
        return sign + whole + "." + text(powers: (1...places).map { -$0 })
    }

    /// `d.ddde±N`, trailing zeros dropped (`1.235e-300`, `1e+16`), as Swift writes exponents
    /// but without padding the exponent to two digits.
    func scientific() -> String {
        guard !isZero else { return negative ? "-0" : "0" }
        let all = text(powers: ((point - digits.count)..<point).reversed())
        let mantissa = digits.count > 1 ? all.prefix(1) + "." + all.dropFirst() : all
        return (negative ? "-" : "") + mantissa + (magnitude < 0 ? "e-" : "e+") + String(magnitude.magnitude)
    }

    /// The digits standing for the given powers of ten, in order: `0` where the number has
    /// none (before its first significant digit or after its last).
    private func text(powers: some Sequence<Int>) -> String {
        var bytes: [UInt8] = []
        for p in powers {
            let k = magnitude - p
            bytes.append(UInt8(ascii: "0") + (k >= 0 && k < digits.count ? digits[k] : 0))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
