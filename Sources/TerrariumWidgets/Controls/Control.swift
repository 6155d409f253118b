public import TerrariumTerminal

/// A view the user acts on, which tells interested objects through target-action: the toolkit's
/// counterpart of UIKit's `UIControl`.
///
/// ```swift
/// final class Coordinator {
///     func ratingChanged(_ sender: RatingControl) { plant.rating = sender.value }
/// }
///
/// rating.addTarget(coordinator, action: Coordinator.ratingChanged(_:), for: .valueChanged)
/// button.addAction(for: .primaryActionTriggered) { _ in save() }
/// ```
///
/// Subclasses call ``sendActions(for:)`` when the user changes them, never when their value is
/// set in code, as UIKit's controls do. A control accepts focus while it is enabled; a disabled
/// one ignores input and is drawn dim.
@MainActor
open class Control: WidgetView {
    /// The kinds of events a control sends actions for; a set, so one action can serve several.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt32

        /// Creates events from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The user changed the control's value.
        public static let valueChanged = Event(rawValue: 1 << 0)
        /// The user triggered the control's main action, such as pressing a button.
        public static let primaryActionTriggered = Event(rawValue: 1 << 1)
        /// The user edited the control's text.
        public static let editingChanged = Event(rawValue: 1 << 2)
        /// Every event.
        public static let allEvents = Event(rawValue: .max)
    }

    /// What ``addAction(for:_:)`` returns, to remove that action again.
    public struct ActionIdentifier: Hashable, Sendable {
        fileprivate let rawValue: Int
    }

    /// Whether the control responds to the user; a disabled control ignores input and cannot take
    /// focus.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    private var registrations: [Registration] = []
    private var nextIdentifier = 0

    /// Creates an enabled control with `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Whether the control can take focus: while it is enabled.
    open override var acceptsFocus: Bool { isEnabled }

    // MARK: - Target-action

    /// Calls `action` on `target` with the control whenever it sends one of `events`.
    ///
    /// ```swift
    /// list.addTarget(coordinator, action: Coordinator.selectionChanged(_:), for: .valueChanged)
    /// ```
    ///
    /// The control holds `target` weakly: once it is gone the action is dropped. `Sender` is
    /// the control's own type or a superclass of it, so the method can read the control's value.
    public func addTarget<Target: AnyObject, Sender: Control>(
        _ target: Target,
        action: @escaping (Target) -> (Sender) -> Void,
        for events: Event
    ) {
        precondition(self is Sender, "\(type(of: self)) cannot be sent to an action taking \(Sender.self)")
        register(events, target: target) { object, control in
            guard let target = object as? Target, let sender = control as? Sender else { return }
            action(target)(sender)
        }
    }

    /// Calls `action` with the control whenever it sends one of `events`; returns what removes it.
    ///
    /// The control keeps the closure, so capture the control or its owner weakly in it.
    @discardableResult
    public func addAction(
        for events: Event,
        _ action: @escaping @MainActor (Control) -> Void
    ) -> ActionIdentifier {
        let identifier = register(events, target: nil) { _, control in action(control) }
        return ActionIdentifier(rawValue: identifier)
    }

    /// Stops the actions of `target` for `events`; a nil target stops every action for them,
    /// closures included.
    public func removeTarget(_ target: AnyObject?, for events: Event = .allEvents) {
        for index in registrations.indices where target == nil || registrations[index].target === target {
            registrations[index].events.subtract(events)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Stops the closure action that `identifier` names for `events`.
    public func removeAction(_ identifier: ActionIdentifier, for events: Event = .allEvents) {
        for index in registrations.indices where registrations[index].identifier == identifier.rawValue {
            registrations[index].events.subtract(events)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// Calls every action registered for any of `events`, in the order they were added.
    ///
    /// Actions whose target is gone are dropped. An action may add or remove actions; the
    /// change applies from the next send.
    public func sendActions(for events: Event) {
        registrations.removeAll { $0.holdsTarget && $0.target == nil }
        for registration in registrations where !registration.events.isDisjoint(with: events) {
            if registration.holdsTarget {
                guard let target = registration.target else { continue }
                registration.perform(target, self)
            } else {
                registration.perform(nil, self)
            }
        }
    }

    /// The events some live action is registered for.
    public var allControlEvents: Event {
        registrations.filter { !$0.holdsTarget || $0.target != nil }.reduce(into: []) { $0.formUnion($1.events) }
    }

    @discardableResult
    private func register(
        _ events: Event,
        target: AnyObject?,
        perform: @escaping @MainActor (AnyObject?, Control) -> Void
    ) -> Int {
        nextIdentifier += 1
        registrations.append(
            Registration(
                identifier: nextIdentifier, events: events, target: target, holdsTarget: target != nil,
                perform: perform))
        return nextIdentifier
    }
}

/// One registered action: the events it answers, and its target held weakly.
private struct Registration {
    let identifier: Int
    var events: Control.Event
    weak var target: AnyObject?
    // Tells a closure action (no target) from a target action whose target is gone.
    let holdsTarget: Bool
    let perform: @MainActor (AnyObject?, Control) -> Void
}
