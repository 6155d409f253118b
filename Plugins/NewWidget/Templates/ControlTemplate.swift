extension Templates {
    /// `Sources/NAME/NAME.swift`: the imperative control, a `Control` subclass with a value from 0
    /// to a maximum, drawn as `[###.......]`.
    ///
    /// ``tests(_:)`` expects exactly what this draws: change one, change the other.
    static func control(_ name: WidgetName) -> String {
        #"""
        public import TerrariumTerminal
        public import TerrariumWidgets

        /// A level from 0 to ``maximumValue`` that the user raises and lowers: an imperative control
        /// of the kind a declarative app hosts through ``\#(name.representable)``.
        ///
        /// ```swift
        /// let control = \#(name.type)(value: 3)  // [###.......]
        /// control.addTarget(coordinator, action: Coordinator.valueChanged(_:), for: .valueChanged)
        /// ```
        ///
        /// It is one row: a bracket, one cell per step (`#` up to the value, `.` after it) and a
        /// closing bracket, so a control of ten steps is twelve columns wide and step `n` sits in
        /// column `n`.
        ///
        /// Right and `+` raise the value by one, Left and `-` lower it, Home and End go to 0 and to
        /// the maximum, and a click on a step sets the value to that step (on the opening bracket,
        /// to 0; on the closing one, to the maximum). The control sends
        /// ``Control/Event/valueChanged`` when the user changes the value, never when ``value`` is
        /// set in code. Focused, it is drawn reversed; disabled, dim.
        @MainActor
        public final class \#(name.type): Control {
            /// The level, from 0 to ``maximumValue``; values outside are clamped.
            public var value: Int {
                didSet {
                    value = min(max(value, 0), maximumValue)
                    if value != oldValue { setNeedsDisplay() }
                }
            }

            /// The number of steps, at least 1; lowering it below ``value`` lowers the value too.
            public var maximumValue = \#(name.type).defaultMaximumValue {
                didSet {
                    maximumValue = max(1, maximumValue)
                    guard maximumValue != oldValue else { return }
                    if value > maximumValue { value = maximumValue }
                    invalidateIntrinsicSize()
                    setNeedsDisplay()
                }
            }

            /// The style of the filled steps; the brackets and the empty steps are drawn plain.
            public var fillStyle = Style(foreground: .green) {
                didSet { if fillStyle != oldValue { setNeedsDisplay() } }
            }

            /// The number of steps a new control has.
            public static let defaultMaximumValue = 10

            /// Creates a control at `value` out of `maximumValue` steps.
            public init(value: Int = 0, maximumValue: Int = \#(name.type).defaultMaximumValue) {
                self.maximumValue = max(1, maximumValue)
                self.value = min(max(value, 0), self.maximumValue)
                super.init()
            }

            // MARK: - Size and drawing

            /// The brackets and one cell per step: `maximumValue + 2` columns, one row.
            public override var intrinsicSize: Size? {
                Size(width: maximumValue + 2, height: 1)
            }

            /// Draws `[`, the filled and empty steps and `]` on the first row.
            public override func draw(in context: GraphicsContext) {
                super.draw(in: context)
                var plain = Style.plain
                var fill = fillStyle
                if !isEnabled {
                    plain.attributes.insert(.dim)
                    fill.attributes.insert(.dim)
                }
                context.draw("[", at: .zero, style: plain)
                for step in 1...maximumValue {
                    let isFilled = step <= value
                    context.draw(isFilled ? "#" : ".", at: Point(x: step, y: 0), style: isFilled ? fill : plain)
                }
                context.draw("]", at: Point(x: maximumValue + 1, y: 0), style: plain)
                if isFocused {
                    context.restyle(Rect(x: 0, y: 0, width: maximumValue + 2, height: 1)) {
                        $0.attributes.insert(.reverse)
                    }
                }
            }

            // MARK: - Input

            /// Changes the value for Left, Right, `+`, `-`, Home, End or a left click on the control.
            public override func handle(_ event: InputEvent) -> Bool {
                guard isEnabled else { return false }
                switch event {
                case .key(let press):
                    guard press.phase != .up, press.modifiers.isDisjoint(with: [.control, .option, .command]),
                        let newValue = value(for: press.key)
                    else { return false }
                    userSet(newValue)
                    return true
                case .mouse(let mouse):
                    guard case .press(.left) = mouse.kind, mouse.location.y == 0,
                        (0...maximumValue + 1).contains(mouse.location.x)
                    else { return false }
                    userSet(min(mouse.location.x, maximumValue))
                    return true
                default:
                    return false
                }
            }

            /// The value `key` asks for, or nil when the control does not use the key.
            private func value(for key: KeyEquivalent) -> Int? {
                switch key {
                case .rightArrow, "+": return min(value + 1, maximumValue)
                case .leftArrow, "-": return max(value - 1, 0)
                case .home: return 0
                case .end: return maximumValue
                default: return nil
                }
            }

            /// Sets `newValue` as the user's choice and sends an action when the value changed.
            private func userSet(_ newValue: Int) {
                let previous = value
                value = newValue
                if value != previous { sendActions(for: .valueChanged) }
            }
        }

        """#
    }
}
