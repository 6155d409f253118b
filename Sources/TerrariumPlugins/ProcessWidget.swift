public import Terrarium

/// A widget written in any language, running in a process of its own and speaking the widget
/// protocol over its standard input and output (`Docs/WidgetProtocol.md`).
public struct ProcessWidget: RemoteWidgetRepresentable {
    /// The program, a path or a name looked up in `PATH`.
    public var command: String
    /// Its arguments.
    public var arguments: [String]
    /// The properties, bindings, permissions and failure handling.
    public var options = RemoteWidgetOptions()

    /// Hosts `command` run with `arguments`.
    public init(command: String, arguments: [String] = []) {
        self.command = command
        self.arguments = arguments
    }

    /// The program's name, until the widget's hello names it.
    public var widgetName: String { command.split(separator: "/").last.map(String.init) ?? command }

    /// A transport starting the program.
    public func makeTransport() -> any WidgetTransport { ProcessTransport(command: command, arguments: arguments) }
}
