public import Terrarium
public import TerrariumTerminal

extension Snapshotting where Value: SnapshotHost, Format == String {
    /// The text of the host's frame, one line per row, trailing spaces kept; stored as `.txt`.
    ///
    /// ```swift
    /// assertSnapshot(of: host, as: .text)
    /// ```
    public static var text: Snapshotting<Value, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines) { host in
            host.render().lines.joined(separator: "\n")
        }
    }

    /// The text of the host's frame followed by its styles, in the format of
    /// `CellBuffer.styledText`; stored as `.styled.txt`.
    ///
    /// ```text
    /// Saved
    /// ── styles ──
    /// row 0, cols 0–4: bold fg=green
    /// ```
    public static var styled: Snapshotting<Value, String> {
        Snapshotting(pathExtension: "styled.txt", diffing: .lines) { host in
            host.render().styledText
        }
    }

    /// The bytes a `TerminalRenderer` emits to paint the host's frame on a blank
    /// terminal with 24-bit colour and hyperlinks but no synchronized update, escapes shown as
    /// `␛`; stored as `.ansi.txt`.
    public static var ansi: Snapshotting<Value, String> {
        ansi(capabilities: TerminalCapabilities(colorDepth: .trueColor, synchronizedOutput: false, hyperlinks: true))
    }

    /// The bytes a `TerminalRenderer` with `capabilities` emits to paint the host's
    /// frame on a blank terminal, escapes shown as `␛`; stored as `.ansi.txt`.
    ///
    /// Control characters appear as control pictures (`␛`, `␍`, `␊`) and lines break after each
    /// line feed and before each move to an absolute row, so the file follows the screen's rows.
    public static func ansi(capabilities: TerminalCapabilities) -> Snapshotting<Value, String> {
        Snapshotting(pathExtension: "ansi.txt", diffing: .lines) { host in
            var renderer = TerminalRenderer(capabilities: capabilities)
            var bytes: [UInt8] = []
            renderer.render(host.render(), into: &bytes)
            return ReadableEscapes.string(from: bytes)
        }
    }

    /// The host's view graph, one node a line: types, frames and explicit ids, as
    /// ``SnapshotHost/treeDescription`` gives it; stored as `.tree.txt`.
    public static var tree: Snapshotting<Value, String> {
        Snapshotting(pathExtension: "tree.txt", diffing: .lines) { host in
            host.render()
            return host.treeDescription
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The text of the view rendered at `width` × `height` cells, trailing spaces kept.
    ///
    /// ```swift
    /// assertSnapshot(of: Text("Hi").border(), as: .text(width: 4, height: 3))
    /// ```
    public static func text(width: Int, height: Int) -> Snapshotting<Value, String> {
        Snapshotting<ViewHost<Value>, String>.text.pullback { host(for: $0, width: width, height: height) }
    }

    /// The text and styles of the view rendered at `width` × `height` cells; see
    /// ``Snapshotting/styled``.
    public static func styled(width: Int, height: Int) -> Snapshotting<Value, String> {
        Snapshotting<ViewHost<Value>, String>.styled.pullback { host(for: $0, width: width, height: height) }
    }

    /// The bytes of the view's first frame at `width` × `height` cells; see
    /// ``Snapshotting/ansi(capabilities:)``.
    public static func ansi(
        width: Int, height: Int,
        capabilities: TerminalCapabilities = TerminalCapabilities(
            colorDepth: .trueColor, synchronizedOutput: false, hyperlinks: true)
    ) -> Snapshotting<Value, String> {
        Snapshotting<ViewHost<Value>, String>.ansi(capabilities: capabilities).pullback {
            host(for: $0, width: width, height: height)
        }
    }

    /// The view graph of the view laid out at `width` × `height` cells; see ``Snapshotting/tree``.
    public static func tree(width: Int, height: Int) -> Snapshotting<Value, String> {
        Snapshotting<ViewHost<Value>, String>.tree.pullback { host(for: $0, width: width, height: height) }
    }

    @MainActor
    private static func host(for view: Value, width: Int, height: Int) -> ViewHost<Value> {
        ViewHost(rootView: view, size: Size(width: width, height: height))
    }
}
