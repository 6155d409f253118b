@_spi(Reflection) import Swift
import Synchronization

/// The one place that reads the runtime's field metadata: the stored properties of a type, what
/// kind of type each is, and whether two values hold the same content.
///
/// View-value comparison (``ViewTypeInfo``) and a representable's change detection
/// (`RepresentableFingerprint`) both build on it, so the rules for closures, bindings,
/// existentials and strings are written once.
package enum FieldReflection {
    /// A stored property of a struct, class or tuple.
    package struct Field: Sendable {
        /// The property's name; tuple elements are numbered or labelled.
        package let name: String
        /// Where the property lives in the value, in bytes from its start.
        package let offset: Int
        /// The property's declared type.
        package let type: any Any.Type
        /// What kind of type the property's declared type is.
        package let kind: Kind

        /// The bytes the property occupies.
        package var range: Range<Int> { offset..<(offset + FieldReflection.size(of: type)) }
    }

    /// What kind of type a type is, read from its metadata.
    package enum Kind: Sendable, Equatable {
        case `struct`
        case `class`
        case `enum`
        case optional
        case tuple
        case function
        case existential
        case metatype
        case other
    }

    /// How function values met inside a compared value count.
    package enum FunctionComparison: Sendable {
        /// Every closure is a change: a function boxed for reflection is wrapped anew each time,
        /// so two boxes never show the same bytes, and a missed change would be worse.
        case changed
        /// Closures are left out: a parent makes them anew in every evaluation, and the newest
        /// is called anyway.
        case ignored
    }

    private static let cache = Mutex<[ObjectIdentifier: [Field]?]>([:])

    /// The stored properties of `type` in declaration order, or nil for a type whose fields
    /// cannot be listed (enums, functions, existentials, metatypes).
    package static func fields(of type: any Any.Type) -> [Field]? {
        let id = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[id] }) { return known }
        var fields: [Field] = []
        let kind = kind(of: type)
        let listed =
            (kind == .struct || kind == .tuple || kind == .class)
            && _forEachField(of: type, options: kind == .class ? _EachFieldOptions(rawValue: 1 << 0) : []) {
                name, offset, fieldType, _ in
                fields.append(
                    Field(name: String(cString: name), offset: offset, type: fieldType, kind: Self.kind(of: fieldType)))
                return true
            }
        let result = listed ? fields : nil
        cache.withLock { $0[id] = result }
        return result
    }

    /// The kind of `type`, from the kind word its metadata starts with.
    package static func kind(of type: any Any.Type) -> Kind {
        let word = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self)
        switch word {
        // Swift class metadata starts with 0 where there is no Objective-C runtime, and with an
        // isa pointer where there is.
        case 0, 0x800...: return .class
        case 0x200: return .struct
        case 0x201: return .enum
        case 0x202: return .optional
        case 0x301: return .tuple
        case 0x302: return .function
        case 0x303: return .existential
        case 0x304, 0x306: return .metatype
        default: return .other
        }
    }

    /// Whether `type` is a function type, optional or not.
    package static func isFunction(_ type: any Any.Type) -> Bool {
        switch kind(of: type) {
        case .function: true
        case .optional: (type as? any OptionalReflecting.Type).map { isFunction($0.wrappedType) } ?? false
        default: false
        }
    }

    /// The size of a value of `type` in bytes, without trailing padding.
    package static func size(of type: any Any.Type) -> Int {
        func measure<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: measure)
    }

    /// Whether `a` and `b` hold the same content.
    ///
    /// `Equatable` values compare with `==` (so equal strings in different buffers are the same),
    /// objects by identity, optionals, arrays, structs and tuples property by property, functions
    /// as `functions` says, and anything else (an enum with a non-`Equatable` payload) by its
    /// bytes, where a difference may be a false change but never a missed one.
    package static func areEqual(_ a: Any, _ b: Any, functions: FunctionComparison) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        let valueType = type(of: a)
        if let equal = AnyEquality.equatable(valueType) { return equal(a, b) }
        switch kind(of: valueType) {
        case .class:
            return (a as AnyObject) === (b as AnyObject)
        case .function:
            return functions == .ignored
        case .optional:
            guard let a = a as? any OptionalReflecting, let b = b as? any OptionalReflecting else { break }
            switch (a.wrapped, b.wrapped) {
            case (nil, nil): return true
            case (let a?, let b?): return areEqual(a, b, functions: functions)
            default: return false
            }
        case .struct, .tuple:
            if let a = a as? any ArrayReflecting { return a.elementsEqual(b, functions: functions) }
            guard let fields = fields(of: valueType) else { break }
            return fields.allSatisfy { field in
                // A reference may be weak or unowned, whose storage is not a strong reference's
                // (reading an unowned one as strong would retain an object that may be gone):
                // its bytes name the object (or its side table) either way.
                guard !isReference(field.type) else { return fieldBytesEqual(field, a, b) }
                return areEqual(load(field, from: a), load(field, from: b), functions: functions)
            }
        default:
            break
        }
        return bytesEqual(a, b)
    }

    /// Whether a field of type `type` holds a reference to an object, perhaps weak or unowned.
    ///
    /// That is a class, a class-bound existential (`any Delegate` where `Delegate: AnyObject`),
    /// or an optional of either. Such a field is compared by its bytes, never read as a value.
    package static func isReference(_ type: any Any.Type) -> Bool {
        switch kind(of: type) {
        case .class: return true
        case .existential: return isClassBoundExistential(type)
        case .optional: return isOptionalReference(type)
        default: return false
        }
    }

    /// Whether `type` is an optional class reference or class-bound existential (`AnyObject?`,
    /// `(any Delegate)?`), the types a `weak var` reports: such a field must be compared by its
    /// bytes, never read as a value, as a weak reference's storage is not a strong reference's.
    package static func isOptionalReference(_ type: any Any.Type) -> Bool {
        guard kind(of: type) == .optional, let optional = type as? any OptionalReflecting.Type else { return false }
        let wrapped = optional.wrappedType
        switch kind(of: wrapped) {
        case .class: return true
        case .existential: return isClassBoundExistential(wrapped)
        default: return false
        }
    }

    /// Whether the protocol type `type` takes only class instances (`AnyObject`, a protocol
    /// that refines it), whose values are references rather than boxes.
    private static func isClassBoundExistential(_ type: any Any.Type) -> Bool {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let flags = metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UInt32.self)
        // The top bit set says any value is taken; bits 24 to 29 name a special protocol.
        return flags & 0x8000_0000 == 0 && (flags >> 24) & 0x3F == 0
    }

    /// Whether `field` holds the same bytes in `a` and `b`, two values of the type it belongs to.
    private static func fieldBytesEqual(_ field: Field, _ a: Any, _ b: Any) -> Bool {
        func open<T>(_ a: T) -> Bool {
            guard let b = b as? T else { return false }
            return withAddresses(of: a, b) { x, y in bytesEqual(x, y, in: field.range) }
        }
        return _openExistential(a, do: open)
    }

    /// The value of `field` inside `value`.
    package static func load(_ field: Field, from value: Any) -> Any {
        func open<T>(_ value: T) -> Any {
            withUnsafeBytes(of: value) { bytes in
                // A value boxed with a protocol type (from an optional's payload, say) is read
                // from the value inside the box.
                if kind(of: T.self) == .existential, isOpaqueExistential(T.self) {
                    return load(field, from: bytes.load(as: Any.self))
                }
                return load(field, from: bytes.baseAddress!)
            }
        }
        return _openExistential(value, do: open)
    }

    /// The value of `field` in the value stored at `base`.
    ///
    /// A field of a protocol type (`any View`) gives the value inside it: boxed as it is, it would
    /// open as the protocol type, and its fields would be read from the box's bytes.
    package static func load(_ field: Field, from base: UnsafeRawPointer) -> Any {
        if field.kind == .existential, isOpaqueExistential(field.type) {
            // Such a box starts as an `Any` does (the value's buffer, then its type), so reading
            // it as one gives the value with its own type.
            return (base + field.offset).load(as: Any.self)
        }
        func load<T>(_: T.Type) -> Any { (base + field.offset).load(as: T.self) }
        return _openExistential(field.type, do: load)
    }

    /// Whether values of the protocol type `type` are kept in an opaque box (not a class
    /// reference, not an `Error`), laid out as `Any`'s box followed by witness tables.
    private static func isOpaqueExistential(_ type: any Any.Type) -> Bool {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let flags = metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UInt32.self)
        // The top bit says the type takes any value rather than only class instances; bits 24 to
        // 29 name a special protocol (`Error`), whose values are boxed differently.
        let takesAnyValue = flags & 0x8000_0000 != 0
        let special = (flags >> 24) & 0x3F
        return takesAnyValue && special == 0 && MemoryLayout<Any>.size <= size(of: type)
    }

    private static func bytesEqual(_ a: Any, _ b: Any) -> Bool {
        func open<T>(_ a: T) -> Bool {
            guard let b = b as? T else { return false }
            return withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
        }
        return _openExistential(a, do: open)
    }
}

