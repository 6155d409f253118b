import TerrariumCore
import TerrariumTerminal

/// What `Tab` and `tabItem(_:)` do with their node: the node is a tab, whose content is shown
/// only while it is selected and whose label the tab view's bar shows.
///
/// As in SwiftUI, a tab's content is built when the tab is first shown (its `onAppear` runs
/// then) and kept, with its state, from then on.
@MainActor
enum TabPage {
    /// Brings the node of a tab up to date with its value, label and content.
    static func update<Content: View>(_ node: ViewNode, value: AnyHashable?, label: some View, content: Content) {
        let renderer = node.renderer { TabPageRenderer() }
        renderer.value = value
        renderer.declaredTag = declaredTrait(TagTraitKey.self, of: content) ?? nil
        renderer.label = AnyView(label)
        let build: @MainActor (ViewNode) -> Void = { ChildReconciler.reconcile($0, toChild: content) }
        renderer.buildContent = build
        if renderer.hasAppeared {
            build(node)
        } else {
            ChildReconciler.reconcileWithoutChildren(node)
        }
        if !renderer.watchesRemoval {
            renderer.watchesRemoval = true
            node.disappearActions.append { [weak node] in
                if let node { TabPage.tabsChanged(around: node) }
            }
        }
        tabsChanged(around: node)
    }

    /// Tells the tab view around `node` that its tabs may have changed, unless it is the one
    /// updating them; a tab added, removed or relabelled by a view inside the tab view then shows
    /// in the bar.
    static func tabsChanged(around node: ViewNode) {
        var ancestor = node.parent
        while let current = ancestor {
            if let owner = current.renderer as? TabViewRenderer {
                if !owner.isUpdating { current.setNeedsUpdate() }
                return
            }
            ancestor = current.parent
        }
    }
}

/// The node of one tab: it lays out its content, and draws and takes input only while selected.
final class TabPageRenderer: NodeRenderer {
    /// The value a `Tab` was given, which the selection compares with.
    var value: AnyHashable?
    /// The tag written on the content, `Text("Sent").tag(1).tabItem { … }`, known before the
    /// content is built.
    var declaredTag: AnyHashable?
    /// Whether the tab has been shown, and its content built.
    var hasAppeared = false
    /// Builds the content as the node's child.
    var buildContent: (@MainActor (ViewNode) -> Void)?
    /// The label the bar shows.
    var label = AnyView(EmptyView())
    var isSelected = true
    /// Whether the node tells its tab view when it leaves.
    var watchesRemoval = false

    var drawsContent: Bool { false }

    /// A tab not shown is hidden: nothing inside it is drawn, hit, focused or read.
    var hitTesting: HitTesting { isSelected ? .visible : .hidden }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        if isSelected { node.drawChildren(in: context) }
    }
}
