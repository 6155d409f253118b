public import TerrariumTerminal

/// A headless host of a view whose frame and view graph snapshot strategies can capture.
///
/// `ViewHost` conforms; a host that also routes input can conform the same way and be
/// snapshotted with the same strategies.
///
/// ```swift
/// let host = ViewHost(rootView: Text("Hi"), size: Size(width: 4, height: 1))
/// assertSnapshot(of: host, as: .text)
/// ```
@MainActor
public protocol SnapshotHost: AnyObject {
    /// Brings the view up to date, lays it out and draws it; returns the frame.
    @discardableResult func render() -> CellBuffer

    /// The view graph as the `.tree` strategy records it.
    var treeDescription: String { get }
}
