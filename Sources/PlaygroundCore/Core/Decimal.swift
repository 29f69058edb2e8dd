/// Fixed-point text for numbers on screen ("12.5", "-0.30"), without Foundation's
/// String(format:), which the core does not import. Non-finite values print as "–".
///
/// Every finite double prints. Where `value × 10^digits` fits a 64-bit integer (every number a
/// screen shows), it is rounded there, as it always was, so existing text keeps every byte.
/// Beyond that the digits are rounded as text: positional with `digits` decimals below 10^15,
/// and `1.7976931348623157e+308` above, where a fixed-point form would be hundreds of digits
/// wide and its decimals would only repeat zeros.
public func decimal(_ value: Double, digits: Int = 1) -> String {
    guard value.isFinite else { return "–" }
    let places = max(0, digits)
    // 10^18 is the largest power of ten an Int holds; 9e18 keeps the rounded product under Int.max.
    if places <= 18 {
        let scale = (0..<places).reduce(1) { r, _ in r * 10 }
        let product = value * Double(scale)
        if abs(product) < 9.0e18 {
            let scaled = Int(product.rounded())
            let sign = scaled < 0 ? "-" : ""
            let whole = abs(scaled) / scale
            guard places > 0 else { return sign + String(whole) }
            let fraction = String(abs(scaled) % scale)
            return sign + String(whole) + "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
    }
    var text = DecimalDigits(value)
    guard abs(value) < 1e15 else { return text.scientific() }
    text.round(fractionDigits: places)
    return text.positional(fractionDigits: places)
}
