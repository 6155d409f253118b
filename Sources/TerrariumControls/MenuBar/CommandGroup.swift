public import TerrariumCore

/// Items put in one of the standard menus: before, after or in place of a standard group.
///
/// ```swift
/// CommandGroup(after: .newItem) { Button("New Plant") { garden.add() } }
/// CommandGroup(replacing: .help) { Button("Plant Care Guide") { showsGuide = true } }
/// CommandGroup(replacing: .undoRedo) {}     // no Undo and Redo in the Edit menu
/// ```
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    let placement: CommandGroupPlacement
    let position: CommandGroupPosition
    let content: Content

    /// Puts `addition` before the items of `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(group, .before, addition())
    }

    /// Puts `addition` after the items of `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(group, .after, addition())
    }

    /// Puts `addition` in place of the items of `group`; an empty `addition` removes them.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(group, .replacing, addition())
    }

    private init(_ placement: CommandGroupPlacement, _ position: CommandGroupPosition, _ content: Content) {
        self.placement = placement
        self.position = position
        self.content = content
    }

    /// A group has no body of its own.
    public var body: Never { primitiveBody() }

    func contribute(to contributions: inout [CommandContribution]) {
        // An empty group replaces with nothing, which must not leave a divider behind.
        contributions.append(.group(placement, position, content: Content.self == EmptyView.self ? nil : content))
    }
}
