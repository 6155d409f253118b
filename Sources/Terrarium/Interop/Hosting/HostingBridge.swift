/// What a declarative host passes through a foreign widget to the declarative trees nested in
/// it: the environment and transaction at the representable's place, and word when they change.
@MainActor
package final class HostingBridge {
    /// The environment at the representable's place.
    package private(set) var environment = EnvironmentValues()
    /// The transaction of the last change.
    package private(set) var transaction = Transaction()
    /// The frame clock of the declarative host, which nested trees animate on.
    package private(set) var clock: FrameClock?
    private var listeners: [(owner: WeakObject, changed: @MainActor () -> Void)] = []

    package init() {}

    /// Takes the values of the representable's latest evaluation, telling listeners when the
    /// environment is a different one.
    func update(
        environment newEnvironment: EnvironmentValues, transaction newTransaction: Transaction,
        clock newClock: FrameClock
    ) {
        transaction = newTransaction
        clock = newClock
        guard !environment.isIdentical(to: newEnvironment) else { return }
        environment = newEnvironment
        listeners.removeAll { $0.owner.object == nil }
        for listener in listeners { listener.changed() }
    }

    /// Calls `changed` whenever the environment changes, for as long as `owner` lives.
    package func observe(owner: AnyObject, _ changed: @escaping @MainActor () -> Void) {
        listeners.removeAll { $0.owner.object == nil || $0.owner.object === owner }
        listeners.append((WeakObject(owner), changed))
    }
}

/// A weak reference to any object.
struct WeakObject {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
