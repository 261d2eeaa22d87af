import Foundation

/// Signal handling for the long-running `--watch` mode.
enum Signals {
    /// Lets Ctrl-C and `kill` stop the process even when the parent started it with those
    /// signals blocked (test runners and some CI agents do), since the watch loop never ends
    /// on its own.
    static func unblockTermination() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, signal) }
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }
}
