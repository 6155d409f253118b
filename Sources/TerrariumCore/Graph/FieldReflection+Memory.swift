#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value's storage, read where it lies: an address the graph passes around but never reads
/// itself, so every raw read of a view's memory is in ``FieldReflection``.
package typealias ValueAddress = UnsafeRawPointer

extension FieldReflection {
    /// `==` over the values of one `Equatable` type stored at two addresses.
    package typealias AddressEquality = (ValueAddress, ValueAddress) -> Bool

    /// Runs `body` with the address of `value`'s storage.
    @inline(__always)
    package static func withAddress<V, Result>(of value: V, _ body: (ValueAddress) -> Result) -> Result {
        withUnsafeBytes(of: value) { body($0.baseAddress!) }
    }

    /// Runs `body` with the addresses of two values' storage.
    @inline(__always)
    package static func withAddresses<V, Result>(
        of first: V, _ second: V, _ body: (ValueAddress, ValueAddress) -> Result
    ) -> Result {
        withUnsafeBytes(of: first) { a in withUnsafeBytes(of: second) { b in body(a.baseAddress!, b.baseAddress!) } }
    }

    /// Whether the bytes in `range` are the same in the values at `a` and `b`.
    @inline(__always)
    package static func bytesEqual(_ a: ValueAddress, _ b: ValueAddress, in range: Range<Int>) -> Bool {
        memcmp(a + range.lowerBound, b + range.lowerBound, range.count) == 0
    }

    /// The bytes in `range` of the value at `base`.
    package static func bytes(in range: Range<Int>, at base: ValueAddress) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    /// `==` for values of `type` stored at two addresses, when the type is `Equatable`.
    package static func equality(for type: any Any.Type) -> AddressEquality? {
        guard let equatable = type as? any Equatable.Type else { return nil }
        func make<E: Equatable>(_: E.Type) -> AddressEquality {
            { $0.load(as: E.self) == $1.load(as: E.self) }
        }
        return _openExistential(equatable, do: make)
    }

    /// The value of type `T` stored `offset` bytes into the value at `base`.
    @inline(__always)
    package static func load<T>(_: T.Type, at offset: Int, from base: ValueAddress) -> T {
        (base + offset).load(as: T.self)
    }

    /// Runs `body` with the address of `value`'s storage, which it may change through
    /// ``modify(_:at:in:_:)``.
    @inline(__always)
    package static func withMutableAddress<V, Result>(
        of value: inout V, _ body: (UnsafeMutableRawPointer) -> Result
    ) -> Result {
        withUnsafeMutableBytes(of: &value) { body($0.baseAddress!) }
    }

    /// Runs `body` on the value of type `T` stored `offset` bytes into the value at `base`, in place.
    @inline(__always)
    package static func modify<T, Result>(
        _: T.Type, at offset: Int, in base: UnsafeMutableRawPointer, _ body: (inout T) -> Result
    ) -> Result {
        body(&(base + offset).assumingMemoryBound(to: T.self).pointee)
    }
}
