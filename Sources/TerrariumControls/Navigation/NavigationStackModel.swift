import TerrariumCore

/// What a `NavigationStack` shows above its root: its levels, the path they mirror, the
/// destinations declared inside it, and where focus goes when the top level changes.
///
/// The stack passes it down through the environment: links push on it, destination modifiers
/// register in it, and each level's title and toolbar modifiers write to that level's
/// ``NavigationLevelContext``.
@MainActor
final class NavigationStackModel: Equatable, NavigationBarSource {
    /// One level above the root.
    struct Level {
        /// What a level shows.
        enum Content {
            /// A value that is also an element of the bound path.
            case pathValue(AnyHashable)
            /// A value that the stack keeps itself: it has no bound path, or the path cannot hold it.
            case value(AnyHashable)
            /// A view a `NavigationLink` pushed.
            case view(NavigationContent)
            /// The view of a `navigationDestination(isPresented:destination:)`, by its modifier's node.
            case presented(ObjectIdentifier)
        }

        let id: Int
        var content: Content
        /// Bumped when the content changes in place, so the level is evaluated again.
        var revision = 0
        /// The control that pushed the level, which gets focus back when it is popped.
        weak var pusher: ViewNode?
        let context: NavigationLevelContext
    }

    /// A `navigationDestination(for:destination:)` registered by the node of its modifier.
    private struct Destination {
        let owner: ObjectIdentifier
        var build: @MainActor (AnyHashable) -> NavigationContent
    }

    /// A `navigationDestination(isPresented:destination:)` registered by its modifier.
    private struct Presentation {
        var view: NavigationContent
        let dismiss: @MainActor () -> Void
    }

    nonisolated static func == (lhs: NavigationStackModel, rhs: NavigationStackModel) -> Bool { lhs === rhs }

    /// The stack's node.
    weak var node: ViewNode?
    /// The bar's node, evaluated again when a title or toolbar changes.
    weak var barNode: ViewNode?
    /// The split view column the stack draws the bar of, when it is the first stack in one: at
    /// its root, its back button goes back a column of the collapsed split view.
    weak var column: SplitColumnChrome?
    /// The bound path, if the stack has one.
    var path: NavigationPathAccess?
    /// The levels above the root, the last one on top.
    private(set) var levels: [Level] = []
    /// What the root's modifiers set: its title and toolbar.
    let rootContext: NavigationLevelContext
    private var nextID = 1
    private var destinations: [ObjectIdentifier: [Destination]] = [:]
    private var presentations: [ObjectIdentifier: Presentation] = [:]
    /// Changes with every destination registered, replaced or removed, so value levels are built again.
    private(set) var destinationGeneration = 0
    /// Whether the stack is being updated: changes made meanwhile are picked up by the update.
    private(set) var isUpdating = false
    private var needsAnotherUpdate = false
    /// The levels on screen after the last update, to tell a push from a pop.
    private var shownLevels: [Level] = []
    private var hasUpdated = false

    init() {
        rootContext = NavigationLevelContext(id: 0)
        rootContext.source = self
    }

    /// How many levels are above the root.
    var depth: Int { levels.count }

    /// The context of the level on top.
    var topContext: NavigationLevelContext { levels.last?.context ?? rootContext }

    /// The context of the level below the top, if the stack is deeper than its root.
    var previousContext: NavigationLevelContext? {
        levels.isEmpty ? nil : levels.count == 1 ? rootContext : levels[levels.count - 2].context
    }

    /// The level with `id`, if it is on the stack.
    func level(_ id: Int) -> Level? { levels.first { $0.id == id } }

    // MARK: - Updating

    /// Runs the stack's update: the levels follow the bound path first, and changes made by the
    /// views inside meanwhile need no further update.
    func update(_ body: () -> Void) {
        isUpdating = true
        needsAnotherUpdate = false
        synchronizeWithPath()
        body()
        isUpdating = false
        if needsAnotherUpdate { node?.setNeedsUpdate() }
        scheduleFocusIfTopChanged()
        shownLevels = levels
        hasUpdated = true
    }

