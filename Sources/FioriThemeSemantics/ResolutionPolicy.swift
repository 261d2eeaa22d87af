import FioriThemeCore

/// The runtime-dependent rules of variable resolution.
///
/// Runtimes disagree on these (see `Grammar/nss.ebnf`), so the resolver takes them as a
/// parameter instead of deciding.
struct ResolutionPolicy: Sendable {
    /// Which of several definitions of one variable takes effect.
    typealias DuplicateWinner = Target.DuplicateWinner

    /// How a value's variables are replaced.
    package enum Substitution: Sendable {
        /// Every variable, wherever it stands, by its definition's value with its own
        /// variables replaced in turn (aliases resolve).
        case recursive
        /// As NUI: a value that starts with `@` is looked up whole as one name and replaced by
        /// that definition's text as written, never looked up again; any other value is used
        /// as written, variables and all.
        case wholeValueOnce
    }

    /// Which of several definitions of one variable takes effect.
    var duplicateWinner: DuplicateWinner = .last
    /// How a value's variables are replaced.
    var substitution: Substitution = .recursive
    /// The device whose `@media` blocks apply, as NUI evaluates them: definitions in other
    /// blocks do not exist, and of the rest the last in document order wins. Without one, no
    /// query is evaluated and a top-level definition wins over those inside `@media`.
    var device: DeviceProfile?
    /// Variable names (without `@`) that count as defined although the file does not define
    /// them, such as the SDK's palette colours (`primary6`).
    var isPredefined: @Sendable (String) -> Bool = { _ in false }
    /// Every predefined name, offered as did-you-mean candidates: asked for only when a message
    /// needs them (sorting the palette's names would otherwise cost every start of fdlc).
    var predefinedNames: @Sendable () -> [String] = { [] }
    /// The longest value, in tokens, that substitution may build; beyond it the value is an
    /// error (guards against exponential growth such as `@b: @a @a; @c: @b @b; …`). No NSS
    /// type needs more than a dozen (`rgba(0, 0, 0, 0.5)` is nine).
    var maximumExpandedLength = 256
    /// The most tokens all of a file's definitions may expand to together: this many, plus
    /// ``expansionBudgetPerToken`` per token written in the file's values. Beyond it further
    /// definitions are errors, so memory stays linear in the file's size.
    var minimumExpansionBudget = 1_000_000
    /// See ``minimumExpansionBudget``.
    var expansionBudgetPerToken = 8
}
