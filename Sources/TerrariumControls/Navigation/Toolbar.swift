public import TerrariumCore

/// Where a toolbar item goes in a stack's title bar.
///
/// The terminal has one bar: `.navigation`, `.cancellationAction`, `.topBarLeading` and
/// `.navigationBarLeading` go on the left after the back button; `.principal` takes the title's
/// place in the middle; every other placement (`.automatic`, `.primaryAction`,
/// `.confirmationAction`, `.destructiveAction`, `.secondaryAction`, `.status`, `.bottomBar`,
/// `.keyboard`, `.topBarTrailing`, `.navigationBarTrailing`) goes on the right.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// Which part of the bar an item goes to.
    enum Side: Hashable, Sendable {
        case leading, principal, trailing
    }

    /// The placements by name: a plain enumeration, which the graph compares by its bytes.
    enum Kind: Hashable, Sendable {
        case automatic, principal, navigation, primaryAction, secondaryAction, status, confirmationAction,
            cancellationAction, destructiveAction, keyboard, topBarLeading, topBarTrailing, navigationBarLeading,
            navigationBarTrailing, bottomBar
    }

    let kind: Kind

    /// Which part of the bar an item at this placement goes to.
    var side: Side {
        switch kind {
        case .principal: .principal
        case .navigation, .cancellationAction, .topBarLeading, .navigationBarLeading: .leading
        default: .trailing
        }
    }

    /// The placement the platform chooses: the right of the bar.
    public static let automatic = ToolbarItemPlacement(kind: .automatic)
    /// The middle of the bar, instead of the title.
    public static let principal = ToolbarItemPlacement(kind: .principal)
    /// Navigation controls: the left of the bar, after the back button.
    public static let navigation = ToolbarItemPlacement(kind: .navigation)
    /// The most common action: the right of the bar.
    public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
    /// A less common action: the right of the bar.
    public static let secondaryAction = ToolbarItemPlacement(kind: .secondaryAction)
    /// Status information: the right of the bar.
    public static let status = ToolbarItemPlacement(kind: .status)
    /// The action that confirms a modal view: the right of the bar.
    public static let confirmationAction = ToolbarItemPlacement(kind: .confirmationAction)
    /// The action that cancels a modal view: the left of the bar.
    public static let cancellationAction = ToolbarItemPlacement(kind: .cancellationAction)
    /// A destructive action: the right of the bar.
    public static let destructiveAction = ToolbarItemPlacement(kind: .destructiveAction)
    /// Above the keyboard on a phone; the right of the bar here.
    public static let keyboard = ToolbarItemPlacement(kind: .keyboard)
    /// The leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
    /// The trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)
    /// The leading edge of the navigation bar, SwiftUI's older name for `topBarLeading`.
    public static let navigationBarLeading = ToolbarItemPlacement(kind: .navigationBarLeading)
    /// The trailing edge of the navigation bar, SwiftUI's older name for `topBarTrailing`.
    public static let navigationBarTrailing = ToolbarItemPlacement(kind: .navigationBarTrailing)
    /// The bottom toolbar on a phone; the right of the title bar here.
    public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)
}

/// The placement a toolbar item declares, read by the title bar it is drawn in.
enum ToolbarPlacementKey: ViewTraitKey {
    static var defaultValue: ToolbarItemPlacement { .automatic }
}

/// An item of a toolbar, with its placement in the title bar.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .primaryAction) { Button("Add") { add() } }
/// }
/// ```
///
/// It is a view here, so a `toolbar` takes items and plain views alike through `@ViewBuilder`.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates an item at `placement` showing `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    /// Creates an item identified by `id` at `placement` showing `content`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    where ID == String {
        self.placement = placement
        self.content = content()
    }

    /// An item has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        ToolbarItemRow.update(node, placement: placement, content: content)
    }
}

/// Several toolbar items at one placement, drawn side by side.
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a group of the items of `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// A group has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        ToolbarItemRow.update(node, placement: placement, content: content)
    }
}

/// What a toolbar item and a group of them share: their views side by side, one column apart,
/// in one layout unit that carries the placement.
@MainActor
enum ToolbarItemRow {
    static func update(_ node: ViewNode, placement: ToolbarItemPlacement, content: some View) {
        _ = node.renderer { ToolbarItemRenderer() }
        node.traits[ObjectIdentifier(ToolbarPlacementKey.self)] = placement
        ChildReconciler.reconcile(node, toChild: HStack(spacing: 1) { content })
    }
}

/// Lays out a toolbar item's row as it is.
final class ToolbarItemRenderer: SingleChildLayout {
    var drawsContent: Bool { false }
}

/// Puts its content in the toolbar of the stack level or split view column it is in.
struct ToolbarModifier<Items: View>: ViewModifier, PrimitiveModifier {
    let items: Items

    func update(_ node: ViewNode, content: some View) {
        if let context = node.environment[NavigationLevelContextKey.self] {
            let owner = ObjectIdentifier(node)
            node.navigationRegistration("toolbar") { [weak context] in context?.setToolbar(nil, owner: owner) }
            context.setToolbar(NavigationContent(items), owner: owner)
        }
        reconcile(node, content: content)
    }
}

extension View {
    /// Adds `content`, `ToolbarItem`s or plain views, to the title bar of the `NavigationStack`
    /// this view is in, while it is the top view, or else of the `NavigationSplitView` column.
    ///
    /// Plain views go on the right, as `.automatic` items do. Outside a stack and a split view
    /// the toolbar is not shown.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: content()))
    }
}
