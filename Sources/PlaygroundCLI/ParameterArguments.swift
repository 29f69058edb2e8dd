import Playground

/// `--set NAME=VALUE` options, for `run` and `params`: each goes through the one validation
/// replay headers go through too (`ParameterCatalog.validate`), and the first bad one is the
/// one-line error (exit 2).
enum ParameterArguments {
    static func parse(_ pairs: [String]) throws(ExitFailure) -> ParameterValues {
        var values = ParameterValues()
        for pair in pairs {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw ExitFailure.badInput("--set wants NAME=VALUE (e.g. salon.deceleration_rate=0.99), not "
                                           + ParameterError.quoted(pair) + "; \(ParameterError.advice)")
            }
            do {
                try values.set(parts[0], to: parts[1])
            } catch {
                throw ExitFailure.badInput("--set: \(error)")
            }
        }
        return values
    }
}
