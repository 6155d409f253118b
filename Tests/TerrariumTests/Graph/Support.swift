import Terrarium
import TerrariumTerminal

/// Counts body evaluations per view, so tests can prove what was and was not re-evaluated.
@MainActor
final class EvaluationLog {
    private(set) var counts: [String: Int] = [:]

    func record(_ name: String) { counts[name, default: 0] += 1 }

    subscript(name: String) -> Int { counts[name] ?? 0 }
}

/// Keeps a binding handed out by a view body so a test can change the view's state later.
@MainActor
final class Handle<Value> {
    var binding: Binding<Value>?

    /// Keeps `binding`; returns nothing so a view body can call it in `let _ =`.
    func capture(_ binding: Binding<Value>) { self.binding = binding }

    var value: Value {
        get { binding!.wrappedValue }
        set { binding!.wrappedValue = newValue }
    }
}
