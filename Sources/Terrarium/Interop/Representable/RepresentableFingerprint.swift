@_spi(Reflection) import Swift

/// The parts of a representable value that decide whether its widget needs an update: every
/// stored property except closures and graph-linked wrappers, with each binding replaced by the
/// value behind it when it was taken.
///
/// Closures are left out because a parent re-creates them on every evaluation; the newest one
/// is in the value the widget's coordinator is given anyway. Bindings are compared by value
/// because a binding to the same place is a new object every time, while a change of the
/// bound value must reach the widget.
@MainActor
struct RepresentableFingerprint {
    private enum Kind {
        case compared
        case binding
    }

    private struct Field {
        let offset: Int
        let type: Any.Type
        let kind: Kind
    }

    private static var layouts: [ObjectIdentifier: [Field]] = [:]

    private let values: [Any]

    /// The fingerprint of `value`, reading its bindings now.
    init<R>(of value: R) {
        let fields = Self.fields(of: R.self)
        var values: [Any] = []
        values.reserveCapacity(fields.count)
        withUnsafeBytes(of: value) { bytes in
            for field in fields {
                func load<T>(_: T.Type) -> Any { bytes.load(fromByteOffset: field.offset, as: T.self) }
                let loaded = _openExistential(field.type, do: load)
                if field.kind == .binding, let binding = loaded as? any BoundValueReading {
                    values.append(binding.boundValue)
                } else {
                    values.append(loaded)
                }
            }
        }
        self.values = values
    }

    /// Whether every compared property is the same in both.
    func matches(_ other: RepresentableFingerprint) -> Bool {
        guard values.count == other.values.count else { return false }
        return zip(values, other.values).allSatisfy { Self.same($0, $1) }
    }

    private static func fields(of type: Any.Type) -> [Field] {
        if let known = layouts[ObjectIdentifier(type)] { return known }
        var fields: [Field] = []
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if fieldType is any BoundValueReading.Type {
                fields.append(Field(offset: offset, type: fieldType, kind: .binding))
            } else if fieldType is any GraphLinkedProperty.Type || isFunction(fieldType) {
                // Graph-linked wrappers read their values from the node; closures never compare.
            } else {
                fields.append(Field(offset: offset, type: fieldType, kind: .compared))
            }
            return true
        }
        layouts[ObjectIdentifier(type)] = fields
        return fields
    }

    /// Whether `type` is a function type, optional or not.
    private static func isFunction(_ type: Any.Type) -> Bool {
        String(describing: type).contains("->")
    }

    /// Equal by `==` where the type is Equatable, identical for objects, else bytewise.
    private static func same(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? any Equatable {
            func compare<E: Equatable>(_ a: E) -> Bool { (b as? E) == a }
            return compare(a)
        }
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        func bytes<T>(_ a: T) -> Bool {
            guard var b = b as? T else { return false }
            var a = a
            return withUnsafeBytes(of: &a) { x in withUnsafeBytes(of: &b) { y in x.elementsEqual(y) } }
        }
        return _openExistential(a, do: bytes)
    }
}

/// A binding's current value, for comparing representables by what their bindings show.
@MainActor
protocol BoundValueReading {
    var boundValue: Any { get }
}

extension Binding: BoundValueReading {
    var boundValue: Any { wrappedValue }
}
