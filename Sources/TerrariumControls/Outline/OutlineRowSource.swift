import TerrariumCore

/// The rows an outline list shows, erased of its data's type: what the list asks to move
/// through the tree and to expand and collapse it.
@MainActor
protocol OutlineRowSource: AnyObject, LazyElementSource {
    /// The list showing the rows, which a click on a row's triangle asks to expand it.
    var list: ListRenderer? { get set }
    /// The number of rows shown.
    var lazyCount: Int { get }
    /// How deep row `row` is: 0 for the top level.
    func depth(of row: Int) -> Int
    /// Whether row `row` has children to show, expanded or not.
    func isExpandable(_ row: Int) -> Bool
    /// Whether row `row` shows its children.
    func isExpanded(_ row: Int) -> Bool
    /// The row of row `row`'s parent, or nil at the top level.
    func parent(of row: Int) -> Int?
    /// The row whose element has identity `id`, looked for among the rows shown.
    func row(of id: AnyHashable, near hint: Int?) -> Int?
    /// Shows or hides row `row`'s children, and with `recursively` its descendants' too as far
    /// as a bound allows; returns the rows it put in (positive) or took out (negative) after
    /// `row`, nil when nothing changed.
    func setExpanded(_ row: Int, _ expanded: Bool, recursively: Bool) -> Int?
}
