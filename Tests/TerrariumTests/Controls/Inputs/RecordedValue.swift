import Terrarium

/// A value outside any view's state, as a model keeps it, with every write and every
/// `onEditingChanged` call recorded.
@MainActor final class RecordedValue<Value> {
    var value: Value
    var writes: [Value] = []
    var edits: [Bool] = []

    init(_ value: Value) { self.value = value }

    /// A binding that reads and writes the value, recording each write.
    var binding: Binding<Value> {
        Binding(
            get: { self.value },
            set: {
                self.value = $0
                self.writes.append($0)
            })
    }
}
