public import TerrariumTerminal

/// A message from the host to a widget, `Docs/WidgetProtocol.md` § Host to widget.
///
/// Every message but ``welcome(_:)`` and ``shutdown`` carries a sequence number, counting up
/// from 1; the widget answers each with ``WidgetMessage/done(sequence:consumed:)`` once it has
/// sent whatever the message made it draw, size or change.
public enum HostMessage: Hashable, Sendable {
    /// The answer to `hello`: the protocol version spoken and which permissions were granted.
    case welcome(WidgetWelcome)
    /// The size of the widget's frame: the widget draws for it.
    case frame(sequence: Int, size: Size)
    /// A size the host's layout offers; nil dimensions ask for the widget's ideal.
    case propose(sequence: Int, ProposedViewSize)
    /// The widget gained (`true`) or lost keyboard focus.
    case focus(sequence: Int, isFocused: Bool)
    /// A key press, sent only for keys the widget said it consumes.
    case key(sequence: Int, KeyPress)
    /// A mouse event in the widget's own coordinates, sent when the widget asked for `mouse`.
    case mouse(sequence: Int, MouseEvent)
    /// Pasted text, sent when the widget asked for `paste` and holds `clipboard`.
    case paste(sequence: Int, String)
    /// Files dropped on the widget, sent when it asked for `drop` and holds `files`.
    case drop(sequence: Int, paths: [String])
    /// The environment values the widget subscribed to that changed (all of them the first time).
    case environment(sequence: Int, [String: WidgetValue])
    /// The properties that changed (all of them the first time) and the transaction of the change.
    case properties(sequence: Int, [String: WidgetValue], transaction: WidgetTransaction)
    /// The outcome of a `run` the widget asked for.
    case ran(sequence: Int, WidgetCommandResult)
    /// The widget is no longer shown: it should exit. Sent once; no answer expected.
    case shutdown
}

extension HostMessage {
    /// The message's sequence number, nil for ``welcome(_:)`` and ``shutdown``.
    public var sequence: Int? {
        switch self {
        case .welcome, .shutdown: nil
        case .frame(let sequence, _), .propose(let sequence, _), .focus(let sequence, _), .key(let sequence, _),
            .mouse(let sequence, _), .paste(let sequence, _), .drop(let sequence, _), .environment(let sequence, _),
            .properties(let sequence, _, _), .ran(let sequence, _):
            sequence
        }
    }
}

/// The host's answer to a widget's hello.
public struct WidgetWelcome: Hashable, Sendable {
    /// The protocol version the host speaks.
    public var protocolVersion: Int
    /// The permissions the widget asked for that it holds.
    public var granted: Set<WidgetPermission>
    /// The permissions the widget asked for that it does not hold.
    public var refused: Set<WidgetPermission>

    /// A welcome granting `granted` and refusing `refused`.
    public init(
        protocolVersion: Int = WidgetProtocol.version, granted: Set<WidgetPermission> = [],
        refused: Set<WidgetPermission> = []
    ) {
        self.protocolVersion = protocolVersion
        self.granted = granted
        self.refused = refused
    }
}

/// Whether a change of properties is animated, as the host's transaction says.
public struct WidgetTransaction: Hashable, Sendable {
    /// Whether the change happened inside `withAnimation`.
    public var isAnimated: Bool
    /// The animation's duration in seconds, when animated and known.
    public var duration: Double?

    /// A transaction, by default not animated.
    public init(isAnimated: Bool = false, duration: Double? = nil) {
        self.isAnimated = isAnimated
        self.duration = duration
    }
}

/// The outcome of a program the host ran for a widget.
public struct WidgetCommandResult: Hashable, Sendable {
    /// The `request` number of the widget's `run`.
    public var request: Int
    /// The exit status, nil when the program did not run or did not exit normally.
    public var status: Int?
    /// Its standard output, decoded as UTF-8 with invalid bytes replaced, at most 64 KiB.
    public var output: String
    /// Why it did not run or finish (refused, not found, timed out), nil when it did.
    public var error: String?

    /// A result for `request`.
    public init(request: Int, status: Int?, output: String = "", error: String? = nil) {
        self.request = request
        self.status = status
        self.output = output
        self.error = error
    }
}
