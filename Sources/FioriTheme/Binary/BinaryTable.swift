import Foundation

/// A compact binary table (``BinaryTableLayout``), checked once when loaded and then read in
/// place: a ``Theme`` answers lookups from its index and colours, finds palette overrides by
/// a binary search of their keys, and decodes the whole ``StyleTable`` only when asked for it.
final class BinaryTable: @unchecked Sendable {
    typealias Layout = BinaryTableLayout
    typealias Section = Layout.Section

    /// The file; never changed after the checks.
    let bytes: [UInt8]
    /// Per section, its range in ``bytes``.
    private let sections: [Range<Int>]
    /// How many declarations are unconditional (the index's), and in all.
    private(set) var unconditionalCount = 0
    let declarationCount: Int
    let overrideCount: Int
    private let classCount: Int
    private let mediaCount: Int
    private let listCount: Int

    /// The table, decoded the first time it is asked for; `lock` guards it.
    private var decoded: StyleTable?
    private let lock = NSLock()

    /// Checks `bytes` as a whole: header, checksum, every section's bounds and every
    /// reference, so that reading it later cannot go out of bounds.
    init(bytes: [UInt8]) throws(StyleTableLoadError) {
        self.bytes = bytes
        let checked = try bytes.withUnsafeBytes { raw in
            Result { () throws(StyleTableLoadError) in try Self.sections(of: raw) }
        }.get()
        sections = checked
        func count(_ section: Section, _ size: Int) throws(StyleTableLoadError) -> Int {
            guard checked[section.rawValue].count % size == 0 else {
                throw Self.error(
                    "the \(section) section is not a whole number of \(size)-byte records",
                    at: Layout.headerSize + 8 * section.rawValue)
            }
            return checked[section.rawValue].count / size
        }
        declarationCount = try count(.declarations, Layout.entrySize)
        overrideCount = try count(.overrides, Layout.entrySize)
        classCount = try count(.classes, Layout.classSize)
        mediaCount = try count(.media, Layout.mediaSize)
        listCount = try count(.stringLists, 8)
        try check()
    }

    /// Checks every record and reference of the sections this type reads.
    private func check() throws(StyleTableLoadError) {
        let checked = sections
        var unconditional = 0
        for position in 0..<classCount {
            let record = checked[Section.classes.rawValue].lowerBound + position * Layout.classSize
            try checkString(at: record)
            try checkRun(first: word(record + 8), count: word(record + 12), from: unconditional, at: record)
            unconditional += word(record + 12)
        }
        unconditionalCount = unconditional
        var next = unconditional
        var nextMedia = 0
        for position in 0..<classCount {
            let record = checked[Section.classes.rawValue].lowerBound + position * Layout.classSize
            guard word(record + 16) == nextMedia, word(record + 20) <= mediaCount - nextMedia else {
                throw Self.error("class \(position)'s media queries are out of order", at: record + 16)
            }
            nextMedia += word(record + 20)
        }
        guard nextMedia == mediaCount else { throw Self.error("media queries that no class has", at: 0) }
        for position in 0..<mediaCount {
            let record = checked[Section.media.rawValue].lowerBound + position * Layout.mediaSize
            try checkString(at: record)
            try checkRun(first: word(record + 8), count: word(record + 12), from: next, at: record)
            next += word(record + 12)
        }
        guard next == declarationCount else { throw Self.error("declarations that no class has", at: 0) }
        for position in 0..<listCount {
            try checkString(at: checked[Section.stringLists.rawValue].lowerBound + position * 8)
        }
        for position in 0..<declarationCount { try checkEntry(declaration(position), isOverride: false) }
        var previous: Range<Int>?
        for position in 0..<overrideCount {
            let entry = override(position)
            try checkEntry(entry, isOverride: true)
            let key = string(at: entry + Layout.Entry.key)
            if let previous, !bytes[previous].lexicographicallyPrecedes(bytes[key]) {
                throw Self.error("palette override keys are not sorted", at: entry)
            }
            previous = key
        }
    }

    /// The table, decoded from the bytes once.
    var table: StyleTable {
        lock.lock()
        defer { lock.unlock() }
        if let decoded { return decoded }
        let table = decodeTable()
        decoded = table
        return table
    }

