import TerrariumCore

/// Builds commands from the statements of a closure: several in a block, `if`/`else` and
/// `switch`.
@resultBuilder
@MainActor
public enum CommandsBuilder {
    /// An empty block has no commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// A single command is passed through unchanged.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// Several commands become a ``TupleCommands``.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<
        repeat each Content
    > {
        TupleCommands(repeat each content)
    }

    /// Each statement's commands are passed through.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

    /// An `if` without `else`: its commands or none.
    public static func buildIf<Content: Commands>(_ content: Content?) -> _ConditionalCommands<Content, EmptyCommands> {
        content.map { _ConditionalCommands(storage: .trueContent($0)) }
            ?? _ConditionalCommands(storage: .falseContent(EmptyCommands()))
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: Commands, FalseContent: Commands>(
        first: TrueContent
    ) -> _ConditionalCommands<TrueContent, FalseContent> {
        _ConditionalCommands(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: Commands, FalseContent: Commands>(
        second: FalseContent
    ) -> _ConditionalCommands<TrueContent, FalseContent> {
        _ConditionalCommands(storage: .falseContent(second))
    }
}

/// Several commands built from one block, in order.
public struct TupleCommands<each Content: Commands>: Commands, PrimitiveCommands {
    /// The commands, in order.
    public var value: (repeat each Content)

    /// Creates a tuple of commands.
    public init(_ content: repeat each Content) {
        value = (repeat each content)
    }

    /// A tuple has no body of its own.
    public var body: Never { primitiveBody() }

    func contribute(to contributions: inout [CommandContribution]) {
        for content in repeat each value {
            content.contribute(to: &contributions)
        }
    }
}

/// The commands an `if`/`else` or `switch` produces: one of two branches.
public struct _ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands, PrimitiveCommands {
    /// Which branch is taken.
    public enum Storage {
        /// The first branch.
        case trueContent(TrueContent)
        /// The second branch.
        case falseContent(FalseContent)
    }

    /// The branch taken.
    public let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// A conditional has no body of its own.
    public var body: Never { primitiveBody() }

    func contribute(to contributions: inout [CommandContribution]) {
        switch storage {
        case .trueContent(let content): content.contribute(to: &contributions)
        case .falseContent(let content): content.contribute(to: &contributions)
        }
    }
}
