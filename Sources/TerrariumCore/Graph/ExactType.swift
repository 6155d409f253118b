/// `value` as a `T` when its type is exactly `T`, else nil.
///
/// Told by comparing types: a cast (`as?`) of a generic value searches conformances at run time,
/// and looks through optionals, which an exact type does not.
@inline(__always)
package func exactly<Value, T>(_ value: Value, as type: T.Type) -> T? {
    Value.self == T.self ? unsafeBitCast(value, to: T.self) : nil
}
