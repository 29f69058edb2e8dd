import Foundation

/// What the process does first, before anything opens a file or a connection.
///
/// - Descriptors 0, 1 and 2 that the parent closed (`2>&-`) are reopened on /dev/null. Left
///   closed, the next open(2) takes the number: with stderr closed, the X11 connection became
///   descriptor 2, a diagnostic line went into the X protocol stream, and the window's next
///   round trip to the server waited forever for a reply (a hang that SIGTERM could not end,
///   since SDL had already turned the signal into a quit event the stuck loop never read).
/// - SIGPIPE and SIGXFSZ are ignored: a reader that went away or a file-size limit then shows
///   up as EPIPE or EFBIG from write(2), which every write checks (exit 3 with one line),
///   instead of killing the process without a word.
/// - SIGHUP, SIGQUIT, SIGTERM and SIGINT end it cleanly (`TerminationSignals`).
enum ProcessSetup {
    /// True when the parent closed standard output: data written there would be lost, so
    /// `OutputFile.standardOutput` refuses it (exit 3) rather than pretend.
    nonisolated(unsafe) private(set) static var standardOutputWasClosed = false

    static func prepare() {
        for fd in Int32(0)...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            if fd == STDOUT_FILENO { standardOutputWasClosed = true }
            let null = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != fd {
                dup2(null, fd)
                close(null)
            }
        }
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        TerminationSignals.install()
    }
}
