import TerrariumCore

/// A scene's commands, as the run loop hands them to the menu bar; several `commands`
/// modifiers add up.
@MainActor
package struct MenuBarCommands {
    /// Reads what the commands put in the bar: their bodies are read each time the bar is
    /// updated, so what they read (a model's selection that disables an item) is followed.
    private let read: @MainActor () -> [CommandContribution]

    /// The menu bar items `commands` declare.
    package init(_ commands: some Commands) {
        read = { commands.contributions() }
    }

    private init(read: @escaping @MainActor () -> [CommandContribution]) { self.read = read }

    /// What the commands put in the bar now.
    var contributions: [CommandContribution] { read() }

    /// These commands, then `other`'s.
    package func followed(by other: MenuBarCommands) -> MenuBarCommands {
        let read = self.read
        return MenuBarCommands { read() + other.read() }
    }

    /// The standard groups of each standard menu, in order.
    private static let appGroups: [CommandGroupPlacement] = [
        .appInfo, .appSettings, .systemServices, .appVisibility, .appTermination,
    ]
    private static let fileGroups: [CommandGroupPlacement] = [.newItem, .saveItem, .importExport, .printItem]
    private static let editGroups: [CommandGroupPlacement] = [.undoRedo, .pasteboard, .textEditing, .textFormatting]
    private static let viewGroups: [CommandGroupPlacement] = [.toolbar, .sidebar]
    private static let windowGroups: [CommandGroupPlacement] = [.windowSize, .windowArrangement, .singleWindowList]

    /// The menus the bar shows, in macOS's order: the app's menu, File, Edit, View, the app's
    /// own menus, Window and Help; a menu with no items is left out.
    func menus(appName: String) -> [MenuBarMenu] {
        var before: [CommandGroupPlacement: [any View]] = [:]
        var after: [CommandGroupPlacement: [any View]] = [:]
        var replaced: [CommandGroupPlacement: [any View]] = [:]
        var ownMenus: [MenuBarMenu] = []
        for contribution in contributions {
            switch contribution {
            case .menu(let title, let content):
                ownMenus.append(MenuBarMenu(title: title, sections: [content].compactMap { $0 }.map { [$0] }))
            case .group(let placement, .before, let content):
                before[placement, default: []] += [content].compactMap { $0 }
            case .group(let placement, .after, let content):
                after[placement, default: []] += [content].compactMap { $0 }
            case .group(let placement, .replacing, let content):
                replaced[placement, default: []] += [content].compactMap { $0 }
            }
        }
        func menu(_ title: String, _ groups: [CommandGroupPlacement]) -> MenuBarMenu {
            // A loop, not `map`: a closure reading the main actor's items would be sent away.
            var sections: [[any View]] = []
            for placement in groups {
                sections.append(
                    before[placement, default: []]
                        + (replaced[placement] ?? Self.standardItems(placement, appName: appName))
                        + after[placement, default: []])
            }
            return MenuBarMenu(title: title, sections: sections.filter { !$0.isEmpty })
        }
        let menus =
            [
                menu(appName, Self.appGroups), menu("File", Self.fileGroups), menu("Edit", Self.editGroups),
                menu("View", Self.viewGroups),
            ] + ownMenus + [menu("Window", Self.windowGroups), menu("Help", [.help])]
        return menus.filter { !$0.sections.isEmpty }
    }

    /// What a standard group holds before any `CommandGroup` changes it.
    private static func standardItems(_ placement: CommandGroupPlacement, appName: String) -> [any View] {
        switch placement {
        case .appTermination:
            return [QuitMenuItem(title: "Quit \(appName)")]
        case .undoRedo:
            return [StandardMenuItem(title: "Undo", command: .undo), StandardMenuItem(title: "Redo", command: .redo)]
        case .pasteboard:
            return [
                StandardMenuItem(title: "Cut", command: .cut), StandardMenuItem(title: "Copy", command: .copy),
                StandardMenuItem(title: "Paste", command: .paste), StandardMenuItem(title: "Delete", command: .delete),
                StandardMenuItem(title: "Select All", command: .selectAll),
            ]
        case .textEditing:
            return [StandardMenuItem(title: "Find…", command: .find)]
        default:
            return []
        }
    }
}

/// One menu of the bar: its title and its items, in groups with a divider between them.
///
/// A class, so that views holding menus compare them by identity rather than walking the items'
/// views, which are made anew with the bar anyway; each item is reconciled as its own type.
final class MenuBarMenu {
    let title: String
    let sections: [[any View]]

    init(title: String, sections: [[any View]]) {
        self.title = title
        self.sections = sections
    }
}

/// A standard item that sends its command along the focus chain from where focus was when the
/// bar opened, showing the key bound to it there.
struct StandardMenuItem: View {
    let title: String
    let command: Command
    @Environment(\.menuBarSession) private var session

    var body: some View {
        Button(title) { session?.perform(command) }
            .environment(\.menuItemCommand, command)
    }
}

/// The app menu's Quit, which runs the environment's `quit` action.
struct QuitMenuItem: View {
    let title: String
    @Environment(\.quit) private var quit

    var body: some View {
        Button(title) { quit() }
    }
}
