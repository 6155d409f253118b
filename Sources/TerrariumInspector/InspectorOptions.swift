import TerrariumCore
public import TerrariumTerminal

/// How a running app's inspector is opened: its keys, and whether it is open at launch.
///
/// ```swift
/// struct Notes: App {
///     func makeRunLoop() -> TerminalRunLoop {
///         TerminalRunLoop(inspector: InspectorOptions(toggleKey: KeyPress(.function(11))))
///     }
/// }
/// ```
///
/// The inspector draws over the app: the view tree with frames, the focus chain, each hosted
/// widget's updates, the trees nested in widgets, the regions the last frames redrew and the
/// frame's cost. Setting `TERRARIUM_INSPECT=1` in the environment opens it at launch too.
public struct InspectorOptions: Hashable, Sendable {
    /// The key that opens and closes the inspector, F12 by default; nil for none.
    public var toggleKey: KeyPress?
    /// The key that writes the inspector's text dump to a file while it is open, Shift+F12 by
    /// default; nil for none.
    public var dumpKey: KeyPress?
    /// Whether the inspector is open when the app starts.
    public var opensAtLaunch: Bool

    /// Creates options; by default F12 toggles the inspector, Shift+F12 dumps it, and it starts
    /// closed.
    public init(
        toggleKey: KeyPress? = KeyPress(.function(12)),
        dumpKey: KeyPress? = KeyPress(.function(12), modifiers: .shift),
        opensAtLaunch: Bool = false
    ) {
        self.toggleKey = toggleKey
        self.dumpKey = dumpKey
        self.opensAtLaunch = opensAtLaunch
    }

    /// No key opens the inspector, and only `TERRARIUM_INSPECT=1` does at launch.
    public static let keysDisabled = InspectorOptions(toggleKey: nil, dumpKey: nil)

    /// Whether `press` is `key`, whatever the phase but a release.
    static func matches(_ press: KeyPress, _ key: KeyPress?) -> Bool {
        guard let key, press.phase != .up else { return false }
        return press.key == key.key && press.modifiers == key.modifiers
    }
}
