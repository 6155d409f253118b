public import TerrariumCore

/// A view that shows a root view and the views pushed on it, one at a time, under a title bar.
///
/// ```swift
/// NavigationStack {
///     List(plants) { plant in
///         NavigationLink(plant.name, value: plant)
///     }
///     .navigationTitle("Plants")
///     .navigationDestination(for: Plant.self) { plant in PlantDetail(plant: plant) }
/// }
/// ```
///
/// The first row is the title bar: a back button (`‹ Plants`, or `‹ Back`) while the stack is
/// deeper than its root, the top view's `navigationTitle` in bold, and its `toolbar` items on
/// the right; a rule runs under it. Below it only the top view is drawn; the views under it keep
/// their state. Escape or Backspace (when the focused view does not use them) and the back
/// button pop one level. With a `path` binding, pushing and popping write it, and setting it
/// shows the views of its values.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    // The binding itself is kept, not closures over it: the graph compares it by its place and
    // value, so the stack is evaluated again exactly when the path changed.
    let path: Binding<Data>?
    let pathAccess: (any NavigationPathAccessMaking.Type)?
    let root: Root

    /// Creates a stack that keeps its path itself, showing `root` at its bottom.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        path = nil
        pathAccess = nil
        self.root = root()
    }

    /// Creates a stack that shows the values of `path` above `root` and writes it as the user
    /// pushes and pops.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.path = path
        pathAccess = NavigationPathAccess.AnyValues.self
        self.root = root()
    }

    /// Creates a stack that shows the values of `path`, all of one type, above `root` and writes
    /// it as the user pushes and pops.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        self.path = path
        pathAccess = NavigationPathAccess.Values<Data>.self
        self.root = root()
    }

    /// A stack has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { NavigationStackRenderer() }
        let model = renderer.model
        model.node = node
        model.path = path.flatMap { pathAccess?.access(to: $0) }
        // A path kept in a model (`$router.path`) updates the stack when it changes.
        _ = node.readTracked { model.path?.elements() }
        var environment = node.environment
        environment[NavigationStackModelKey.self] = model
        claimColumn(in: &environment, node: node, model: model)
        model.update {
            var children = ChildReconciler(node, environment: environment)
            children.next(
                NavigationLevel(model: model, id: 0, revision: 0, isTop: model.depth == 0, root: root), id: 0)
            for (index, level) in model.levels.enumerated() {
                let content = NavigationLevel<EmptyView>(
                    model: model, id: level.id, revision: level.revision &+ model.destinationGeneration,
                    isTop: index == model.depth - 1, root: nil)
                children.next(content, id: level.id)
            }
            children.next(NavigationBar(source: model), id: NavigationBar<NavigationStackModel>.id)
            children.finish()
            // The levels set the titles and toolbars as they were evaluated, some only now, in
            // `finish`: the bar reads them last.
            if let bar = node.children.last { bar.evaluate() }
        }
        // After the update, which may have taken levels from the path.
        installKeys(on: node, model: model)
    }

    /// Draws the bar of the split view column the stack is the first stack in, instead of the
    /// column: the stacks inside this one leave it alone.
    private func claimColumn(in environment: inout EnvironmentValues, node: ViewNode, model: NavigationStackModel) {
        guard let column = environment[SplitColumnChromeKey.self] else {
            model.column = nil
            return
        }
        environment[SplitColumnChromeKey.self] = nil
        guard model.column !== column else { return }
        model.column = column
        column.stack = model
        node.navigationRegistration("splitColumn") { [weak column, weak model] in
            if let column, column.stack === model { column.stack = nil }
        }
    }

    /// Escape (when no view inside runs an exit command) and Backspace (when the focused view
    /// does not use it) pop a level while there is one.
    private func installKeys(on node: ViewNode, model: NavigationStackModel) {
        let handlers = node.handlers ?? NodeHandlers()
        node.handlers = handlers
        // A disabled stack leaves the keys to the views around it, as its controls do.
        let pops = model.depth > 0 && node.environment.isEnabled
        if pops {
            handlers.exitCommand = { [weak model] in model?.pop() }
        } else {
            handlers.exitCommand = nil
        }
        handlers.keys = [
            KeyPressHandler(keys: [.delete], phases: [.down, .repeat]) { [weak model] press in
                guard pops, press.modifiers.isEmpty, let model, model.depth > 0 else { return .ignored }
                model.pop()
                return .handled
            }
        ]
    }
}

/// The stack the views inside a `NavigationStack` push on, if any.
enum NavigationStackModelKey: EnvironmentKey {
    static var defaultValue: NavigationStackModel? { nil }
}

/// The level of a stack that the views inside belong to, whose title and toolbar they set.
enum NavigationLevelContextKey: EnvironmentKey {
    static var defaultValue: NavigationLevelContext? { nil }
}

/// One level of a stack: the root, or the destination of a pushed value or view, drawn only
/// while it is on top and otherwise kept, with its state, out of sight, focus and hit testing.
struct NavigationLevel<Root: View>: View, PrimitiveView {
    let model: NavigationStackModel
    let id: Int
    /// Changes when the level's content must be built again.
    let revision: Int
    let isTop: Bool
    /// The stack's root view, for the root level; the other levels ask the model for theirs.
    let root: Root?

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { NavigationLevelRenderer() }
        renderer.isVisible = isTop
        if isTop {
            node.accessibility = nil
        } else {
            var hidden = AccessibilityAttachment()
            hidden.isHidden = true
            node.accessibility = hidden
        }
        var environment = node.environment
        let context = id == 0 ? model.rootContext : model.level(id)?.context
        environment[NavigationLevelContextKey.self] = context
        var children = ChildReconciler(node, environment: environment)
        if let root {
            children.next(root)
        } else if let level = model.level(id) {
            model.content(of: level).add(to: &children)
        }
        children.finish()
    }
}

/// Lays out a level's content in the level's frame; a level under the top draws nothing and
/// takes neither clicks nor focus.
final class NavigationLevelRenderer: SingleChildLayout {
    var isVisible = true

    var drawsContent: Bool { false }

    var hitTesting: HitTesting { isVisible ? .visible : .hidden }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        guard isVisible else { return }
        node.drawChildren(in: context)
    }
}

/// What a stack shows for a value no `navigationDestination(for:)` inside it takes: a warning
/// sign and the value's type, as SwiftUI shows a warning symbol.
struct MissingDestinationView: View {
    let value: AnyHashable

    var body: some View {
        VStack(alignment: .leading) {
            Text("⚠ No destination").bold().foregroundColor(.yellow)
            Text("for \(String(describing: type(of: value.base))) \(String(describing: value.base))")
        }
    }
}
