/// Writes a ``StyleTable`` in the layout of ``BinaryTableLayout``: the same table always gives
/// the same bytes.
struct BinaryTableWriter {
    private typealias Layout = BinaryTableLayout

    private var strings: [UInt8] = []
    /// Each string written so far → its offset in ``strings``: a string is stored once.
    private var stringOffsets: [String: UInt32] = [:]
    private var lists: [UInt8] = []
    private var declarations: [UInt8] = []
    private var declarationCount: UInt32 = 0

    /// The table's bytes; `index` is the table's ``ThemeIndex``, whose declarations are the
    /// table's unconditional ones in the order written here.
    static func bytes(of table: StyleTable, index: ThemeIndex) -> [UInt8] {
        var writer = BinaryTableWriter()
        return writer.write(table, index: index)
    }

    private mutating func write(_ table: StyleTable, index: ThemeIndex) -> [UInt8] {
        let classNames = table.classes.keys.sorted()
        var classes: [UInt8] = []
        for name in classNames {
            let properties = table.classes[name]!.properties
            append(string: name, to: &classes)
            append(declarationCount, to: &classes)
            append(UInt32(properties.count), to: &classes)
            for key in properties.keys.sorted() { add(declaration: properties[key]!, key: key) }
            classes += [UInt8](repeating: 0, count: 8)  // the media queries, filled in below
        }
        var media: [UInt8] = []
        for (position, name) in classNames.enumerated() {
            let queries = table.classes[name]!.mediaProperties
            set(UInt32(media.count / Layout.mediaSize), in: &classes, at: position * Layout.classSize + 16)
            set(UInt32(queries.count), in: &classes, at: position * Layout.classSize + 20)
            for query in queries.keys.sorted() {
                let properties = queries[query]!
                append(string: query, to: &media)
                append(declarationCount, to: &media)
                append(UInt32(properties.count), to: &media)
                for key in properties.keys.sorted() { add(declaration: properties[key]!, key: key) }
            }
        }
        var overrides: [UInt8] = []
        for key in table.paletteOverrides.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            add(override: table.paletteOverrides[key]!, key: key, to: &overrides)
        }
        var buckets: [UInt8] = []
        for bucket in index.buckets { append(bucket, to: &buckets) }
        var records: [UInt8] = []
        for number in index.records { append(UInt32(bitPattern: number), to: &records) }
        var colors: [UInt8] = []
        for color in index.colors { append(color.map { 1 << 32 | UInt64($0.packed) } ?? 0, to: &colors) }
        let sections: [Layout.Section: [UInt8]] = [
            .strings: strings, .stringLists: lists, .declarations: declarations, .classes: classes, .media: media,
            .overrides: overrides, .buckets: buckets, .records: records, .colors: colors,
        ]
        return assemble(sections)
    }

    /// The header, the directory and the sections, each padded to a multiple of 8.
    private func assemble(_ sections: [Layout.Section: [UInt8]]) -> [UInt8] {
        var file = Layout.magic
        append(Layout.version, to: &file)
        append(UInt32(0), to: &file)  // the length, set below
        append(Layout.indexFingerprint, to: &file)
        append(UInt64(0), to: &file)  // the checksum, set below
        append(UInt32(Layout.Section.count), to: &file)
        append(UInt32(0), to: &file)
        var offset = Layout.headerSize + 8 * Layout.Section.count
        for section in Layout.Section.allCases {
            let length = sections[section]!.count
            append(UInt32(offset), to: &file)
            append(UInt32(length), to: &file)
            offset += (length + 7) / 8 * 8
        }
        for section in Layout.Section.allCases {
            file += sections[section]!
            file += [UInt8](repeating: 0, count: (8 - file.count % 8) % 8)
        }
        set(UInt32(file.count), in: &file, at: 8)
        let checksum = file.withUnsafeBytes {
            Layout.checksum(UnsafeRawBufferPointer(rebasing: $0[Layout.headerSize...]))
        }
        for byte in 0..<8 { file[16 + byte] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(byte))) }
        return file
    }

    // MARK: - Entries

    private mutating func add(declaration property: ResolvedProperty, key: String) {
        var entry: [UInt8] = []
        entry.reserveCapacity(Layout.entrySize)
        append(string: key, to: &entry)
        append(string: property.baseProperty, to: &entry)
        append(optionalString: property.state, to: &entry)
        append(origin: property.origin, to: &entry)
        append(value: property.value, to: &entry)
        declarations += entry
        declarationCount += 1
    }

    private mutating func add(override: PaletteOverride, key: String, to overrides: inout [UInt8]) {
        append(string: key, to: &overrides)
        append(string: override.style, to: &overrides)
        append(
            override.variant.map { UInt32(ColorVariant.allCases.firstIndex(of: $0)!) } ?? Layout.none, to: &overrides)
        append(UInt32(0), to: &overrides)
        append(origin: override.origin, to: &overrides)
        if let color = override.color {
            append(value: .color(color), to: &overrides)
        } else {
            overrides += [UInt8](repeating: 0, count: Layout.entrySize - Layout.Entry.tag)
        }
    }

    private mutating func append(origin: Provenance, to entry: inout [UInt8]) {
        append(string: origin.file, to: &entry)
        append(UInt64(bitPattern: Int64(origin.line)), to: &entry)
        append(UInt64(bitPattern: Int64(origin.column)), to: &entry)
        append(list: origin.via, to: &entry)
    }

    /// The tag, sub-tag, auxiliary number and 32 bytes of payload.
    private mutating func append(value: StyleValue, to entry: inout [UInt8]) {
        typealias Tag = Layout.ValueTag
        var tag = Tag.none
        var subTag: UInt8 = 0
        var auxiliary: UInt32 = 0
        var payload: [UInt8] = []
        switch value {
        case .color(.rgba(let color)):
            tag = .rgba
            append(color.packed, to: &payload)
        case .color(.named(let name, let color)), .color(.swiftUI(let name, let color)):
            if case .color(.named) = value { tag = .named } else { tag = .swiftUI }
            subTag = color == nil ? 0 : 1
            append(string: name, to: &payload)
            append(color?.packed ?? 0, to: &payload)
        case .color(.palette(let style, let scheme)):
            tag = .palette
            append(string: style, to: &payload)
            switch scheme {
            case .device: subTag = 0
            case .deviceInverse: subTag = 1
            case .lightConstant: subTag = 2
            case .darkConstant: subTag = 3
            case .variant(let variant):
                subTag = 4
                auxiliary = UInt32(ColorVariant.allCases.firstIndex(of: variant)!)
            }
        case .fontTextStyle(let text), .textAlignment(let text), .fontName(let text), .image(let text),
            .keyword(let text):
            tag =
                switch value {
                case .fontTextStyle: .fontTextStyle
                case .textAlignment: .textAlignment
                case .fontName: .fontName
                case .image: .image
                default: .keyword
                }
            append(string: text, to: &payload)
        case .number(let number):
            tag = .number
            append(number.bitPattern, to: &payload)
        case .integer(let integer):
            tag = .integer
            append(UInt64(bitPattern: Int64(integer)), to: &payload)
        case .boolean(let flag):
            tag = .boolean
            subTag = flag ? 1 : 0
        case .box(let top, let right, let bottom, let left):
            tag = .box
            for side in [top, right, bottom, left] { append(side.bitPattern, to: &payload) }
        case .offset(let x, let y):
            tag = .offset
            for part in [x, y] { append(part.bitPattern, to: &payload) }
        case .classList(let names):
            tag = .classList
            append(list: names, to: &payload)
        }
        entry += [tag.rawValue, subTag, 0, 0]
        append(auxiliary, to: &entry)
        entry += payload + [UInt8](repeating: 0, count: 32 - payload.count)
    }

    // MARK: - Strings and integers

    private mutating func reference(_ string: String) -> UInt32 {
        if let offset = stringOffsets[string] { return offset }
        let offset = UInt32(strings.count)
        strings += string.utf8
        stringOffsets[string] = offset
        return offset
    }

    private mutating func append(string: String, to bytes: inout [UInt8]) {
        append(reference(string), to: &bytes)
        append(UInt32(string.utf8.count), to: &bytes)
    }

    private mutating func append(optionalString string: String?, to bytes: inout [UInt8]) {
        guard let string else {
            append(Layout.none, to: &bytes)
            append(UInt32(0), to: &bytes)
            return
        }
        append(string: string, to: &bytes)
    }

    private mutating func append(list: [String], to bytes: inout [UInt8]) {
        append(UInt32(lists.count / 8), to: &bytes)
        append(UInt32(list.count), to: &bytes)
        var references: [UInt8] = []
        for string in list { append(string: string, to: &references) }
        lists += references
    }

    private func append<Integer: FixedWidthInteger>(_ value: Integer, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    private func set(_ value: UInt32, in bytes: inout [UInt8], at offset: Int) {
        for byte in 0..<4 { bytes[offset + byte] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(byte))) }
    }
}

extension RGBAColor {
    /// `0xRRGGBBAA`.
    var packed: UInt32 {
        UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | UInt32(alpha)
    }
}
