public import TerrariumTerminal

/// A message from a widget to its host, `Docs/WidgetProtocol.md` § Widget to host.
public enum WidgetMessage: Hashable, Sendable {
    /// The first message: who the widget is and what it needs.
    case hello(WidgetHello)
    /// Rows of styled runs drawn into the widget's frame.
    case draw(WidgetDrawing)
    /// The sizes the widget accepts.
    case size(WidgetSizing)
    /// A bound property changed in the widget: the host writes it to its binding.
    case value(name: String, WidgetValue)
    /// The keys the widget consumes from now on, as key patterns (`"left"`, `"ctrl+a"`, `"text"`).
    case keys([String])
    /// The widget gives focus away, to the next view or the previous one.
    case focus(FocusMove)
    /// A line for the host's log.
    case log(level: WidgetLogLevel, message: String)
    /// The widget has answered every host message up to `sequence`; `consumed` says, for a key,
    /// mouse event or paste, whether the widget used it (nil: as its key patterns said).
    case done(sequence: Int, consumed: Bool?)
    /// Text for the terminal's clipboard; needs `clipboard`.
    case copy(String)
    /// Asks the host to run a program; needs `commands`; answered by `ran` with `request`.
    case run(request: Int, executable: String, arguments: [String])
}

/// What a widget says about itself in its first message.
public struct WidgetHello: Hashable, Sendable {
    /// The protocol version the widget speaks; it must equal the host's.
    public var protocolVersion: Int
    /// A name for logs and the placeholder.
    public var name: String
    /// Optional features it uses: `mouse`, `paste`, `drop`, `focus`.
    public var features: Set<String>
    /// The permissions it asks for.
    public var permissions: Set<WidgetPermission>
    /// The environment values it subscribes to, such as `colorScheme` or a custom key.
    public var environment: [String]
    /// The keys it consumes, as key patterns.
    public var keys: [String]
    /// Whether it takes keyboard focus.
    public var focusable: Bool
    /// The sizes it accepts, before it sends any `size`.
    public var sizing: WidgetSizing?

    /// A hello for protocol ``WidgetProtocol/version``.
    public init(
        protocolVersion: Int = WidgetProtocol.version, name: String, features: Set<String> = [],
        permissions: Set<WidgetPermission> = [], environment: [String] = [], keys: [String] = [],
        focusable: Bool = false, sizing: WidgetSizing? = nil
    ) {
        self.protocolVersion = protocolVersion
        self.name = name
        self.features = features
        self.permissions = permissions
        self.environment = environment
        self.keys = keys
        self.focusable = focusable
        self.sizing = sizing
    }
}

/// The sizes a widget accepts: its ideal, and the range a proposal is clamped into.
public struct WidgetSizing: Hashable, Sendable {
    /// The size for an unspecified proposal.
    public var ideal: Size
    /// The smallest size it takes.
    public var minimum: Size
    /// The largest size it takes; nil dimensions are unbounded.
    public var maximumWidth: Int?
    /// The largest height it takes; nil is unbounded.
    public var maximumHeight: Int?

    /// Sizing with `ideal`, by default fixed at it.
    public init(ideal: Size, minimum: Size? = nil, maximumWidth: Int? = nil, maximumHeight: Int? = nil) {
        self.ideal = ideal
        self.minimum = minimum ?? ideal
        self.maximumWidth = minimum == nil && maximumWidth == nil ? ideal.width : maximumWidth
        self.maximumHeight = minimum == nil && maximumHeight == nil ? ideal.height : maximumHeight
    }

    /// The size for `proposal`: the ideal for a nil dimension, else the proposal clamped to the range.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        func clamp(_ value: Int?, _ ideal: Int, _ low: Int, _ high: Int?) -> Int {
            guard let value else { return ideal }
            return max(low, min(value, high ?? Int.max))
        }
        return Size(
            width: clamp(proposal.width, ideal.width, minimum.width, maximumWidth),
            height: clamp(proposal.height, ideal.height, minimum.height, maximumHeight))
    }
}

/// Rows of styled runs a widget draws into its frame.
public struct WidgetDrawing: Hashable, Sendable {
    /// Whether the frame is cleared before these rows are drawn.
    public var clears: Bool
    /// The rows drawn; each replaces its row from its `x` to the right edge.
    public var rows: [Row]

    /// A drawing of `rows`, clearing the frame first when `clears`.
    public init(clears: Bool = false, rows: [Row]) {
        self.clears = clears
        self.rows = rows
    }

    /// One row of runs, starting at column `x` of row `y` of the frame.
    public struct Row: Hashable, Sendable {
        /// The row, 0 at the top of the frame.
        public var y: Int
        /// The first column, 0 at the left of the frame.
        public var x: Int
        /// The runs, left to right.
        public var runs: [WidgetRun]

        /// A row at `y` starting at column `x`.
        public init(y: Int, x: Int = 0, runs: [WidgetRun]) {
            self.y = y
            self.x = x
            self.runs = runs
        }
    }
}

/// Text in one style: the unit of a widget's drawing.
public struct WidgetRun: Hashable, Sendable {
    /// The text; the host sanitises it like any drawn text.
    public var text: String
    /// Its colours, attributes and link.
    public var style: Style

    /// A run of `text` in `style`.
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// How much a log line matters.
public enum WidgetLogLevel: String, Hashable, Sendable, CaseIterable {
    /// Detail for debugging.
    case debug
    /// Something worth knowing.
    case info
    /// Something went wrong but the widget goes on.
    case warning
    /// Something failed.
    case error
}
