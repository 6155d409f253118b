/// The context of one change: whether, and how, it should animate.
///
/// The transaction that caused an update travels with it: the nodes updated because of a change
/// made in `withAnimation { … }` see that animation.
public struct Transaction: Sendable {
    /// The animation for the change, or nil for an immediate change.
    public var animation: Animation?
    /// Whether animations set by `animation(_:value:)` modifiers below are ignored.
    public var disablesAnimations = false

    /// Creates a transaction, animated when `animation` is given.
    public init(animation: Animation? = nil) {
        self.animation = animation
    }

    /// The transaction of the changes being made right now, set by ``withTransaction(_:_:)``.
    ///
    /// Task-local, so the observation callback that runs inside a model's setter sees it too.
    @TaskLocal package static var current: Transaction?
}

/// Makes the changes in `body` with `transaction`.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction) { try body() }
}

/// Makes the changes in `body` animated with `animation`.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 0.3)) { isExpanded.toggle() }
/// ```
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}
