/// Linear interpolation: `a` at progress 0, `b` at progress 1, extrapolating outside.
@inlinable
public func lerp(_ a: Double, _ b: Double, _ progress: Double) -> Double {
    a + (b - a) * progress
}

/// `value` limited to `range`; NaN becomes the lower bound so nothing downstream sees it.
@inlinable
public func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
    guard !value.isNaN else { return range.lowerBound }
    return min(max(value, range.lowerBound), range.upperBound)
}