    // MARK: - Reading

    /// The offset of declaration `number`'s entry.
    func declaration(_ number: Int) -> Int {
        sections[Section.declarations.rawValue].lowerBound + number * Layout.entrySize
    }

    /// The offset of override `number`'s entry.
    func override(_ number: Int) -> Int {
        sections[Section.overrides.rawValue].lowerBound + number * Layout.entrySize
    }

    /// The range of `section` in ``bytes``.
    func range(of section: Section) -> Range<Int> { sections[section.rawValue] }

    /// The little-endian 4-byte number at `offset`, as an `Int` (`Int.max` where an `Int` has
    /// 32 bits and cannot hold it, which every check then rejects).
    func word(_ offset: Int) -> Int {
        bytes.withUnsafeBytes {
            Int(exactly: UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) ?? .max
        }
    }

    /// The little-endian 8-byte number at `offset`.
    func doubleWord(_ offset: Int) -> UInt64 {
        bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    }

    /// The bytes of the string referenced at `offset` (checked when loaded).
    func string(at offset: Int) -> Range<Int> {
        let start = range(of: .strings).lowerBound + word(offset)
        return start..<(start + word(offset + 4))
    }

    /// The string referenced at `offset`, decoded.
    func text(at offset: Int) -> String {
        String(decoding: bytes[string(at: offset)], as: UTF8.self)
    }

    /// The list referenced at `offset`, decoded.
    func list(at offset: Int) -> [String] {
        let first = range(of: .stringLists).lowerBound + word(offset) * 8
        return (0..<word(offset + 4)).map { text(at: first + $0 * 8) }
    }

    // MARK: - Checks

    private static func sections(of raw: UnsafeRawBufferPointer) throws(StyleTableLoadError) -> [Range<Int>] {
        let directoryEnd = Layout.headerSize + 8 * Section.count
        guard raw.count >= 4, raw.prefix(4).elementsEqual(Layout.magic) else {
            throw error("not a binary style table: it does not start with 'FDLT'", at: 0)
        }
        guard raw.count >= Layout.headerSize else { throw error("truncated: the header is cut short", at: raw.count) }
        func word(_ offset: Int) -> Int {
            Int(exactly: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) ?? .max
        }
        guard word(4) == Layout.version else {
            throw error("unsupported binary table version \(word(4)); this fdlc reads version \(Layout.version)", at: 4)
        }
        guard word(8) == raw.count else {
            let problem = word(8) > raw.count ? "truncated" : "longer than its header says"
            throw error("\(problem): the header says \(word(8)) bytes, the file has \(raw.count)", at: 8)
        }
        guard UInt32(word(12)) == Layout.indexFingerprint else {
            throw error("written for another set of states or palette variants; compile the theme again", at: 12)
        }
        guard word(24) == Section.count, word(28) == 0, raw.count >= directoryEnd, raw.count % 8 == 0 else {
            throw error("the header's section directory is malformed", at: 24)
        }
        let stored = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
        guard Layout.checksum(UnsafeRawBufferPointer(rebasing: raw[Layout.headerSize...])) == stored else {
            throw error("corrupt: the checksum does not match the contents", at: 16)
        }
        var sections: [Range<Int>] = []
        var end = directoryEnd
        for section in Section.allCases {
            let offset = word(Layout.headerSize + 8 * section.rawValue)
            let length = word(Layout.headerSize + 8 * section.rawValue + 4)
            guard offset >= end, offset % 8 == 0, length <= raw.count - offset else {
                throw error(
                    "the \(section) section lies outside the file", at: Layout.headerSize + 8 * section.rawValue)
            }
            sections.append(offset..<(offset + length))
            end = offset + length
        }
        return sections
    }

    /// Checks that `count` declarations from `first` are the next ones, `expected` on.
    private func checkRun(first: Int, count: Int, from expected: Int, at record: Int) throws(StyleTableLoadError) {
        guard first == expected, count <= declarationCount - first else {
            throw Self.error("a run of declarations is out of order or out of bounds", at: record + 8)
        }
    }

    /// Checks the string reference at `offset`.
    private func checkString(at offset: Int) throws(StyleTableLoadError) {
        let start = word(offset)
        guard start <= range(of: .strings).count, word(offset + 4) <= range(of: .strings).count - start else {
            throw Self.error("a string lies outside the strings section", at: offset)
        }
    }

