public import TerrariumCore
public import TerrariumTerminal

/// What the inspector shows of a running tree, as plain values: the views with their frames, the
/// focus chain, the hosted widgets and the trees nested in them, what the last frames redrew,
/// and what the last frame cost.
///
/// ```swift
/// let report = host.inspection
/// #expect(report.focusChain.last == "RatingView")
/// print(report)   // the text dump a bug report can carry
/// ```
///
/// Frames are in the cells of the screen. Views of a tree nested in a foreign widget are listed
/// under the representable hosting that widget, with the index of their host in ``hosts``.
public struct InspectorReport: Hashable, Sendable, CustomStringConvertible {
    /// One view of the tree.
    public struct ViewEntry: Hashable, Sendable {
        /// The view's type without module names or generic arguments; a modifier by its own type
        /// after a dot, such as `.PaddingModifier`.
        public var typeName: String
        /// Where the view is on screen; nil for views that only group others.
        public var frame: Rect?
        /// How deep the view is, nested trees counting from their representable.
        public var depth: Int
        /// The nested host the view belongs to, as an index into ``InspectorReport/hosts``; nil
        /// for the app's own tree.
        public var host: Int?
        /// Whether the view has keyboard focus.
        public var isFocused: Bool
        /// Whether the view was evaluated again for the last frame.
        public var wasInvalidated: Bool
        /// How often the view was evaluated since the inspector opened.
        public var evaluations: Int
        /// The accessibility element the view makes, without the elements inside it; nil for a
        /// view that makes none.
        public var accessibility: AccessibilityElement?

        /// Creates an entry.
        public init(
            typeName: String, frame: Rect?, depth: Int, host: Int? = nil, isFocused: Bool = false,
            wasInvalidated: Bool = false, evaluations: Int = 0, accessibility: AccessibilityElement? = nil
        ) {
            self.typeName = typeName
            self.frame = frame
            self.depth = depth
            self.host = host
            self.isFocused = isFocused
            self.wasInvalidated = wasInvalidated
            self.evaluations = evaluations
            self.accessibility = accessibility
        }
    }

    /// A foreign widget hosted by a representable.
    public struct HostedWidgetEntry: Hashable, Sendable {
        /// The representable's type.
        public var representable: String
        /// The hosted widget's type.
        public var widget: String
        /// Where the widget is on screen.
        public var frame: Rect
        /// How many times `updateWidget(_:context:)` ran.
        public var updates: Int
        /// Why it last ran; empty before it first did.
        public var lastUpdateReasons: WidgetUpdateReasons
        /// The nested host the representable belongs to; nil for the app's own tree.
        public var host: Int?
        /// The hosts of declarative trees inside the widget, as indices into
        /// ``InspectorReport/hosts``.
        public var nestedHosts: [Int]
        /// What the widget tells of itself, a line each (its `inspectorNotes`): why a widget
        /// process failed, what it wrote to standard error, its log.
        public var notes: [String]

        /// Creates an entry.
        public init(
            representable: String, widget: String, frame: Rect, updates: Int, lastUpdateReasons: WidgetUpdateReasons,
            host: Int? = nil, nestedHosts: [Int] = [], notes: [String] = []
        ) {
            self.notes = notes
            self.representable = representable
            self.widget = widget
            self.frame = frame
            self.updates = updates
            self.lastUpdateReasons = lastUpdateReasons
            self.host = host
            self.nestedHosts = nestedHosts
        }
    }

    /// A declarative tree hosted inside a foreign widget, such as a `HostingWidget`.
    public struct HostEntry: Hashable, Sendable {
        /// The host's type, such as `HostingWidget<PlantDetail>`.
        public var typeName: String
        /// The representable whose widget holds the host.
        public var representable: String
        /// Where the host was last drawn on screen; nil before it was.
        public var origin: Point?
        /// How many views its tree has.
        public var viewCount: Int

        /// Creates an entry.
        public init(typeName: String, representable: String, origin: Point?, viewCount: Int) {
            self.typeName = typeName
            self.representable = representable
            self.origin = origin
            self.viewCount = viewCount
        }
    }

    /// What the last frame cost.
    public struct FrameFigures: Hashable, Sendable {
        /// How long the frame took from update to the bytes written; nil where it is not timed.
        public var duration: Duration?
        /// The bytes written to the terminal.
        public var bytes: Int
        /// The cells whose text or style was written.
        public var cellsChanged: Int
        /// Whether the frame repainted the whole screen.
        public var isFullRepaint: Bool

        /// Creates figures.
        public init(duration: Duration? = nil, bytes: Int = 0, cellsChanged: Int = 0, isFullRepaint: Bool = false) {
            self.duration = duration
            self.bytes = bytes
            self.cellsChanged = cellsChanged
            self.isFullRepaint = isFullRepaint
        }

        /// The figures of a frame the renderer reported with `statistics`, taking `duration`.
        public init(_ statistics: FrameStatistics, duration: Duration? = nil) {
            self.init(
                duration: duration, bytes: statistics.bytesWritten, cellsChanged: statistics.cellsChanged,
                isFullRepaint: statistics.isFullRepaint)
        }
    }

    /// The views, depth first in drawing order, nested trees under their representables.
    public var views: [ViewEntry]
    /// The views from the root to the one with keyboard focus, into nested trees, tuples and
    /// modifiers left out; empty when nothing has focus.
    public var focusChain: [String]
    /// The foreign widgets, in drawing order, those inside nested trees included.
    public var hostedWidgets: [HostedWidgetEntry]
    /// The declarative trees nested in foreign widgets.
    public var hosts: [HostEntry]
    /// The regions drawn again in the last frames, newest first, in the app's own tree.
    public var redrawRegions: [[Rect]]
    /// What the last frame cost.
    public var frame: FrameFigures

    /// Creates a report.
    public init(
        views: [ViewEntry] = [], focusChain: [String] = [], hostedWidgets: [HostedWidgetEntry] = [],
        hosts: [HostEntry] = [], redrawRegions: [[Rect]] = [], frame: FrameFigures = FrameFigures()
    ) {
        self.views = views
        self.focusChain = focusChain
        self.hostedWidgets = hostedWidgets
        self.hosts = hosts
        self.redrawRegions = redrawRegions
        self.frame = frame
    }

    /// The report as text, for a bug report: every section, one item a line.
    public var description: String { InspectorReportText(self).lines.joined(separator: "\n") }
}
