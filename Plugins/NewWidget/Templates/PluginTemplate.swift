extension Templates {
    /// The files of a widget loaded at run time (`--dynamic`), relative to the package's folder.
    static func pluginFiles(for name: WidgetName, targetPath: String, testsPath: String) -> [(
        path: String, text: String
    )] {
        return [
            ("\(targetPath)/\(name.type)/\(name.type).swift", servedWidget(name)),
            ("\(targetPath)/\(name.exports)/\(name.exports).swift", exports(name)),
            ("\(testsPath)/\(name.tests)/\(name.tests).swift", pluginTests(name)),
        ]
    }

    /// `Sources/NAME/NAME.swift`: a served widget with a value from 0 to a maximum, drawn as
    /// `[###.......]`, bound through the properties `value` and `maximum`.
    ///
    /// ``pluginTests(_:)`` expects exactly what this draws: change one, change the other.
    static func servedWidget(_ name: WidgetName) -> String {
        #"""
        public import TerrariumPluginKit
        public import TerrariumTerminal
        public import TerrariumWidgetProtocol

        /// A level from 0 to a maximum that the user raises and lowers, served to Terrarium apps from
        /// a plugin library.
        ///
        /// ```swift
        /// PluginWidget(path: "lib\#(name.type).so", name: "\#(name.type)")
        ///     .binding("value", $level)
        ///     .property("maximum", 10)
        /// ```
        ///
        /// It is one row: a bracket, one cell per step (`#` up to the value, `.` after it) and a
        /// closing bracket. Its properties are `value`, bound both ways, and `maximum` (10 unless
        /// given). Right and Left change the value by one, Home and End set it to 0 and to the
        /// maximum; each change the user makes is sent back as `value`. Focused, it is drawn reversed.
        @MainActor
        public final class \#(name.type): ServedWidget {
            /// Whoever shows the widget: the plugin kit's server.
            public weak var host: (any WidgetHost)?
            /// Reports a value the user changed; the server sets it.
            public var sendValue: ((String, WidgetValue) -> Void)?
            /// The level, from 0 to ``maximum``.
            public private(set) var value = 0
            /// The number of steps, at least 1.
            public private(set) var maximum = 10
            /// Whether the widget has keyboard focus.
            private var isFocused = false

            /// A widget at 0 of 10 steps until its properties say otherwise.
            public init() {}

            /// Takes `value` and `maximum` when the app changes them.
            public func propertiesDidChange(_ properties: [String: WidgetValue], transaction: WidgetTransaction) {
                if let maximum = properties["maximum"]?.intValue, max(maximum, 1) != self.maximum {
                    self.maximum = max(maximum, 1)
                    host?.widgetNeedsLayout(self)
                }
                if let value = properties["value"]?.intValue { self.value = value }
                value = min(max(value, 0), maximum)
                host?.widgetNeedsDisplay(self)
            }

            /// Draws the brackets and the steps.
            public func draw(in context: GraphicsContext) {
                let steps = String(repeating: "#", count: value) + String(repeating: ".", count: maximum - value)
                var filled = Style(foreground: .green)
                var plain = Style.plain
                if isFocused {
                    filled.attributes.insert(.reverse)
                    plain.attributes.insert(.reverse)
                }
                context.draw("[", at: .zero, style: plain)
                context.draw(steps.prefix(value), at: Point(x: 1, y: 0), style: filled)
                context.draw(steps.dropFirst(value) + "]", at: Point(x: 1 + value, y: 0), style: plain)
            }

            /// One row, two columns wider than the number of steps.
            public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
                Size(width: maximum + 2, height: 1)
            }

            /// Takes keyboard focus.
            public var acceptsFocus: Bool { true }

            /// Draws the focus mark or removes it.
            public func focusDidChange(_ isFocused: Bool) {
                self.isFocused = isFocused
                host?.widgetNeedsDisplay(self)
            }

            /// Changes the value for Right, Left, Home and End; other input goes on to the app.
            public func handle(_ event: InputEvent) -> Bool {
                guard case .key(let press) = event, press.phase != .up,
                    press.modifiers.isDisjoint(with: [.control, .option, .command])
                else { return false }
                let newValue: Int
                switch press.key {
                case .rightArrow: newValue = min(value + 1, maximum)
                case .leftArrow: newValue = max(value - 1, 0)
                case .home: newValue = 0
                case .end: newValue = maximum
                default: return false
                }
                if newValue != value {
                    value = newValue
                    sendValue?("value", .number(Double(value)))
                    host?.widgetNeedsDisplay(self)
                }
                return true
            }
        }

        """#
    }

    /// `Sources/NAMEPlugin/NAMEPlugin.swift`: the two C functions a Terrarium app looks up in the
    /// library.
    static func exports(_ name: WidgetName) -> String {
        #"""
        \#([name.type, "TerrariumPluginKit"].sorted().map { "import \($0)" }.joined(separator: "\n"))

        // The functions a Terrarium app looks up in this library: the `_v1` in their names is the
        // version of the plugin interface, so an app expecting another version finds neither.

        /// The plugin's stamp: the Terrarium, compiler and target it was built for, and its widgets.
        @_cdecl("terrarium_widget_plugin_stamp_v1")
        public func terrariumWidgetPluginStamp() -> UnsafePointer<CChar> {
            WidgetPluginExport.stamp(widgets: ["\#(name.type)"])
        }

        /// The plugin's widget factory.
        @_cdecl("terrarium_widget_plugin_v1")
        public func terrariumWidgetPlugin() -> UnsafeRawPointer {
            WidgetPluginExport.factory { name in
                name == "\#(name.type)" ? \#(name.type)() : nil
            }
        }

        """#
    }

    /// `Tests/NAMETests/NAMETests.swift`: the widget served in process, with the exact drawing
    /// ``servedWidget(_:)`` makes, so it passes on the first run.
    static func pluginTests(_ name: WidgetName) -> String {
        #"""
        \#(pluginTestImports(name))

        /// The widget served in process, through the same messages an app's `PluginWidget` sends
        /// it in the library.
        @MainActor @Suite struct \#(name.tests) {
            /// The messages a server sent.
            @MainActor final class Messages {
                var all: [WidgetMessage] = []
                /// The row as the app shows it after the drawings so far.
                var row = ""

                func append(_ message: WidgetMessage) {
                    all.append(message)
                    guard case .draw(let drawing) = message else { return }
                    if drawing.clears { row = "" }
                    for drawn in drawing.rows where drawn.y == 0 {
                        row = String(row.prefix(drawn.x)) + drawn.runs.map(\.text).joined()
                    }
                }
            }

            private func serve() -> (WidgetServer, Messages) {
                let messages = Messages()
                let widget = \#(name.type)()
                let server = WidgetServer(widget: widget, name: "\#(name.type)") { messages.append($0) }
                server.start()
                return (server, messages)
            }

            @Test func itSaysHelloAndDrawsItsValue() {
                let (server, messages) = serve()
                guard case .hello(let hello) = messages.all.first else {
                    Issue.record("the first message is not a hello: \(messages.all)")
                    return
                }
                #expect(hello.focusable)
                #expect(hello.sizing?.ideal == Size(width: 12, height: 1))
                server.receive(.properties(sequence: 1, ["value": 3], transaction: WidgetTransaction()))
                server.receive(.frame(sequence: 2, size: Size(width: 12, height: 1)))
                #expect(messages.row == "[###.......]")
                #expect(messages.all.last == .done(sequence: 2, consumed: nil))
            }

            @Test func keysChangeTheValueAndSendItBack() {
                let (server, messages) = serve()
                server.receive(.properties(sequence: 1, ["value": 3], transaction: WidgetTransaction()))
                server.receive(.frame(sequence: 2, size: Size(width: 12, height: 1)))
                messages.all = []
                server.receive(.key(sequence: 3, KeyPress(.rightArrow)))
                #expect(messages.all.first == .value(name: "value", 4))
                #expect(messages.all.last == .done(sequence: 3, consumed: true))
                #expect(messages.row == "[####......]")
                server.receive(.key(sequence: 4, KeyPress(.end)))
                #expect(messages.row == "[##########]")
                server.receive(.key(sequence: 5, KeyPress("q")))
                #expect(messages.all.last == .done(sequence: 5, consumed: false))
            }

            @Test func aSmallerMaximumResizesTheWidget() {
                let (server, messages) = serve()
                server.receive(.properties(sequence: 1, ["value": 8, "maximum": 4], transaction: WidgetTransaction()))
                #expect(messages.all.contains(.size(WidgetSizing(ideal: Size(width: 6, height: 1)))))
                server.receive(.frame(sequence: 2, size: Size(width: 6, height: 1)))
                #expect(messages.row == "[####]")
            }
        }

        """#
    }

    /// The plugin test file's imports, sorted as swift-format wants them, the widget's module among them.
    private static func pluginTestImports(_ name: WidgetName) -> String {
        [name.type, "TerrariumPluginKit", "TerrariumTerminal", "TerrariumWidgetProtocol", "Testing"].sorted()
            .map { "import \($0)" }
            .joined(separator: "\n")
    }
}
