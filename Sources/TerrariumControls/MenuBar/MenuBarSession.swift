import TerrariumCore

/// Which menu of the bar is open, and where focus was before the bar opened.
@MainActor
final class MenuBarSession {
    private(set) var openIndex: Int?
    /// How many menus the bar has now.
    var menuCount = 0
    /// Where focus was when the bar opened: the standard items' commands start there.
    private(set) weak var focus: ViewNode?
    weak var node: ViewNode?

    /// Opens menu `index`, or moves to it from the menu open now.
    func open(_ index: Int) {
        guard index >= 0, index < menuCount, openIndex != index else { return }
        if openIndex == nil { focus = node?.graph.focus.focusedNode }
        openIndex = index
        node?.setNeedsUpdate()
    }

    /// Opens the menu `offset` places along from the open one, round the ends.
    func move(by offset: Int) {
        guard let openIndex, menuCount > 0 else { return }
        open(((openIndex + offset) % menuCount + menuCount) % menuCount)
    }

    /// Closes the open menu; focus goes back where it was before the bar opened.
    func close() {
        guard openIndex != nil else { return }
        openIndex = nil
        node?.setNeedsUpdate()
        let focus = self.focus
        guard let graph = node?.graph else { return }
        graph.scheduler.afterUpdate { [weak graph] in
            guard let graph, let focus, focus.isAttached, focus.acceptsFocus else { return }
            graph.focus.move(to: focus)
        }
    }

    /// Whether menu `index` is open, as the binding its presentation reads and closes.
    func isOpen(_ index: Int) -> Binding<Bool> {
        Binding(
            get: { [weak self] in self?.openIndex == index },
            set: { [weak self] isOpen in
                guard let self else { return }
                if isOpen {
                    open(index)
                } else if openIndex == index {
                    close()
                }
            })
    }

    /// Sends `command` along the focus chain from where focus was when the bar opened, once the
    /// menu has closed.
    func perform(_ command: Command) {
        let focus = self.focus
        guard let graph = node?.graph else { return }
        graph.scheduler.afterUpdate { [weak graph] in
            guard let graph else { return }
            if let focus, focus.isAttached, focus.acceptsFocus { graph.focus.move(to: focus) }
            _ = graph.router.perform(command, from: focus)
        }
    }
}

private struct MenuBarSessionKey: EnvironmentKey {
    static var defaultValue: MenuBarSession? { nil }
}

private struct MenuItemCommandKey: EnvironmentKey {
    static let defaultValue: Command? = nil
}

extension EnvironmentValues {
    /// The menu bar around this view, if any.
    var menuBarSession: MenuBarSession? {
        get { self[MenuBarSessionKey.self] }
        set { self[MenuBarSessionKey.self] = newValue }
    }

    /// The command a standard menu item sends: the item shows the key bound to it, which the
    /// key bindings already run, and the command palette lists the command rather than the item.
    var menuItemCommand: Command? {
        get { self[MenuItemCommandKey.self] }
        set { self[MenuItemCommandKey.self] = newValue }
    }
}
