import Synchronization

/// How two values seen as `Any` compare, worked out once per type.
///
/// Asking the runtime whether a type is `Equatable` (`value as? any Equatable`) walks its
/// conformance records, which costs more than most comparisons it leads to; the environment and
/// field reflection compare such values on every update. The answer for a type never changes,
/// so it is kept, for as many types as the process has.
package enum AnyEquality {
    /// Whether two values compare the same; the first is of the type the comparison was made for.
    package typealias Compare = (Any, Any) -> Bool

    /// A comparison kept for any thread: it captures nothing but the type it was made for.
    private struct Kept: @unchecked Sendable {
        let compare: Compare?
    }

    private static let equatable = Mutex<[ObjectIdentifier: Kept]>([:])
    private static let environmental = Mutex<[ObjectIdentifier: Kept]>([:])

    /// `==` for values of `type`, or nil when the type is not `Equatable`.
    package static func equatable(_ type: any Any.Type) -> Compare? {
        cached(type, in: equatable, make: makeEquatable)
    }

    /// How an environment compares values of `type`: bindings by the place they point to, also
    /// inside an optional, `Equatable` values with `==`; nil for values that cannot be compared.
    package static func environmental(_ type: any Any.Type) -> Compare? {
        cached(type, in: environmental) { type in
            if let equal = equatable(type) { return equal }
            if let binding = type as? any PlaceComparableBinding.Type {
                func make<B: PlaceComparableBinding>(_: B.Type) -> Compare {
                    { old, new in (old as? B)?.isSameBinding(as: new) ?? false }
                }
                return _openExistential(binding, do: make)
            }
            return (type as? any EnvironmentalOptional.Type)?.environmentalCompare()
        }
    }

    private static func cached(
        _ type: any Any.Type, in cache: borrowing Mutex<[ObjectIdentifier: Kept]>, make: (any Any.Type) -> Compare?
    ) -> Compare? {
        let id = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[id] }) { return known.compare }
        let made = Kept(compare: make(type))
        cache.withLock { $0[id] = made }
        return made.compare
    }

    private static func makeEquatable(_ type: any Any.Type) -> Compare? {
        guard let equatable = type as? any Equatable.Type else { return nil }
        func make<E: Equatable>(_: E.Type) -> Compare {
            { a, b in
                guard let a = a as? E, let b = b as? E else { return false }
                return a == b
            }
        }
        return _openExistential(equatable, do: make)
    }
}

/// An optional, compared in an environment by what it wraps (an optional binding by its place).
private protocol EnvironmentalOptional {
    static func environmentalCompare() -> AnyEquality.Compare?
}

extension Optional: EnvironmentalOptional {
    fileprivate static func environmentalCompare() -> AnyEquality.Compare? {
        guard let wrapped = AnyEquality.environmental(Wrapped.self) else { return nil }
        return { old, new in
            guard let old = old as? Wrapped?, let new = new as? Wrapped? else { return false }
            switch (old, new) {
            case (nil, nil): return true
            case (let old?, let new?): return wrapped(old, new)
            default: return false
            }
        }
    }
}
