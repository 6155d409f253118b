public import Terrarium
import TerrariumTerminal

/// A terminal program (a shell, `vim`, `less`, `htop`, a REPL) running on a pseudo-terminal of its
/// own, shown as a view.
///
/// ```swift
/// HStack {
///     TerminalView(command: "bash")
///     TerminalView(command: "top")
///         .onTermination { status in log = "top \(status)" }
/// }
/// ```
///
/// The pane takes the size layout gives it, and its program follows every change. It is
/// focusable: while focused, every key goes to the program, Tab included, and the
/// ``TerrariumCore/EnvironmentValues/terminalFocusReleaseShortcut`` (Ctrl+] unless set) moves focus on. Pastes
/// and drops reach the program as a bracketed paste when it asked for one. The wheel and
/// Shift+Page Up and Page Down scroll back through the history; dragging selects, and the
/// selection is copied to the clipboard when the button is released. A program asking for the
/// default colours (OSC 10, OSC 11) gets the real terminal's, from
/// `EnvironmentValues.terminalColors`.
///
/// The program starts when the pane is first drawn and is hung up on (then killed, if it lingers)
/// when the pane goes away or the app ends; changing `command` or its arguments starts the new
/// program in the same pane. ``TerminalWidget`` is the same pane for imperative hosts.
///
/// Like `Image.resizable()`, ``onTermination(perform:)``, ``onTitleChange(perform:)`` and
/// ``scrollbackLimit(_:)`` return a `TerminalView`: they come before other modifiers.
public struct TerminalView: WidgetRepresentable {
    private let program: TerminalWidget.Program
    private var scrollbackLimit = 10_000
    private var terminationAction: (@MainActor (TerminalTermination) -> Void)?
    private var titleAction: (@MainActor (String) -> Void)?

    /// A pane running `command` with `arguments`, `environment` set on top of this process's own
    /// (`TERM` is `xterm-256color`), in `workingDirectory` (this process's when nil).
    public init(
        command: String, arguments: [String] = [], environment: [String: String] = [:],
        workingDirectory: String? = nil
    ) {
        program = TerminalWidget.Program(
            command: command, arguments: arguments, environment: environment, workingDirectory: workingDirectory)
    }

    /// Runs `action` when the program ends, with how it ended.
    public func onTermination(perform action: @escaping @MainActor (TerminalTermination) -> Void) -> TerminalView {
        var view = self
        view.terminationAction = action
        return view
    }

    /// Runs `action` when the program sets its title (OSC 0 or 2).
    public func onTitleChange(perform action: @escaping @MainActor (String) -> Void) -> TerminalView {
        var view = self
        view.titleAction = action
        return view
    }

    /// Keeps at most `lines` lines of history; 10,000 unless set.
    ///
    /// Read when the pane is made.
    public func scrollbackLimit(_ lines: Int) -> TerminalView {
        var view = self
        view.scrollbackLimit = max(0, lines)
        return view
    }

    /// Makes the pane; its program starts when it is first drawn, at its size.
    public func makeWidget(context: Context) -> TerminalWidget {
        TerminalWidget(
            command: program.command, arguments: program.arguments, environment: program.environment,
            workingDirectory: program.workingDirectory, scrollbackLimit: scrollbackLimit)
    }

    /// Brings the pane up to date: its program, actions, focus key, clipboard and the terminal's
    /// colours.
    public func updateWidget(_ widget: TerminalWidget, context: Context) {
        widget.defaultColors = context.environment.terminalColors
        widget.program = program
        widget.onTermination = terminationAction
        widget.onTitleChange = titleAction
        widget.focusReleaseShortcut = context.environment.terminalFocusReleaseShortcut
        widget.clipboard = context.environment.clipboard
    }

    /// Ends the program when the pane goes away.
    public static func dismantleWidget(_ widget: TerminalWidget, coordinator: Void) {
        widget.terminate()
    }
}
