extension Templates {
    /// `Sources/NAME/NAMEExample.swift`: a public sample view with the control bound to state and
    /// a text that follows the value.
    static func example(_ name: WidgetName) -> String {
        #"""
        public import Terrarium

        /// A sample screen for ``\#(name.type)``: the control bound to state, above a text that
        /// follows its value.
        ///
        /// ```swift
        /// WindowGroup { \#(name.example)() }
        /// ```
        ///
        /// Tab focuses the control; Left and Right (or `-` and `+`) change the value, and the text
        /// changes with it.
        public struct \#(name.example): View {
            @State private var value: Int

            /// Creates the sample with the control at `value`.
            public init(value: Int = 3) {
                _value = State(initialValue: value)
            }

            /// The control above its value.
            public var body: some View {
                VStack(alignment: .leading) {
                    \#(name.representable)(value: $value)
                    Text("Value: \(value)/\(\#(name.type).defaultMaximumValue)")
                }
            }
        }

        """#
    }
}
