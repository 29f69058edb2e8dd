/// Fixed-point text for numbers on screen ("12.5", "-0.30"), without Foundation's
/// String(format:), which the core does not import. Non-finite values print as "–".
public func decimal(_ value: Double, digits: Int = 1) -> String {
    guard value.isFinite else { return "–" }
    let scale = (0..<max(0, digits)).reduce(1) { r, _ in r * 10 }
    let scaled = Int((value * Double(scale)).rounded())
    let sign = scaled < 0 ? "-" : ""
    let whole = abs(scaled) / scale
    guard digits > 0 else { return sign + String(whole) }
    let fraction = String(abs(scaled) % scale)
    return sign + String(whole) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
}
