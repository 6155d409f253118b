import TerrariumTerminal

/// What a ``WidgetRepresentable`` is given when it makes, updates or sizes its widget.
@MainActor
public struct WidgetRepresentableContext<Representable: WidgetRepresentable> {
    /// The coordinator made by `makeCoordinator()`.
    public let coordinator: Representable.Coordinator
    /// The environment at the representable's place; keys read from it are followed.
    public let environment: EnvironmentValues
    /// The transaction of the change being applied, which says whether it animates.
    public let transaction: Transaction
    /// Why `updateWidget` is being called.
    public let updateReasons: WidgetUpdateReasons

    let animator: WidgetAnimator

    /// Runs `changes` with the transaction's animation on the frame clock: it is called every
    /// frame with the animation's progress from 0 to 1 (once, with 1, when the change does not
    /// animate), then `completion` runs.
    public func animate(_ changes: @escaping @MainActor (Double) -> Void, completion: (@MainActor () -> Void)? = nil) {
        animator.start(transaction.animation, changes: changes, completion: completion)
    }
}

/// Why a widget's `updateWidget` runs.
public struct WidgetUpdateReasons: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates reasons from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The first update, right after `makeWidget`.
    public static let initial = WidgetUpdateReasons(rawValue: 1 << 0)
    /// A stored property of the representable, or the value behind one of its bindings, changed.
    public static let properties = WidgetUpdateReasons(rawValue: 1 << 1)
    /// An environment key read in make or update changed.
    public static let environment = WidgetUpdateReasons(rawValue: 1 << 2)
    /// An `@Observable` property read in make or update changed.
    public static let observation = WidgetUpdateReasons(rawValue: 1 << 3)
    /// The representable's closures changed: the update runs at once, so a callback the widget
    /// makes later, from input, a timer, a process or I/O, runs the newest closure.
    public static let actions = WidgetUpdateReasons(rawValue: 1 << 4)

    /// The reasons' names, joined with `+`, such as `properties+environment`.
    public var description: String {
        let names: [(WidgetUpdateReasons, String)] = [
            (.initial, "initial"), (.properties, "properties"), (.environment, "environment"),
            (.observation, "observation"), (.actions, "actions"),
        ]
        let present = names.filter { contains($0.0) }.map(\.1)
        return present.isEmpty ? "none" : present.joined(separator: "+")
    }
}
