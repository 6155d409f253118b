/// Terminal panes: any terminal program hosted as a view.
enum TerminalPanes {}
