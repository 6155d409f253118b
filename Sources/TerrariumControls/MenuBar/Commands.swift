import TerrariumCore

/// Commands an app adds to its menu bar: ``CommandMenu``s and ``CommandGroup``s, given to a
/// scene's `commands(content:)`.
///
/// ```swift
/// struct PlantCommands: Commands {
///     var body: some Commands {
///         CommandMenu("Plants") {
///             Button("Water All") { garden.waterAll() }
///                 .keyboardShortcut("w", modifiers: .option)
///         }
///         CommandGroup(after: .newItem) {
///             Button("New Plant") { garden.add() }
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Commands {
    /// The type of the commands' content.
    associatedtype Body: Commands
    /// The commands this value is made of.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// Commands that the menu bar reads directly rather than through their body.
@MainActor
protocol PrimitiveCommands {
    /// Adds what these commands put in the menu bar to `contributions`, in order.
    func contribute(to contributions: inout [CommandContribution])
}

extension Commands {
    /// What these commands put in the menu bar, in the order they were declared.
    func contributions() -> [CommandContribution] {
        var contributions: [CommandContribution] = []
        contribute(to: &contributions)
        return contributions
    }

    /// Adds what these commands put in the menu bar to `contributions`.
    func contribute(to contributions: inout [CommandContribution]) {
        if let primitive = self as? any PrimitiveCommands {
            primitive.contribute(to: &contributions)
        } else {
            body.contribute(to: &contributions)
        }
    }

    /// The body of commands the menu bar reads directly: asking for it is a programming error.
    func primitiveBody() -> Never { fatalError("\(Self.self) has no body") }
}

/// One thing a `commands` declaration puts in the menu bar.
enum CommandContribution {
    /// A menu of its own, after View.
    case menu(title: String, content: (any View)?)
    /// Items put before, after or in place of a standard group.
    case group(CommandGroupPlacement, CommandGroupPosition, content: (any View)?)
}

/// Where a ``CommandGroup``'s items go relative to its placement's own.
enum CommandGroupPosition {
    case before
    case after
    case replacing
}

/// No commands: what an empty `commands` block makes.
public struct EmptyCommands: Commands, PrimitiveCommands {
    /// Creates empty commands.
    public init() {}

    /// Empty commands have no body.
    public var body: Never { primitiveBody() }

    func contribute(to contributions: inout [CommandContribution]) {}
}
