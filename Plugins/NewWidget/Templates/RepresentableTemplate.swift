extension Templates {
    /// `Sources/NAME/NAMEView.swift`: the `WidgetRepresentable` that hosts the control, with a
    /// binding and a coordinator as the control's target.
    static func representable(_ name: WidgetName) -> String {
        #"""
        public import Terrarium
        import TerrariumWidgets

        /// The declarative face of ``\#(name.type)``: a value bound both ways, through a coordinator
        /// that is the control's target for `.valueChanged`.
        ///
        /// ```swift
        /// @State private var level = 3
        /// \#(name.representable)(value: $level)
        /// Text("Level: \(level)")
        /// ```
        ///
        /// The binding feeds the control's value in `updateWidget`, and the coordinator writes the
        /// user's changes back; the write is applied right after the event that caused it.
        public struct \#(name.representable): WidgetRepresentable {
            @Binding var value: Int
            let maximumValue: Int

            /// Creates a control bound to `value`, with `maximumValue` steps.
            public init(value: Binding<Int>, maximumValue: Int = \#(name.type).defaultMaximumValue) {
                _value = value
                self.maximumValue = maximumValue
            }

            /// Creates the coordinator that writes the user's changes to the binding.
            public func makeCoordinator() -> Coordinator { Coordinator(value: $value) }

            /// Creates the control with the coordinator as its target.
            public func makeWidget(context: Context) -> \#(name.type) {
                let control = \#(name.type)(value: value, maximumValue: maximumValue)
                control.addTarget(context.coordinator, action: Coordinator.valueChanged, for: .valueChanged)
                return control
            }

            /// Gives the control the bound value and the environment's `isEnabled` (so `.disabled(true)`
            /// dims it), and the coordinator the newest binding.
            public func updateWidget(_ control: \#(name.type), context: Context) {
                context.coordinator.value = $value
                control.isEnabled = context.environment.isEnabled
                control.maximumValue = maximumValue
                control.value = value
            }

            /// The control's target: it writes the value the user chose to the binding.
            @MainActor
            public final class Coordinator {
                var value: Binding<Int>

                init(value: Binding<Int>) {
                    self.value = value
                }

                /// Writes the control's new value to the binding.
                func valueChanged(_ control: \#(name.type)) {
                    value.wrappedValue = control.value
                }
            }
        }

        """#
    }
}