    /// Checks the optional string reference at `offset`.
    private func checkOptionalString(at offset: Int) throws(StyleTableLoadError) {
        guard UInt32(word(offset)) == Layout.none else { return try checkString(at: offset) }
        guard word(offset + 4) == 0 else { throw Self.error("a missing string has a length", at: offset) }
    }

    /// Checks the list reference at `offset`.
    private func checkList(at offset: Int) throws(StyleTableLoadError) {
        guard word(offset) <= listCount, word(offset + 4) <= listCount - word(offset) else {
            throw Self.error("a list lies outside the lists section", at: offset)
        }
    }

    /// Checks a declaration's or override's entry at `entry`.
    private func checkEntry(_ entry: Int, isOverride: Bool) throws(StyleTableLoadError) {
        typealias Field = Layout.Entry
        try checkString(at: entry + Field.key)
        try checkString(at: entry + Field.name)
        if isOverride {
            let variant = word(entry + Field.state)
            guard UInt32(variant) == Layout.none || variant < ColorVariant.allCases.count,
                word(entry + Field.state + 4) == 0
            else { throw Self.error("an override's variant is not one", at: entry + Field.state) }
        } else {
            try checkOptionalString(at: entry + Field.state)
        }
        try checkString(at: entry + Field.file)
        try checkList(at: entry + Field.via)
        guard let tag = Layout.ValueTag(rawValue: bytes[entry + Field.tag]) else {
            throw Self.error("unknown value tag \(bytes[entry + Field.tag])", at: entry + Field.tag)
        }
        let subTag = bytes[entry + Field.subTag]
        let payload = entry + Field.payload
        switch tag {
        case .none:
            guard isOverride else { throw Self.error("a declaration without a value", at: entry + Field.tag) }
        case .rgba, .integer: break
        case .number, .box, .offset:
            let count = tag == .number ? 1 : tag == .box ? 4 : 2
            for index in 0..<count where !Double(bitPattern: doubleWord(payload + 8 * index)).isFinite {
                throw Self.error("a number is not finite", at: payload + 8 * index)
            }
        case .named, .swiftUI:
            guard subTag <= 1 else {
                throw Self.error("a colour name's sub-tag is not 0 or 1", at: entry + Field.subTag)
            }
            try checkString(at: payload)
        case .palette:
            guard subTag <= 4, subTag < 4 || word(entry + Field.auxiliary) < ColorVariant.allCases.count else {
                throw Self.error("a palette colour's scheme is not one", at: entry + Field.subTag)
            }
            try checkString(at: payload)
        case .fontTextStyle, .textAlignment, .fontName, .image, .keyword: try checkString(at: payload)
        case .boolean:
            guard subTag <= 1 else { throw Self.error("a boolean is not 0 or 1", at: entry + Field.subTag) }
        case .classList: try checkList(at: payload)
        }
        if isOverride, tag != .none, tag.rawValue > Layout.ValueTag.palette.rawValue {
            throw Self.error("a palette override's value is not a colour", at: entry + Field.tag)
        }
    }

    static func error(_ message: String, at offset: Int) -> StyleTableLoadError {
        StyleTableLoadError(binaryMessage: message, offset: offset)
    }

    // MARK: - Decoding

    /// The declaration at `entry`.
    func property(at entry: Int) -> ResolvedProperty {
        typealias Field = Layout.Entry
        let state = UInt32(word(entry + Field.state)) == Layout.none ? nil : text(at: entry + Field.state)
        return ResolvedProperty(
            value: value(at: entry), baseProperty: text(at: entry + Field.name), state: state,
            origin: origin(at: entry))
    }

    /// The palette override at `entry`.
    func paletteOverride(at entry: Int) -> PaletteOverride {
        typealias Field = Layout.Entry
        let variant = word(entry + Field.state)
        var color: ColorValue?
        if case .color(let value) = value(at: entry) { color = value }
        return PaletteOverride(
            style: text(at: entry + Field.name),
            variant: UInt32(variant) == Layout.none ? nil : ColorVariant.allCases[variant], color: color,
            origin: origin(at: entry))
    }