    /// Makes the levels mirror the bound path: levels are kept while their values match the
    /// path's in order, the first mismatch drops them and everything above, and the path's
    /// remaining values are pushed.
    private func synchronizeWithPath() {
        guard let path else { return }
        // Read as an evaluation reads: a path in an `@Observable` model, bound with `@Bindable`,
        // then updates the stack when it changes.
        let elements = node?.evaluateTracked { path.elements() } ?? path.elements()
        var kept: [Level] = []
        var index = 0
        scan: for level in levels {
            if case .pathValue(let value) = level.content {
                guard index < elements.count, elements[index] == value else { break scan }
                index += 1
            }
            kept.append(level)
        }
        dismissPresentations(in: levels[kept.count...])
        for value in elements[index...] { kept.append(makeLevel(.pathValue(value), pusher: nil)) }
        levels = kept
    }

    private func makeLevel(_ content: Level.Content, pusher: ViewNode?) -> Level {
        let context = NavigationLevelContext(id: nextID)
        context.source = self
        nextID += 1
        return Level(id: context.id, content: content, pusher: pusher, context: context)
    }

    /// Something the stack shows changed: it is updated, now or as part of the update under way.
    private func levelsChanged() {
        if isUpdating {
            needsAnotherUpdate = true
        } else {
            node?.setNeedsUpdate()
        }
    }

    /// What a level shows changed in place: its node is evaluated again, now or, during the
    /// stack's update, by the update itself, which reads the level's revision after this.
    private func levelContentChanged() {
        guard !isUpdating else { return }
        node?.setNeedsUpdate()
    }

    func chromeChanged() {
        // The next column's back button shows the title.
        column?.titleChanged()
        // The stack evaluates the bar at the end of its own update.
        guard !isUpdating else { return }
        barNode?.setNeedsUpdate()
    }

    // MARK: - The bar

    var barContext: NavigationLevelContext { topContext }

    var backTitle: String? {
        guard !topContext.hidesBackButton else { return nil }
        return previousContext?.title ?? column?.backTitle
    }

    var showsBackButton: Bool { depth > 0 || column?.showsBackButton == true }

    func goBack() {
        if depth > 0 {
            pop()
        } else {
            column?.goBack()
        }
    }

    // MARK: - Pushing and popping

    /// Pushes `value`, appending it to the bound path when the path can hold it.
    func push(value: AnyHashable, from pusher: ViewNode?) {
        if let path, path.append(value) {
            levels.append(makeLevel(.pathValue(value), pusher: pusher))
        } else {
            levels.append(makeLevel(.value(value), pusher: pusher))
        }
        levelsChanged()
    }

    /// Pushes `view`, which the link at `pusher` provides.
    func push(view: NavigationContent, from pusher: ViewNode?) {
        levels.append(makeLevel(.view(view), pusher: pusher))
        levelsChanged()
    }

    /// Gives the level that the link at `pusher` pushed its newest view.
    func refreshView(_ view: NavigationContent, pushedBy pusher: ViewNode) {
        guard let index = levels.firstIndex(where: { $0.pusher === pusher }),
            case .view = levels[index].content
        else { return }
        levels[index].content = .view(view)
        levels[index].revision += 1
        levelContentChanged()
    }

    /// Removes the top level, writing the bound path or the presenting binding.
    func pop() {
        guard let top = levels.popLast() else { return }
        switch top.content {
        case .pathValue: path?.removeLast()
        case .presented(let owner): presentations[owner]?.dismiss()
        case .value, .view: break
        }
        levelsChanged()
    }

    // MARK: - Destinations

    /// Registers how the modifier at `owner` builds a view for values of `type`.
    func registerDestination(
        for type: Any.Type, owner: ObjectIdentifier, build: @escaping @MainActor (AnyHashable) -> NavigationContent
    ) {
        let key = ObjectIdentifier(type)
        var list = destinations[key] ?? []
        if let index = list.firstIndex(where: { $0.owner == owner }) {
            list[index].build = build
        } else {
            list.append(Destination(owner: owner, build: build))
        }
        destinations[key] = list
        destinationChanged(for: key)
    }

