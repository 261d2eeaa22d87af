/// The result of a compile: every class path's resolved, typed properties, and the theme's
/// overrides of the SDK palette. Immutable once built.
///
/// Rules for the same class path merge in document order and the last declaration of a
/// property wins; several input files layer in order, as NUI's `appendStylesheet` does.
/// Declarations inside `@media` blocks are kept apart, per media query, because whether they
/// apply depends on the device.
public struct StyleTable: Hashable, Sendable {
    /// Class path → its styles.
    public package(set) var classes: [String: ClassStyle] = [:]
    /// Palette name as written after `@` (`tintColor`, `tintColor_darkBackground`) → the colour
    /// the theme gives it.
    public package(set) var paletteOverrides: [String: PaletteOverride] = [:]

    /// The version of the compiled JSON format (`fdlc compile`'s output); bumped on any
    /// incompatible change.
    public static let formatVersion = 2

    /// Creates a table from its parts; empty unless given. Code that `fdlc compile --format
    /// swift` generates builds its table with this, so an app pays no JSON parse at launch.
    public init(classes: [String: ClassStyle] = [:], paletteOverrides: [String: PaletteOverride] = [:]) {
        self.classes = classes
        self.paletteOverrides = paletteOverrides
    }

    /// The property named as written (with its state suffix, e.g. `tint-color-disabled`) of a
    /// class path, from unconditional rules only.
    public func property(_ name: String, of classPath: String) -> ResolvedProperty? {
        classes[classPath]?.properties[name]
    }
}

/// The styles of one class path.
public struct ClassStyle: Hashable, Sendable {
    /// Property name as written (`tint-color-disabled`) → the value that wins.
    public package(set) var properties: [String: ResolvedProperty] = [:]
    /// Media query (`device:ipad and orientation:landscape`) → properties that apply only then.
    public package(set) var mediaProperties: [String: [String: ResolvedProperty]] = [:]

    /// Creates a class's styles; none unless given.
    public init(
        properties: [String: ResolvedProperty] = [:], mediaProperties: [String: [String: ResolvedProperty]] = [:]
    ) {
        self.properties = properties
        self.mediaProperties = mediaProperties
    }
}

/// One property's winning value, typed, with where it came from.
///
/// A value type whose fields live in one shared, immutable box, so that copying it costs a
/// single reference count, not one per string. Its getters are inlined, so code that reads a
/// ``Theme`` lookup's result where it stands borrows the box and counts none.
public struct ResolvedProperty: Hashable, Sendable {
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let value: StyleValue
        @usableFromInline let baseProperty: String
        @usableFromInline let state: String?
        @usableFromInline let origin: Provenance

        init(value: StyleValue, baseProperty: String, state: String?, origin: Provenance) {
            self.value = value
            self.baseProperty = baseProperty
            self.state = state
            self.origin = origin
        }
    }

    @usableFromInline var storage: Storage

    /// Creates a resolved property.
    public init(value: StyleValue, baseProperty: String, state: String?, origin: Provenance) {
        storage = Storage(value: value, baseProperty: baseProperty, state: state, origin: origin)
    }

    /// The typed value.
    public var value: StyleValue {
        @inlinable get { storage.value }
        set { storage = Storage(value: newValue, baseProperty: baseProperty, state: state, origin: origin) }
    }
    /// The property without its state suffix (`tint-color`).
    public var baseProperty: String {
        @inlinable get { storage.baseProperty }
        set { storage = Storage(value: value, baseProperty: newValue, state: state, origin: origin) }
    }
    /// The state suffix (`disabled`), nil for the normal state.
    public var state: String? {
        @inlinable get { storage.state }
        set { storage = Storage(value: value, baseProperty: baseProperty, state: newValue, origin: origin) }
    }
    /// Where the winning declaration is.
    public var origin: Provenance {
        @inlinable get { storage.origin }
        set { storage = Storage(value: value, baseProperty: baseProperty, state: state, origin: newValue) }
    }

    /// Equal when every field is.
    public static func == (lhs: ResolvedProperty, rhs: ResolvedProperty) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.value == rhs.value && lhs.baseProperty == rhs.baseProperty
                && lhs.state == rhs.state && lhs.origin == rhs.origin)
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(baseProperty)
        hasher.combine(state)
        hasher.combine(origin)
    }
}

/// A palette colour the theme overrides.
public struct PaletteOverride: Hashable, Sendable {
    /// The colour style (`tintColor`).
    public var style: String
    /// The variant, nil for the plain name (the light-background colour).
    public var variant: ColorVariant?
    /// The colour the theme gives it; nil when the runtime takes the definition but cannot
    /// read its value (FioriThemeManager's first definition of a key wins even then): the
    /// SDK palette's colour shows, and the keys it would otherwise fall back to are not tried.
    public var color: ColorValue?
    /// Where the winning definition is.
    public var origin: Provenance

    /// Creates an override; `color` is nil for a value the runtime cannot read.
    public init(style: String, variant: ColorVariant?, color: ColorValue?, origin: Provenance) {
        self.style = style
        self.variant = variant
        self.color = color
        self.origin = origin
    }
}

/// Where a value was written, and the variables it came through.
public struct Provenance: Hashable, Sendable {
    /// The file's path as given to the compiler.
    public var file: String
    /// The 1-based line of the declaration or definition.
    public var line: Int
    /// The 1-based column (Unicode scalars).
    public var column: Int
    /// The alias chain the value was reached through, outermost first (`["@accent", "@brandBlue"]`).
    public var via: [String]

    /// Creates a provenance.
    public init(file: String, line: Int, column: Int, via: [String]) {
        self.file = file
        self.line = line
        self.column = column
        self.via = via
    }

    /// `file:line:column`, then ` via @a → @b` when the value came through variables.
    public var description: String {
        "\(file):\(line):\(column)" + (via.isEmpty ? "" : " via " + via.joined(separator: " → "))
    }
}
