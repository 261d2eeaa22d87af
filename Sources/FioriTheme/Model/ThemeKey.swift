/// A property of a `nuiClass` to look up again and again, made once: it carries its bytes and
/// their hash, so a lookup with it (``Theme/value(_:state:)``) neither reads the strings nor
/// hashes them, as a ``ControlState`` carries its place among the states. It works with any
/// theme.
///
/// ```swift
/// extension ThemeKey {
///     static let kpiTint = ThemeKey("tint-color", for: "fdlFUIKPIView")
/// }
/// let tint = theme.color(.kpiTint, state: .disabled, variant: .darkBackground)
/// ```
public struct ThemeKey: Hashable, Sendable {
    /// The property, its base name (`tint-color`).
    public let property: String
    /// The `nuiClass`: one class, or a chain `Button:LargeButton`.
    public let classPath: String
    /// `classPath ‖ 0xFF ‖ property`, as the index's records hold their keys.
    let bytes: [UInt8]
    /// How many of ``bytes`` are the class path's.
    let classPathCount: Int
    /// The index's hash of the class path and property (``ThemeIndex/hash(_:_:)``).
    let hash: UInt64
    /// Whether the class path is one class, looked up with ``hash``.
    let isOneClass: Bool
    /// For a chain, its classes right to left (the order of a lookup), each with its hash;
    /// empty otherwise. `none`, and a chain without a class name, are looked up from the
    /// strings, as without a key.
    let chain: [ChainClass]

    /// One class of a chain: where its name lies in ``bytes``, and the hash of it with the
    /// property.
    struct ChainClass: Sendable {
        let start: Int
        let count: Int
        let hash: UInt64
    }

    /// The key for `property` (its base name) of a view with `nuiClass` `classPath`.
    public init(_ property: String, for classPath: String) {
        self.property = property
        self.classPath = classPath
        let path = Array(classPath.utf8)
        let name = Array(property.utf8)
        var colons: UInt64 = 0
        hash = path.withUnsafeBufferPointer { path in
            name.withUnsafeBufferPointer { ThemeIndex.hash(path, $0, colons: &colons) }
        }
        bytes = path + [0xFF] + name
        classPathCount = path.count
        isOneClass = colons == 0 && classPath != "none"
        chain =
            colons == 0
            ? []
            : path.withUnsafeBufferPointer { path in
                name.withUnsafeBufferPointer { property in
                    path.split(separator: UInt8(ascii: ":")).reversed().map { name in
                        ChainClass(
                            start: name.startIndex, count: name.count,
                            hash: ThemeIndex.hash(UnsafeBufferPointer(rebasing: name), property))
                    }
                }
            }
    }

    /// Keys are equal when their property and class path are.
    public static func == (lhs: ThemeKey, rhs: ThemeKey) -> Bool {
        lhs.property == rhs.property && lhs.classPath == rhs.classPath
    }

    /// Hashes the property and class path.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(property)
        hasher.combine(classPath)
    }

    /// The class path's bytes and the property's, where ``bytes`` holds them.
    func withBytes<Result>(
        _ body: (_ classPath: UnsafeBufferPointer<UInt8>, _ property: UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        bytes.withUnsafeBufferPointer { bytes in
            body(
                UnsafeBufferPointer(rebasing: bytes[..<classPathCount]),
                UnsafeBufferPointer(rebasing: bytes[(classPathCount + 1)...]))
        }
    }
}
