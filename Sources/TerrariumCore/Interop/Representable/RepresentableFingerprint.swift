/// The parts of a representable value that decide whether its widget needs an update: every
/// stored property except closures and graph-linked wrappers, with each binding replaced by the
/// value behind it when it was taken.
///
/// Closures are kept apart, as their bytes: a parent re-creates a capturing closure on every
/// evaluation, and such a change is an update of its own (`WidgetUpdateReasons.actions`). Bindings
/// are compared by value because a binding to the same place is a new object every time, while a
/// change of the bound value must reach the widget. Everything else is compared by content
/// (``FieldReflection/areEqual(_:_:functions:)``): `==` where a type is `Equatable`, property by
/// property where it is not.
@MainActor
struct RepresentableFingerprint {
    private let values: [Any]
    /// The bytes of the value's closures: the same bytes are the same closures.
    private let closures: [UInt8]
    /// The value itself, kept so that the objects its references name (strongly, weakly or
    /// unowned) are not freed and their addresses given to others while the fingerprint, which
    /// compares references by address, is in use.
    private let retained: Any

    /// The fingerprint of `value`, reading its bindings now.
    init<R>(of value: R) {
        var values: [Any] = []
        var closures: [UInt8] = []
        FieldReflection.withAddress(of: value) { base in
            for field in ViewTypeInfo.of(R.self).fingerprintFields {
                if FieldReflection.isFunction(field.type) {
                    // Read in place: a closure boxed for reflection is wrapped anew each time.
                    closures += FieldReflection.bytes(in: field.range, at: base)
                    continue
                }
                if FieldReflection.isReference(field.type) {
                    // Possibly weak or unowned, so never read as a value: its bytes name the object.
                    values.append(Array(FieldReflection.bytes(in: field.range, at: base)))
                    continue
                }
                let loaded = FieldReflection.load(field, from: base)
                if let binding = loaded as? any BoundValueReading {
                    values.append(binding.boundValue)
                } else {
                    values.append(loaded)
                }
            }
        }
        self.values = values
        self.closures = closures
        retained = value
    }

    /// Whether every compared property is the same in both.
    func matches(_ other: RepresentableFingerprint) -> Bool {
        guard values.count == other.values.count else { return false }
        return zip(values, other.values).allSatisfy { FieldReflection.areEqual($0, $1, functions: .ignored) }
    }

    /// Whether the closures are the very same ones as in `other`.
    func hasSameClosures(as other: RepresentableFingerprint) -> Bool {
        closures == other.closures
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
