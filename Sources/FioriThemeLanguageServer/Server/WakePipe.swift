import Foundation

/// A pipe through which the check worker wakes the server's thread, which waits in `poll`
/// for input and for this pipe's read end at once.
final class WakePipe: Sendable {
    /// The end the server's thread polls and drains.
    let readEnd: Int32
    /// The end the worker writes a byte to; nil once closed, so a check that finishes after
    /// the server has returned never writes to a descriptor reused for something else.
    private let writeEnd: Locked<Int32?>

    /// Opens a pipe, both ends non-blocking; nil when the system has no descriptor to spare.
    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        readEnd = ends[0]
        writeEnd = Locked(ends[1])
    }

    /// Wakes the server's thread. (A full pipe already has a wake-up waiting.)
    func signal() {
        writeEnd.withLock { end in
            guard let end else { return }
            var byte: UInt8 = 1
            _ = write(end, &byte, 1)
        }
    }

    /// Reads every pending wake-up.
    func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Closes both ends.
    func close() {
        writeEnd.withLock { end in
            if let open = end { Foundation.close(open) }
            end = nil
        }
        Foundation.close(readEnd)
    }
}
