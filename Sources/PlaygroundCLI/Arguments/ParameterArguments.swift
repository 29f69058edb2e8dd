import PlaygroundCore

/// `--set NAME=VALUE` options, for `run` and `params`: each goes through the one validation
/// replay headers go through too (`ParameterCatalog.validate`), and the first bad one is the
/// one-line error (exit 2). A name without a demo (`physics=android`) sets every parameter of
/// that name, in every demo and scene that declares one.
enum ParameterArguments {
    static func parse(_ pairs: [String], catalog: ParameterCatalog = .builtIn) throws(ExitFailure) -> ParameterValues {
        var values = ParameterValues(catalog: catalog)
        for (spec, value) in try changes(pairs, catalog: catalog) { values.set(spec, to: value) }
        return values
    }

    /// Each `NAME=VALUE` validated, in order (a later one of the same name wins when applied).
    static func changes(_ pairs: [String], catalog: ParameterCatalog = .builtIn) throws(ExitFailure) -> [(
        spec: ParameterSpec, value: ParameterValue
    )] {
        var changes: [(spec: ParameterSpec, value: ParameterValue)] = []
        for pair in pairs {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw ExitFailure.badInput(
                    "--set wants NAME=VALUE (e.g. salon.deceleration_rate=0.99), not "
                        + ParameterError.quoted(pair) + "; \(ParameterError.advice)")
            }
            do {
                // A bare name every scrolling demo declares (`physics=android`) sets it in each.
                let everywhere = catalog.spec(named: parts[0]) == nil && !parts[0].contains(".")
                let names = everywhere ? catalog.all.map(\.name).filter { $0.hasSuffix("." + parts[0]) } : []
                for name in names.isEmpty ? [parts[0]] : names {
                    changes.append(try catalog.validate(name: name, text: parts[1]))
                }
            } catch {
                throw ExitFailure.badInput("--set: \(error)")
            }
        }
        return changes
    }
}