/// An optional's wrapped type and value, whatever it wraps.
package protocol OptionalReflecting {
    /// The type the optional wraps.
    static var wrappedType: any Any.Type { get }
    /// The wrapped value, or nil.
    var wrapped: Any? { get }
}

extension Optional: OptionalReflecting {
    package static var wrappedType: any Any.Type { Wrapped.self }
    package var wrapped: Any? { self.map { $0 } }
}

/// An array's elements, whatever their type, for comparing arrays of non-`Equatable` values.
package protocol ArrayReflecting {
    /// Whether `other`, an array of the same type, holds the same elements.
    func elementsEqual(_ other: Any, functions: FieldReflection.FunctionComparison) -> Bool
}

extension Array: ArrayReflecting {
    package func elementsEqual(_ other: Any, functions: FieldReflection.FunctionComparison) -> Bool {
        guard let other = other as? Self, count == other.count else { return false }
        // The same storage holds the same elements: a table's million rows handed on unchanged
        // compare in one step. Not when closures count as changes, as a closure in it may read
        // what changed since. Otherwise element by element, stopping at the first difference,
        // so a changed array costs what its equal start does, not a boxed copy of both.
        if functions == .ignored, isEmpty || sharesStorage(with: other) { return true }
        for index in indices where !FieldReflection.areEqual(self[index], other[index], functions: functions) {
            return false
        }
        return true
    }

    /// Whether `other` is this array's own storage, not a copy.
    private func sharesStorage(with other: Self) -> Bool {
        withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}
