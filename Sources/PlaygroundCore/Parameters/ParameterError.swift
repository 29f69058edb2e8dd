/// Why a `NAME=VALUE` is refused, from `--set` or a replay header alike. The description is
/// one line naming the parameter, what it accepts and where to look them all up.
public enum ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No demo declares this name (nor an old name for it); `suggestion` is the nearest one.
    case unknownName(String, suggestion: String?)
    /// The text is not a finite decimal number.
    case notANumber(ParameterSpec, text: String)
    /// An integer parameter was given a fraction.
    case notWhole(ParameterSpec, text: String)
    case outOfRange(ParameterSpec, text: String)
    case notAChoice(ParameterSpec, text: String)
    /// An old name and the current one both appear, with different values.
    case conflictingNames(ParameterSpec, alias: String)

    /// What is wrong, e.g. `salon.deceleration_rate = 1.5 is out of range (0.9 to 0.9999 per ms)`.
    public var problem: String {
        switch self {
        case .unknownName(let name, let suggestion):
            "unknown parameter " + Self.quoted(name) + (suggestion.map { " (did you mean \($0)?)" } ?? "")
        case .notANumber(let spec, let text):
            "\(spec.name) = \(Self.quoted(text)) is not a number (\(spec.allowedText))"
        case .notWhole(let spec, let text):
            "\(spec.name) = \(Self.quoted(text)) is not a whole number (\(spec.allowedText))"
        case .outOfRange(let spec, let text):
            "\(spec.name) = \(Self.quoted(text)) is out of range (\(spec.allowedText))"
        case .notAChoice(let spec, let text):
            "\(spec.name) = \(Self.quoted(text)) is not a choice (\(spec.allowedText))"
        case .conflictingNames(let spec, let alias):
            "\(alias) (an old name for \(spec.name)) and \(spec.name) are both set, to different values"
        }
    }

    /// What to do.
    public static let advice = "`playground params` lists every parameter with its range and unit"

    public var description: String { problem + "; " + Self.advice }

    /// The name of the parameter the error is about (the unknown name itself for `.unknownName`).
    public var parameterName: String {
        switch self {
        case .unknownName(let name, _): name
        case .notANumber(let spec, _), .notWhole(let spec, _), .outOfRange(let spec, _), .notAChoice(let spec, _),
            .conflictingNames(let spec, _):
            spec.name
        }
    }

    /// Text from the user, on one line: quoted, cut at 40 characters, every unsafe character
    /// (`UnsafeScalars`, line feed and tab too) and every invisible format character (a zero-width
    /// space) shown as every other message shows it, `\u001b` (docs/reliability.md).
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for (i, scalar) in text.unicodeScalars.enumerated() {
            if i == 40 {
                out += "…"
                break
            }
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                let category = scalar.properties.generalCategory
                if UnsafeScalars.contains(scalar) || [.format, .lineSeparator, .paragraphSeparator].contains(category) {
                    out += UnsafeScalars.escape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
