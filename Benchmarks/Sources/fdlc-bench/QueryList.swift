import FioriTheme

/// The queries of `fdlc-bench query`, held so that the loop lends each one's strings to the
/// lookup where they lie, as an app passes string literals: copying a query out of an array
/// would retain and release its strings (12 ns a query, more than a third of the target).
///
/// The list owns its queries as noncopyable values, which the loop can only borrow; every
/// query is distinct, so each call is a real lookup.
final class QueryList {
    /// One lookup's arguments.
    struct Query {
        let property: String
        let classPath: String
        /// The state as a string, nil for none.
        let state: String?
        /// The same state as code writes it, `.normal` for none.
        var controlState: ControlState { state.map(ControlState.init(rawValue:)) ?? .normal }
    }

    /// A query as the list holds it: its fields, and the `ControlState` made once.
    struct Held: ~Copyable {
        let property: String
        let classPath: String
        let state: String?
        let controlState: ControlState
    }

    private let queries: UnsafeMutableBufferPointer<Held>
    /// Each query as a key made once (`ThemeKey`), in the same order, for the keyed lookups;
    /// noncopyable like ``Held``, so that the loop lends the key rather than copying it.
    private let keys: UnsafeMutableBufferPointer<HeldKey>

    /// A query's key as the list holds it.
    struct HeldKey: ~Copyable {
        let key: ThemeKey
    }

    init(_ list: [Query]) {
        queries = .allocate(capacity: list.count)
        keys = .allocate(capacity: list.count)
        for (offset, query) in list.enumerated() {
            (keys.baseAddress! + offset).initialize(to: HeldKey(key: ThemeKey(query.property, for: query.classPath)))
        }
        for (offset, query) in list.enumerated() {
            (queries.baseAddress! + offset).initialize(
                to: Held(
                    property: query.property, classPath: query.classPath, state: query.state,
                    controlState: query.controlState))
        }
    }

    deinit {
        _ = queries.deinitialize()
        queries.deallocate()
        _ = keys.deinitialize()
        keys.deallocate()
    }

    var count: Int { queries.count }

    /// The sum of `lookup` over every query, each borrowed in place.
    @inline(__always)
    func sum(_ lookup: (borrowing Held) -> Int) -> Int {
        var total = 0
        for offset in 0..<queries.count { total &+= lookup(queries[offset]) }
        return total
    }

    /// The sum of `lookup` over every query's key and state, each borrowed in place.
    @inline(__always)
    func sum(keyed lookup: (borrowing HeldKey, borrowing Held) -> Int) -> Int {
        var total = 0
        for offset in 0..<queries.count { total &+= lookup(keys[offset], queries[offset]) }
        return total
    }
}
