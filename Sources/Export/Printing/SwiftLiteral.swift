import Motion
import PlaygroundCore

/// How the Swift printers (`UIKitPrinter`, `SwiftUIPrinter`) write numbers, curves and the banner:
/// a value to the precision that matters, not the 17 digits of a `Double`.
enum SwiftLiteral {
    /// `280`, `0.35`, `0.628`: a whole number as it is, a value with at most four significant
    /// digits as written, anything longer (a derived value) to three.
    static func number(_ x: Double) -> String {
        let exact = NumberText.format(x)
        let digits = exact.filter(\.isNumber).drop { $0 == "0" }
        return x == x.rounded() || digits.count <= 4 ? exact : NumberText.short(x, significant: 3)
    }

    /// A deceleration rate: its distance from 1 decides the glide, so it keeps its digits there
    /// (`0.998`, `0.9985`).
    static func rate(_ r: Double) -> String {
        guard r > 0 && r < 1 else { return number(r) }
        var scale = 100.0
        while (1 - r) * scale < 100 && scale < 1e12 { scale *= 10 }
        return NumberText.format((r * scale).rounded() / scale)
    }

    /// The control points of `easing` as a cubic Bézier (the nearest one for a Penner curve), to two
    /// decimals as cubic-bezier.com gives them. The one place a Bézier is written, so the curves'
    /// canonical equivalents can replace the fit here.
    static func bezier(_ easing: Easing) -> [String] {
        BezierEquivalent(easing).rounded.numbers
    }

    /// The one line near the top saying what `host` cannot keep of the tuning (`lost`), with the
    /// playground's measurement of a flick under both (`measured`, made when the document was
    /// built; it may find no difference: the line still says what was not kept); empty when the
    /// subject has nothing to release.
    static func difference(host: String, lost: String, measured: ExportMeasurement?) -> String {
        guard let measured else { return "" }
        let (tuned, primitive) = (measured.tuned, measured.primitive)
        guard measured.differs else {
            // Still said: the tuned value is not in the code, and the reader should know it costs nothing here.
            let settle = tuned.settleMilliseconds.map {
                ", settling in " + NumberText.short($0 / 1000, significant: 2) + " s"
            }
            return SourceLanguage.swift.lineComment(
                "\(host) keeps \(lost): a \(number(ExportMeasurement.flickVelocity)) pt/s flick rests alike either "
                    + "way\(tuned.item.map { " (item \($0)" + (settle ?? "") + ")" } ?? (settle ?? "")).", width: .max)
        }
        let further = primitive.offset - tuned.offset
        var rest =
            abs(further) <= 0.5
            ? "rests at the same place"
            : "rests \(number(abs(further).rounded())) pt \(further > 0 ? "further" : "shorter")"
        if let a = primitive.item, let b = tuned.item, a != b {
            rest += " (\(abs(a - b)) item\(abs(a - b) == 1 ? "" : "s"))"
        }
        let settle = [primitive.settleMilliseconds, tuned.settleMilliseconds].map { ms in
            ms.map { NumberText.short($0 / 1000, significant: 2) + " s" } ?? "over 10 s"
        }
        return SourceLanguage.swift.lineComment(
            "\(host) keeps \(lost): a \(number(ExportMeasurement.flickVelocity)) pt/s flick \(rest), settling in "
                + "\(settle[0]) instead of \(settle[1]).", width: .max)
    }
}

extension SwiftLiteral {
    /// A parameter's value for a comment: `0.998`, `easeInOutCubic`.
    static func value(_ value: ParameterValue) -> String {
        switch value {
        case .number(let x): number(x)
        case .choice(let c): c
        }
    }
}
