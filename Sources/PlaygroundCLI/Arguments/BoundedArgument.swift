import ArgumentParser

/// Whole-number options parsed with their allowed range, for `@Option(transform:)`, so that
/// `--frames 1e12` or `--seed -1` is refused with the value and the range (exit 2), never
/// with a bare "invalid" nor a number too big for the work it asks for.
enum BoundedArgument {
    static func integer(_ range: ClosedRange<Int>) -> @Sendable (String) throws -> Int {
        { text in
            guard let value = Int(text), range.contains(value) else {
                throw ValidationError("out of range: a whole number in \(range.lowerBound)...\(range.upperBound)")
            }
            return value
        }
    }

    static func seed(_ text: String) throws -> UInt64 {
        guard let value = UInt64(text) else {
            throw ValidationError("out of range: a whole number in 0...\(UInt64.max)")
        }
        return value
    }
}