    /// Forgets the destinations the modifier at `owner` registered, as it leaves.
    func removeDestination(for type: Any.Type, owner: ObjectIdentifier) {
        let key = ObjectIdentifier(type)
        destinations[key]?.removeAll { $0.owner == owner }
        destinationChanged(for: key)
    }

    private func destinationChanged(for key: ObjectIdentifier) {
        destinationGeneration += 1
        let shown = levels.contains { level in
            switch level.content {
            case .pathValue(let value), .value(let value): ObjectIdentifier(type(of: value.base)) == key
            case .view, .presented: false
            }
        }
        if shown { levelContentChanged() }
    }

    /// The view a level shows: its destination, or a placeholder for a value without one.
    func content(of level: Level) -> NavigationContent {
        switch level.content {
        case .pathValue(let value), .value(let value):
            let key = ObjectIdentifier(type(of: value.base))
            // The newest registration wins, as the nearest declaration would.
            guard let destination = destinations[key]?.last else {
                node?.graph.report(
                    "a NavigationStack shows a value of type \(type(of: value.base)) with no "
                        + "navigationDestination(for:) declared for it")
                return NavigationContent(MissingDestinationView(value: value))
            }
            return destination.build(value)
        case .view(let view):
            return view
        case .presented(let owner):
            return presentations[owner]?.view ?? NavigationContent(EmptyView())
        }
    }

    // MARK: - Presentations

    /// Shows or hides the view of the `navigationDestination(isPresented:)` at `owner`.
    func present(
        owner: ObjectIdentifier, isPresented: Bool, view: NavigationContent, dismiss: @escaping @MainActor () -> Void,
        focused: ViewNode?
    ) {
        presentations[owner] = Presentation(view: view, dismiss: dismiss)
        let index = levels.firstIndex {
            if case .presented(let other) = $0.content { other == owner } else { false }
        }
        switch (isPresented, index) {
        case (true, nil):
            levels.append(makeLevel(.presented(owner), pusher: focused))
            levelsChanged()
        case (true, let index?):
            levels[index].revision += 1
            levelContentChanged()
        case (false, let index?):
            levels.removeSubrange(index...)
            levelsChanged()
        case (false, nil):
            break
        }
    }

    /// Forgets the presentation at `owner` as its modifier leaves, with the levels from its own up.
    func removePresentation(owner: ObjectIdentifier) {
        presentations[owner] = nil
        guard
            let index = levels.firstIndex(where: {
                if case .presented(let other) = $0.content { other == owner } else { false }
            })
        else { return }
        levels.removeSubrange(index...)
        levelsChanged()
    }

    /// Tells the presenting bindings of levels the path dropped that they are no longer shown.
    private func dismissPresentations(in dropped: ArraySlice<Level>) {
        for level in dropped {
            guard case .presented(let owner) = level.content, let dismiss = presentations[owner]?.dismiss else {
                continue
            }
            // A binding is not written while views are evaluated.
            node?.graph.scheduler.afterUpdate { dismiss() }
        }
    }

    // MARK: - Focus

    /// Moves focus when the top level changed, once the update is done.
    ///
    /// After a push, focus goes to the first control of the new top level (or the back button);
    /// after a pop, back to the control that pushed the level that left. Focus elsewhere on the
    /// screen stays where it is.
    private func scheduleFocusIfTopChanged() {
        guard hasUpdated, shownLevels.last?.id != levels.last?.id, let node else { return }
        let topID = levels.last?.id ?? 0
        var returnTo: ViewNode?
        if let index = shownLevels.firstIndex(where: { $0.id == topID }) ?? (topID == 0 ? -1 : nil),
            index + 1 < shownLevels.count
        {
            returnTo = shownLevels[index + 1].pusher
        }
        node.graph.scheduler.afterUpdate { [weak self] in self?.moveFocus(toTop: topID, returnTo: returnTo) }
    }

