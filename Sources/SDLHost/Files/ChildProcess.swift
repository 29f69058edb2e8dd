#if canImport(Glibc)
    import Glibc
#endif

/// A program started with `posix_spawn`, in place of Foundation's `Process`.
///
/// Swift 6.3.1's `Process.run()` on Linux reads 256 bytes past a `readdir` record while it
/// counts the parent's open descriptors (`findMaximumOpenFromProcSelfFD`, fixed upstream in
/// swift-corelibs-foundation PR 5472): now and then it crashes the parent. It did, in `fc-match`'s
/// launch inside the test runner. This starts the child without that walk: its standard output
/// and error go where asked, every other descriptor is closed in the child
/// (`posix_spawn_file_actions_addclosefrom_np`, glibc 2.34), and it starts with no signal
/// blocked and every signal at its default, whatever the parent blocks.
public final class ChildProcess: @unchecked Sendable {
    public enum Termination: Sendable, Equatable {
        case exit(Int32)
        case signal(Int32)
    }

    public let processIdentifier: pid_t
    public let arguments: [String]
    private var ended: Termination?

    /// Starts `executable` (an absolute path) with `arguments` and `environment`, its standard
    /// output and error on `stdout` and `stderr` (descriptors; nil: the parent's), its standard
    /// input `/dev/null` unless `inheritInput`.
    public init(
        executable: String, arguments: [String], environment: [String: String], stdout: Int32? = nil,
        stderr: Int32? = nil, inheritInput: Bool = true
    ) throws(ChildProcessError) {
        self.arguments = arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if !inheritInput { posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0) }
        if let stdout { posix_spawn_file_actions_adddup2(&actions, stdout, 1) }
        if let stderr { posix_spawn_file_actions_adddup2(&actions, stderr, 2) }
        Self.closeFrom(3, in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for p in argv { free(p) }
            for p in envp { free(p) }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard code == 0 else { throw ChildProcessError(executable: executable, code: code) }
        processIdentifier = pid
    }

    /// Whether it has not ended yet (reaps it when it has).
    public var isRunning: Bool {
        guard ended == nil else { return false }
        var status: Int32 = 0
        let r = waitpid(processIdentifier, &status, WNOHANG)
        if r == processIdentifier { ended = Self.termination(status) }
        return ended == nil && r == 0
    }

    /// Waits for it to end and says how.
    @discardableResult public func waitUntilExit() -> Termination {
        if let ended { return ended }
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) < 0 {
            guard errno == EINTR else {
                ended = .exit(-1)
                return .exit(-1)
            }
        }
        let t = Self.termination(status)
        ended = t
        return t
    }

    private static func termination(_ status: Int32) -> Termination {
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as functions.
        let signal = status & 0x7f
        return signal == 0 ? .exit((status >> 8) & 0xff) : .signal(signal)
    }

    /// Closes every descriptor from `low` up in the child: glibc's own action where it has one,
    /// else the parent's open descriptors marked close-on-exec (the parent never executes).
    private static func closeFrom(_ low: Int32, in actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
            if closeFrom(&actions, low) == 0 { return }
        }
        let limit = Int32(min(sysconf(Int32(_SC_OPEN_MAX)), 65_536))
        for fd in low..<max(low, limit) where fcntl(fd, F_GETFD) >= 0 {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
    }
}

/// A program that could not be started.
public struct ChildProcessError: Error, Sendable, CustomStringConvertible {
    public var executable: String
    public var code: Int32
    public var description: String { "cannot start \(executable): \(String(cString: strerror(code)))" }
}
