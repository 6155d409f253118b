import TerrariumTerminal

/// What a declarative host pushes through foreign widgets to the declarative trees nested in
/// them: the environment and transaction at the representable's place, and the clock its frames
/// run on.
@MainActor
struct DeclarativeContext {
    /// The environment at the representable's place.
    var environment: EnvironmentValues
    /// The transaction of the change that produced it.
    var transaction: Transaction
    /// The frame clock of the declarative host, which nested trees animate on.
    var clock: FrameClock
    /// The representable's node, for the inspector to find nested trees under it.
    weak var node: ViewNode?
}

/// The trait a declarative host's context travels in; nil outside any declarative host.
enum DeclarativeContextKey: WidgetTraitKey {
    static var defaultValue: DeclarativeContext? { nil }
}
