import Foundation
import Motion
import PlaygroundCore

/// How many of the display's own points each app point takes: the app lays out in points, so a
/// UI scale of 2 gives it half the points and draws each twice as large (text rasterised at the
/// larger size, not stretched). It multiplies the HiDPI pixel scale, which the display decides.
public struct UIScale: Equatable, Sendable, CustomStringConvertible {
    /// The scales Ctrl + and Ctrl − step through.
    public static let steps: [Double] = [0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3]
    /// The smallest window the app lays out in (points); a larger scale that would leave less is refused.
    public static let minimumPoints = Size(width: 320, height: 240)

    public let value: Double

    /// `value` must be one of `steps`' range; anything else is a programming error (`parse` checks input).
    public init(_ value: Double) {
        precondition(value.isFinite && value > 0, "a UI scale is a positive number")
        self.value = value
    }

    public static let one = UIScale(1)

    public var description: String { NumberText.short(value) }

    /// `--ui-scale X`: a number from the first to the last step. Nil with the reason otherwise.
    public static func parse(_ text: String) -> Result<UIScale, UIScaleError> {
        guard let x = Double(text.trimmingCharacters(in: .whitespaces)), x.isFinite else {
            return .failure(UIScaleError(text: text))
        }
        guard (steps.first!...steps.last!).contains(x) else { return .failure(UIScaleError(text: text)) }
        return .success(UIScale(x))
    }

    /// The step nearest `x` (ties go to the larger), for a desktop setting such as 1.3.
    public static func nearestStep(_ x: Double) -> UIScale {
        UIScale(steps.min { abs($0 - x) < abs($1 - x) || (abs($0 - x) == abs($1 - x) && $0 > $1) }!)
    }

    /// The window's size in app points for a client area of `windowPoints` (SDL's window
    /// coordinates: pixels on X11, the display's points on a HiDPI display).
    public func points(fromWindow windowPoints: Size) -> Size {
        Size(width: windowPoints.width / value, height: windowPoints.height / value)
    }

    /// A position in SDL's window coordinates (pointer events) as app points.
    public func point(fromWindow p: Point) -> Point { Point(x: p.x / value, y: p.y / value) }

    /// The window's client area for `points` app points.
    public func windowSize(forPoints points: Size) -> Size {
        Size(width: points.width * value, height: points.height * value)
    }

    /// This scale, or the largest step under it that leaves a window of `windowPoints` at least
    /// `minimumPoints` (a desktop's 2 on a small window); 1 if none does.
    public func fitting(window windowPoints: Size) -> UIScale {
        func fits(_ scale: UIScale) -> Bool {
            let points = scale.points(fromWindow: windowPoints)
            return points.width >= Self.minimumPoints.width && points.height >= Self.minimumPoints.height
        }
        if fits(self) { return self }
        return Self.steps.last { $0 < value && fits(UIScale($0)) }.map(UIScale.init) ?? .one
    }

    /// The next step up (Ctrl +) or down (Ctrl −) from this scale, or nil at the end of the
    /// steps or when the window (`windowPoints`) would give the app less than `minimumPoints`.
    public func stepped(up: Bool, window windowPoints: Size) -> UIScale? {
        let next = up ? Self.steps.first { $0 > value + 1e-9 } : Self.steps.last { $0 < value - 1e-9 }
        guard let next else { return nil }
        let scale = UIScale(next)
        let points = scale.points(fromWindow: windowPoints)
        if up, points.width < Self.minimumPoints.width || points.height < Self.minimumPoints.height { return nil }
        return scale
    }
}

/// A `--ui-scale` value that is not a number in the steps' range.
public struct UIScaleError: Error, CustomStringConvertible, Equatable {
    public var text: String

    public var description: String {
        let steps = UIScale.steps.map { NumberText.short($0) }.joined(separator: ", ")
        return "\(ParameterError.quoted(text)) is not a UI scale: a number from "
            + "\(NumberText.short(UIScale.steps.first!)) to \(NumberText.short(UIScale.steps.last!)) "
            + "(Ctrl + and Ctrl − step through \(steps))"
    }
}
