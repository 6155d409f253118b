/// One step in the life of a hosted widget, as the view graph's lifecycle log records it.
public struct WidgetLifecycleEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// `makeCoordinator()` ran.
        case makeCoordinator
        /// `makeWidget(context:)` ran.
        case make
        /// `updateWidget(_:context:)` ran, for these reasons.
        case update(WidgetUpdateReasons)
        /// `dismantleWidget(_:coordinator:)` ran.
        case dismantle
    }

    /// What happened.
    public var kind: Kind
    /// The representable's type name.
    public var representable: String

    /// Creates an event.
    public init(_ kind: Kind, representable: String) {
        self.kind = kind
        self.representable = representable
    }

    /// The event as one line, such as `Rating update(properties)`.
    public var description: String {
        switch kind {
        case .makeCoordinator: "\(representable) makeCoordinator"
        case .make: "\(representable) make"
        case .update(let reasons): "\(representable) update(\(reasons))"
        case .dismantle: "\(representable) dismantle"
        }
    }
}
