import Foundation

/// Reads a whole file, a pipe or a device, but never more than a limit: a theme, catalog,
/// configuration or baseline larger than ``limit`` bytes is refused after reading at most
/// `limit + 1` bytes of it (a regular file's size is known before reading), so `/dev/zero`
/// or a runaway pipe ends with an error instead of exhausting memory.
package struct BoundedReader: Sendable {
    /// The limit when none is set: 256 MiB, far above any real theme (the largest known are a
    /// few hundred kilobytes) and above the 100 MB files the hostile-input tests compile.
    package static let defaultLimit = 256 << 20

    /// The most bytes a read gives.
    package var limit: Int

    /// A reader that reads at most `limit` bytes.
    package init(limit: Int = BoundedReader.defaultLimit) {
        self.limit = limit
    }

    /// Why a read failed.
    package enum Failure: Error, Equatable {
        /// The system's error number (`ENOENT`, `EACCES`, `ELOOP`, …).
        case system(Int32)
        /// The path names a folder.
        case isDirectory
        /// There is more than the limit.
        case tooLarge(limit: Int)

        /// The reason, lowercase: the system's own words for a system error.
        package var reason: String {
            switch self {
            case .system(let number): String(cString: strerror(number)).lowercased()
            case .isDirectory: "it is a directory"
            case .tooLarge(let limit):
                "it is larger than \(BoundedReader.describe(limit)), the most fdlc reads (set FDLC_MAX_INPUT_SIZE to change it)"
            }
        }
    }

    /// Every byte of the file at `path` (links followed), or why not.
    package func read(path: String) -> Result<[UInt8], Failure> {
        var descriptor: Int32
        repeat { descriptor = open(path, O_RDONLY | O_CLOEXEC) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { return .failure(.system(errno)) }
        defer { close(descriptor) }
        return read(descriptor: descriptor)
    }

    /// Every byte `descriptor` gives up to its end, or why not. A regular file larger than the
    /// limit is refused without reading; anything else is read until its end or one byte past
    /// the limit.
    ///
    /// Memory peaks at about the bytes read, never twice them: a regular file of known size is
    /// read in one piece (plus the byte that shows its end); a stream, first into 64 KiB, and
    /// when that fills, into one buffer of the limit's size that only grows in place (its
    /// pages are backed by memory only as they are read into).
    package func read(descriptor: Int32) -> Result<[UInt8], Failure> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system(errno)) }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { return .failure(.isDirectory) }
        var expected = 0
        if kind == S_IFREG {
            expected = Int(info.st_size)
            if expected > limit { return .failure(.tooLarge(limit: limit)) }
        }
        let first = min(max(expected + 1, 65_536), limit + 1)
        var failure: Int32 = 0
        let start = [UInt8](unsafeUninitializedCapacity: first) { buffer, count in
            count = Self.fill(buffer, from: 0, reading: descriptor, failure: &failure)
        }
        if failure != 0 { return .failure(.system(failure)) }
        if start.count < first { return .success(start) }
        if start.count > limit { return .failure(.tooLarge(limit: limit)) }
        let bytes = [UInt8](unsafeUninitializedCapacity: limit + 1) { buffer, count in
            _ = buffer.initialize(fromContentsOf: start)
            count = Self.fill(buffer, from: start.count, reading: descriptor, failure: &failure)
        }
        if failure != 0 { return .failure(.system(failure)) }
        return bytes.count > limit ? .failure(.tooLarge(limit: limit)) : .success(bytes)
    }

    /// Reads from `descriptor` into `buffer` past its first `count` bytes until the buffer is
    /// full or the input ends, and returns how many bytes the buffer then holds; an error sets
    /// `failure` to its number.
    private static func fill(
        _ buffer: UnsafeMutableBufferPointer<UInt8>, from count: Int, reading descriptor: Int32, failure: inout Int32
    ) -> Int {
        var count = count
        while count < buffer.count {
            let result = Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if result > 0 {
                count += result
            } else if result == 0 {
                break
            } else if errno != EINTR {
                failure = errno
                break
            }
        }
        return count
    }

    /// A size for a message: `256 MiB`, `64 KiB`, `1 GiB`, or bytes.
    package static func describe(_ size: Int) -> String {
        for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)]
        where size >= 1 << shift && size % (1 << shift) == 0 {
            return "\(size >> shift) \(unit)"
        }
        return "\(size) byte\(size == 1 ? "" : "s")"
    }

    /// A size as `FDLC_MAX_INPUT_SIZE` gives it: a whole number of bytes, optionally followed
    /// by `K`, `M` or `G` (binary units, any case, an optional `iB` or `B`); nil when it is not one.
    package static func parseSize(_ text: String) -> Int? {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        var shift = 0
        for suffix in ["kib", "kb", "k", "mib", "mb", "m", "gib", "gb", "g", "b"]
        where digits.lowercased().hasSuffix(suffix) {
            shift = ["k": 10, "m": 20, "g": 30, "b": 0][suffix.prefix(1)] ?? 0
            digits = digits.dropLast(suffix.count)
            break
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let number = Int(digits), number >= 0,
            number <= (Int(UInt32.max) - 1) >> shift
        else { return nil }
        return number << shift
    }
}
