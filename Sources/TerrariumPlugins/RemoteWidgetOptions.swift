import Terrarium
public import TerrariumWidgetProtocol

/// What a remotely hosted widget is given besides its transport: properties in, bindings out,
/// the permissions granted, and what happens when it fails.
public struct RemoteWidgetOptions {
    /// The representable's inputs, sent to the widget when they change.
    public var properties: [String: WidgetValue] = [:]
    /// The values behind the bindings when the view was made, so a change of one updates the widget.
    public var boundValues: [String: WidgetValue] = [:]
    /// How to write each bound value back; each returns why it refused a value, nil when written.
    var writers: [String: @MainActor (WidgetValue) -> String?] = [:]
    /// How to read each bound value now.
    var readers: [String: @MainActor () -> WidgetValue] = [:]
    /// The permissions the host grants when asked; the rest are refused.
    public var permissions: Set<WidgetPermission> = []
    /// What happens after the widget fails.
    public var restartPolicy: WidgetRestartPolicy = .onFailure()
    /// How long the widget may take to answer a message before it counts as hung.
    public var responseDeadline: Duration = .seconds(2)
    /// How long a started widget may take to say hello: longer, since an interpreter starting on a
    /// busy machine can take seconds.
    public var startupDeadline: Duration = .seconds(10)

    /// No properties, no bindings, no permissions, restarts on failure, a 2-second deadline for
    /// answers and 10 seconds for the hello.
    public init() {}
}

/// What happens after a remote widget fails.
public struct WidgetRestartPolicy: Hashable, Sendable {
    /// How many times the widget is started again after failing; the placeholder stays after that.
    public var maximumRestarts: Int
    /// How long the placeholder shows before a restart.
    public var delay: Duration

    /// Never restarted: the placeholder stays.
    public static let never = WidgetRestartPolicy(maximumRestarts: 0, delay: .zero)

    /// Restarted up to `maximumRestarts` times, each after `delay`.
    public static func onFailure(maximumRestarts: Int = 3, delay: Duration = .seconds(1)) -> WidgetRestartPolicy {
        WidgetRestartPolicy(maximumRestarts: maximumRestarts, delay: delay)
    }
}
