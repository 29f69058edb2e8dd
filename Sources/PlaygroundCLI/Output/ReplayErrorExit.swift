import Replay

extension ExitFailure {
    /// A replay file or recording problem as the command line reports it: the system refusing
    /// to store data (a full disk) is exit 3, everything else about a file is bad input (2).
    init(_ error: ReplayError) {
        self.init(code: error.kind == .writeFailed ? 3 : 2, message: error.description)
    }
}
