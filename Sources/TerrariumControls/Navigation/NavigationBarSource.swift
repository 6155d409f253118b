import TerrariumCore

/// What a title bar shows and where its back button goes: a stack's top level, or a split view's
/// column.
@MainActor
protocol NavigationBarSource: AnyObject {
    /// The bar's node, updated again when what the bar shows changes.
    var barNode: ViewNode? { get set }
    /// The level whose title and toolbar the bar shows.
    var barContext: NavigationLevelContext { get }
    /// The title of where the back button goes, or nil when the bar has no back button.
    var backTitle: String? { get }
    /// Whether the back button shows now.
    ///
    /// It is read as the bar is laid out, so a split view that collapses in a layout shows and
    /// hides the button without an update.
    var showsBackButton: Bool { get }
    /// Goes back, as the back button does.
    func goBack()
    /// A title, toolbar or back button setting of a level changed: the bar is updated again.
    func chromeChanged()
}