    private func moveFocus(toTop topID: Int, returnTo: ViewNode?) {
        guard let node, node.isAttached, (levels.last?.id ?? 0) == topID else { return }
        let focus = node.graph.focus
        if let focused = focus.focusedNode,
            !sequence(first: focused, next: { $0.parent }).contains(where: { $0 === node })
        {
            return
        }
        if let returnTo, returnTo.acceptsFocus {
            focus.move(to: returnTo)
            return
        }
        let top = node.children.first { $0.key == .id(AnyHashable(topID)) }
        if let target = top?.focusTarget ?? barNode?.focusTarget { focus.move(to: target) }
    }
}

/// What the modifiers inside one level of a stack set: its title, toolbar and whether its back
/// button shows, each by the node of the modifier that set it.
@MainActor
final class NavigationLevelContext: Equatable {
    /// A toolbar's content, by the node of its modifier.
    struct Toolbar {
        let owner: ObjectIdentifier
        var content: NavigationContent
    }

    nonisolated static func == (lhs: NavigationLevelContext, rhs: NavigationLevelContext) -> Bool { lhs === rhs }

    /// The level's id in its stack: 0 for the root.
    let id: Int
    /// What draws the level's bar, told when a setting changes.
    weak var source: (any NavigationBarSource)?
    private var titles: [ObjectIdentifier: (depth: Int, title: String)] = [:]
    private(set) var toolbars: [Toolbar] = []
    private var backButtonHidden: [ObjectIdentifier: Bool] = [:]

    init(id: Int) { self.id = id }

    /// The level's title: the outermost `navigationTitle` in it wins.
    var title: String { titles.values.min { $0.depth < $1.depth }?.title ?? "" }

    /// Whether a `navigationBarBackButtonHidden(true)` in the level hides the back button.
    var hidesBackButton: Bool { backButtonHidden.values.contains(true) }

    /// Sets the title the modifier at `owner`, at `depth` in the tree, gives; nil removes it.
    func setTitle(_ title: String?, owner: ObjectIdentifier, depth: Int) {
        let old = self.title
        titles[owner] = title.map { (depth, $0) }
        if self.title != old { source?.chromeChanged() }
    }

    /// Sets the toolbar content of the modifier at `owner`; nil removes it.
    func setToolbar(_ content: NavigationContent?, owner: ObjectIdentifier) {
        if let content {
            if let index = toolbars.firstIndex(where: { $0.owner == owner }) {
                toolbars[index].content = content
            } else {
                toolbars.append(Toolbar(owner: owner, content: content))
            }
        } else {
            toolbars.removeAll { $0.owner == owner }
        }
        source?.chromeChanged()
    }

    /// Sets whether the modifier at `owner` hides the back button; nil removes its setting.
    func setHidesBackButton(_ hidden: Bool?, owner: ObjectIdentifier) {
        let old = hidesBackButton
        backButtonHidden[owner] = hidden
        if hidesBackButton != old { source?.chromeChanged() }
    }
}

extension ViewNode {
    /// Runs `remove` when the node leaves the tree, arranged once per `key` for the node's life:
    /// how a modifier takes back what it registered in a stack.
    func navigationRegistration(_ key: String, remove: @escaping @MainActor () -> Void) {
        guard storage[key] == nil else { return }
        storage[key] = NavigationRegistrationMark()
        disappearActions.append(remove)
    }
}

/// Marks in a node's storage that its modifier arranged its removal.
private final class NavigationRegistrationMark {}

/// A view a stack shows (a destination, a pushed view, a toolbar), kept with its type.
///
/// A level adds it as a child of its own type, so the graph compares it with the view it had
/// through that type's rules, never by reflecting over an existential as `AnyView` would.
@MainActor
struct NavigationContent {
    private let add: @MainActor (inout ChildReconciler, AnyHashable?) -> Void

    /// Keeps `view`.
    init<V: View>(_ view: V) {
        add = { children, id in children.next(view, id: id) }
    }

    /// Adds the view as the next child of `children`, recognised by `id` when given.
    func add(to children: inout ChildReconciler, id: AnyHashable? = nil) { add(&children, id) }
}
