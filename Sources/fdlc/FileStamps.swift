import Foundation

/// The modification times and sizes of files, to notice when any of them changes.
struct FileStamps {
    private let paths: [String]
    private var stamps: [String?]

    init(_ paths: [String]) {
        self.paths = paths
        stamps = paths.map(FileStamps.stamp)
    }

    /// Re-reads the stamps; returns whether any file changed, appeared or disappeared.
    mutating func refresh() -> Bool {
        let current = paths.map(FileStamps.stamp)
        defer { stamps = current }
        return current != stamps
    }

    private static func stamp(_ path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(date)/\(attributes[.size] as? Int ?? -1)"
    }
}
