import FioriTheme

/// Writes a JSON document member by member, byte for byte as ``JSONValue/serialized(pretty:)``
/// prints it (pretty or compact), without building the tree first: the caller gives each
/// object's keys in sorted order. Strings and numbers are written by ``JSONValue``'s own
/// functions.
///
/// The bytes go into a buffer the writer grows itself: a document of a large table is
/// hundreds of thousands of short pieces, and an array's `append` checks its uniqueness and
/// capacity for each. Made with a sink, the writer never grows its buffer: whenever it is
/// full, it hands the bytes written so far to the sink and starts again at its beginning, so
/// a document of any size costs one buffer (what `fdlc lsp` does with a large response).
package struct JSONStreamWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    /// Whether members and items go on lines of their own, indented (and `: ` after a key).
    private let pretty: Bool
    /// Where a full buffer goes; nil to grow the buffer instead.
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?
    /// A string as ``JSONValue`` writes it, before it is copied in.
    private var scratch: [UInt8] = []
    /// The depth of the open container's members.
    private var depth = 0
    /// Whether the open container has no member yet.
    private var empty = true

    /// Creates a writer that grows its buffer from `capacity` bytes and writes pretty
    /// (``JSONValue/serialized(pretty:)`` with `pretty` true) or compact.
    package init(capacity: Int, pretty: Bool = true) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
        self.pretty = pretty
        sink = nil
    }

    /// Creates a writer that hands its bytes to `sink` in pieces of at most `chunk` bytes,
    /// in order, each time its buffer of that size is full and at ``flush()``; the pieces are
    /// valid only during the call.
    package init(chunk: Int, pretty: Bool, sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        capacity = max(chunk, 64)
        base = .allocate(capacity: capacity)
        self.pretty = pretty
        self.sink = sink
    }

    deinit { base.deallocate() }

    /// The document, ending with a line break.
    package mutating func finish() -> String {
        reserve(1)
        put(UInt8(ascii: "\n"))
        return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// Hands the bytes not yet handed over to the sink (of a writer made with one).
    package mutating func flush() {
        guard let sink, count > 0 else { return }
        sink(UnsafeBufferPointer(start: base, count: count))
        count = 0
    }

    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts the member `key` of the open object; its value follows.
    package mutating func key(_ key: String) {
        item()
        string(key)
        reserve(2)
        put(UInt8(ascii: ":"))
        if pretty { put(UInt8(ascii: " ")) }
    }

    /// Starts the member `key`, a literal that needs no escape.
    package mutating func fixedKey(_ key: StaticString) {
        item()
        reserve(key.utf8CodeUnitCount + 4)
        put(UInt8(ascii: "\""))
        put(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        put(UInt8(ascii: "\""))
        put(UInt8(ascii: ":"))
        if pretty { put(UInt8(ascii: " ")) }
    }

    /// Starts the next item of the open array; its value follows.
    package mutating func item() {
        reserve(2 + 2 * depth)
        if !empty { put(UInt8(ascii: ",")) }
        empty = false
        if pretty { newline() }
    }

    package mutating func string(_ value: String) {
        scratch.removeAll(keepingCapacity: true)
        JSONValue.writeString(value, to: &scratch)
        put(scratch)
    }

    /// A whole value, as ``JSONValue/serialized(pretty:)`` writes it at this depth.
    package mutating func value(_ value: JSONValue) {
        scratch.removeAll(keepingCapacity: true)
        value.write(to: &scratch, pretty: pretty, indent: depth)
        put(scratch)
    }

    package mutating func null() {
        let literal: StaticString = "null"
        reserve(4)
        put(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// As ``JSONValue/double(_:)`` writes it.
    package mutating func double(_ value: Double) { put(Array(JSONValue.format(value).utf8)) }

    package mutating func bool(_ value: Bool) {
        let literal: StaticString = value ? "true" : "false"
        reserve(5)
        put(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// An integer in decimal, as ``JSONValue/int(_:)`` writes it.
    package mutating func int(_ value: Int) {
        guard value >= 0 else {
            put(Array(String(value).utf8))
            return
        }
        reserve(20)
        var digits = 1
        var power = 10
        while digits < 19, value >= power {
            digits += 1
            power &*= 10
        }
        var rest = value
        for index in stride(from: count + digits - 1, through: count, by: -1) {
            base[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += digits
    }

    private mutating func open(_ bracket: UInt8) {
        reserve(1)
        put(bracket)
        depth += 1
        empty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        reserve(2 + 2 * depth)
        if pretty, !empty { newline() }
        put(bracket)
        // The container just closed is a member of the one around it.
        empty = false
    }

    /// A line break and the indentation of the open container's members; room reserved.
    private mutating func newline() {
        put(UInt8(ascii: "\n"))
        (base + count).initialize(repeating: UInt8(ascii: " "), count: 2 * depth)
        count += 2 * depth
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        makeRoom(extra)
    }

    /// Hands the buffer to the sink (if any), or grows it, to hold `extra` more bytes.
    @inline(never)
    private mutating func makeRoom(_ extra: Int) {
        flush()
        guard count + extra > capacity else { return }
        let grown = max(2 * capacity, count + extra)
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        new.initialize(from: base, count: count)
        base.deallocate()
        base = new
        capacity = grown
    }

    /// One byte; room reserved.
    private mutating func put(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Bytes; room reserved.
    private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Bytes, making room.
    private mutating func put(_ bytes: [UInt8]) {
        if sink != nil, bytes.count > capacity - count {
            putInPieces(bytes)
            return
        }
        reserve(bytes.count)
        bytes.withUnsafeBufferPointer { put($0) }
    }

    /// Bytes longer than the room left before the buffer goes to the sink: as many as fit,
    /// the buffer to the sink, and so on.
    @inline(never)
    private mutating func putInPieces(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { bytes in
            var rest = bytes
            while rest.count > capacity - count {
                let part = capacity - count
                put(UnsafeBufferPointer(rebasing: rest[..<part]))
                flush()
                rest = UnsafeBufferPointer(rebasing: rest[part...])
            }
            put(rest)
        }
    }
}
