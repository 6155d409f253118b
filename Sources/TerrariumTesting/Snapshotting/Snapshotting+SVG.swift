public import Terrarium
import TerrariumTerminal

extension Snapshotting where Value: SnapshotHost, Format == String {
    /// The host's frame as a picture of a terminal window, in the format of
    /// `CellBuffer.svg(_:)`; stored as `.svg`, which browsers and repository pages show.
    ///
    /// ```swift
    /// assertSnapshot(of: host, as: .svg)
    /// ```
    ///
    /// References are compared as text, line by line, so a failure's diff names the changed
    /// elements; the failure report puts the two pictures side by side.
    public static var svg: Snapshotting<Value, String> { svg(SVGOptions()) }

    /// The host's frame as a picture drawn with `options`: a title bar, a cursor; stored as
    /// `.svg`.
    ///
    /// ```swift
    /// assertSnapshot(of: host, as: .svg(SVGOptions(title: "notes", cursor: Point(x: 3, y: 1))))
    /// ```
    public static func svg(_ options: SVGOptions) -> Snapshotting<Value, String> {
        Snapshotting(pathExtension: "svg", diffing: .lines) { host in
            host.render().svg(options)
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view rendered at `width` × `height` cells as a picture drawn with `options`; see
    /// ``Snapshotting/svg(_:)``.
    ///
    /// ```swift
    /// assertSnapshot(of: Text("Hi").border(), as: .svg(width: 4, height: 3))
    /// ```
    public static func svg(width: Int, height: Int, options: SVGOptions = SVGOptions()) -> Snapshotting<
        Value, String
    > {
        Snapshotting<ViewHost<Value>, String>.svg(options).pullback { view in
            ViewHost(rootView: view, size: Size(width: width, height: height))
        }
    }
}