    private func origin(at entry: Int) -> Provenance {
        typealias Field = Layout.Entry
        return Provenance(
            file: text(at: entry + Field.file),
            line: Int(truncatingIfNeeded: Int64(bitPattern: doubleWord(entry + Field.line))),
            column: Int(truncatingIfNeeded: Int64(bitPattern: doubleWord(entry + Field.column))),
            via: list(at: entry + Field.via))
    }

    /// The value at `entry`; an override without one is `.boolean(false)`, which
    /// ``paletteOverride(at:)`` reads as no colour.
    private func value(at entry: Int) -> StyleValue {
        typealias Field = Layout.Entry
        let payload = entry + Field.payload
        let subTag = bytes[entry + Field.subTag]
        func number(_ index: Int) -> Double { Double(bitPattern: doubleWord(payload + 8 * index)) }
        func rgba(_ offset: Int) -> RGBAColor { RGBAColor(rgba: UInt32(word(offset))) }
        switch Layout.ValueTag(rawValue: bytes[entry + Field.tag]) ?? .none {
        case .none: return .boolean(false)
        case .rgba: return .color(.rgba(rgba(payload)))
        case .named: return .color(.named(text(at: payload), subTag == 1 ? rgba(payload + 8) : nil))
        case .swiftUI: return .color(.swiftUI(text(at: payload), subTag == 1 ? rgba(payload + 8) : nil))
        case .palette:
            let schemes: [PaletteScheme] = [.device, .deviceInverse, .lightConstant, .darkConstant]
            let scheme =
                subTag < 4 ? schemes[Int(subTag)] : .variant(ColorVariant.allCases[word(entry + Field.auxiliary)])
            return .color(.palette(style: text(at: payload), scheme: scheme))
        case .fontTextStyle: return .fontTextStyle(text(at: payload))
        case .textAlignment: return .textAlignment(text(at: payload))
        case .fontName: return .fontName(text(at: payload))
        case .image: return .image(text(at: payload))
        case .keyword: return .keyword(text(at: payload))
        case .number: return .number(number(0))
        case .integer: return .integer(Int(truncatingIfNeeded: Int64(bitPattern: doubleWord(payload))))
        case .boolean: return .boolean(subTag == 1)
        case .box: return .box(top: number(0), right: number(1), bottom: number(2), left: number(3))
        case .offset: return .offset(x: number(0), y: number(1))
        case .classList: return .classList(list(at: payload))
        }
    }

    /// The keys and properties of `count` declarations from `first`.
    private func properties(first: Int, count: Int) -> [String: ResolvedProperty] {
        var properties: [String: ResolvedProperty] = [:]
        properties.reserveCapacity(count)
        for number in first..<(first + count) {
            let entry = declaration(number)
            properties[text(at: entry + Layout.Entry.key)] = property(at: entry)
        }
        return properties
    }

    private func decodeTable() -> StyleTable {
        var table = StyleTable()
        let classes = range(of: .classes).lowerBound
        let media = range(of: .media).lowerBound
        for position in 0..<classCount {
            let record = classes + position * Layout.classSize
            var style = ClassStyle(properties: properties(first: word(record + 8), count: word(record + 12)))
            for query in word(record + 16)..<(word(record + 16) + word(record + 20)) {
                let queryRecord = media + query * Layout.mediaSize
                style.mediaProperties[text(at: queryRecord)] = properties(
                    first: word(queryRecord + 8), count: word(queryRecord + 12))
            }
            table.classes[text(at: record)] = style
        }
        table.paletteOverrides.reserveCapacity(overrideCount)
        for number in 0..<overrideCount {
            let entry = override(number)
            table.paletteOverrides[text(at: entry + Layout.Entry.key)] = paletteOverride(at: entry)
        }
        return table
    }

    /// The palette override under `key`, found by a binary search of the sorted keys.
    func paletteOverride(forKey key: String) -> PaletteOverride? {
        var key = key
        return key.withUTF8 { key -> PaletteOverride? in
            var low = 0
            var high = overrideCount
            while low < high {
                let middle = (low + high) / 2
                let found = bytes[string(at: override(middle) + Layout.Entry.key)]
                if found.elementsEqual(key) { return paletteOverride(at: override(middle)) }
                if found.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }
}
