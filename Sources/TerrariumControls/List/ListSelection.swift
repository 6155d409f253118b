import TerrariumCore

/// A list's selection with its type erased: none, one value or a set, read and written as
/// `AnyHashable`s that the list compares with its rows' tags and identities.
@MainActor
protocol ListSelection {
    /// Whether several rows can be selected.
    var allowsMultiple: Bool { get }
    /// Whether the list can select at all.
    var isSelectable: Bool { get }
    /// The selected values.
    func get() -> Set<AnyHashable>
    /// Whether `value` is selected, asked of the binding's own value so that drawing a frame
    /// does not convert a large selection.
    func contains(_ value: AnyHashable) -> Bool
    /// How many values are selected.
    var count: Int { get }
    /// Whether each of `values` is selected, reading the binding once: how a frame finds the
    /// selected rows on screen.
    func selects(_ values: [AnyHashable?]) -> [Bool]
    /// Selects exactly these values (the first only for a single selection).
    func set(_ values: Set<AnyHashable>)
    /// Whether a row's tag or identity is of the selection's type.
    func accepts(_ value: AnyHashable) -> Bool
    /// For a selection of one value at most, the value selected: `.some(nil)` when none is.
    /// `nil` for a selection of any number, which ``selects(_:)`` answers instead.
    var single: AnyHashable?? { get }
}

extension ListSelection {
    var single: AnyHashable?? { nil }
}

/// The selection of a list that does not select.
struct NoListSelection: ListSelection {
    var allowsMultiple: Bool { false }
    var isSelectable: Bool { false }
    func get() -> Set<AnyHashable> { [] }
    func contains(_ value: AnyHashable) -> Bool { false }
    var count: Int { 0 }
    func selects(_ values: [AnyHashable?]) -> [Bool] { values.map { _ in false } }
    func set(_ values: Set<AnyHashable>) {}
    func accepts(_ value: AnyHashable) -> Bool { false }
}

/// A selection of one value at most.
struct SingleListSelection<Value: Hashable>: ListSelection {
    let binding: Binding<Value?>

    var allowsMultiple: Bool { false }
    var isSelectable: Bool { true }
    func get() -> Set<AnyHashable> { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
    func contains(_ value: AnyHashable) -> Bool {
        guard let current = binding.wrappedValue else { return false }
        return (value.base as? Value) == current
    }
    var count: Int { binding.wrappedValue == nil ? 0 : 1 }
    func selects(_ values: [AnyHashable?]) -> [Bool] {
        guard let current = binding.wrappedValue else { return values.map { _ in false } }
        let selected = AnyHashable(current)
        return values.map { $0 == selected }
    }
    func set(_ values: Set<AnyHashable>) { binding.wrappedValue = values.first.flatMap { $0.base as? Value } }
    func accepts(_ value: AnyHashable) -> Bool { value.base is Value }
    var single: AnyHashable?? { .some(binding.wrappedValue.map { AnyHashable($0) }) }
}

/// A selection of any number of values.
struct MultipleListSelection<Value: Hashable>: ListSelection {
    let binding: Binding<Set<Value>>

    var allowsMultiple: Bool { true }
    var isSelectable: Bool { true }
    func get() -> Set<AnyHashable> {
        var values = Set<AnyHashable>()
        for value in binding.wrappedValue { values.insert(AnyHashable(value)) }
        return values
    }
    func contains(_ value: AnyHashable) -> Bool {
        guard let value = value.base as? Value else { return false }
        return binding.wrappedValue.contains(value)
    }
    var count: Int { binding.wrappedValue.count }
    func selects(_ values: [AnyHashable?]) -> [Bool] {
        let selected = binding.wrappedValue
        guard !selected.isEmpty else { return values.map { _ in false } }
        return values.map { value in (value?.base as? Value).map(selected.contains) ?? false }
    }
    func set(_ values: Set<AnyHashable>) {
        var typed = Set<Value>()
        for value in values {
            if let value = value.base as? Value { typed.insert(value) }
        }
        binding.wrappedValue = typed
    }
    func accepts(_ value: AnyHashable) -> Bool { value.base is Value }
}
