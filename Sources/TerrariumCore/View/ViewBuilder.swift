/// Builds a view from the statements of a closure: several views in a block, `if`/`else`,
/// `switch`, optionals and availability checks.
@resultBuilder
@MainActor
public enum ViewBuilder {
    /// An empty block produces an ``EmptyView``.
    @inlinable
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A single view is passed through unchanged.
    @inlinable
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views become a ``TupleView``.
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content>
    {
        TupleView(repeat each content)
    }

    /// Each statement's view is passed through.
    @inlinable
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else` produces an optional view.
    @inlinable
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` branch is type-erased so older systems can compile it.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views built from one block, laid out by the container they are in.
public struct TupleView<each Content: View>: View, PrimitiveView {
    /// The views, in order.
    public var value: (repeat each Content)

    /// Creates a tuple of views.
    public init(_ content: repeat each Content) {
        value = (repeat each content)
    }

    /// A tuple has no body of its own.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        var children = ChildReconciler(node)
        for content in repeat each value {
            children.next(content)
        }
        children.finish()
    }
}

/// The view an `if`/`else` or `switch` produces: one of two branches, each with its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    /// Which branch is shown.
    public enum Storage {
        /// The first branch.
        case trueContent(TrueContent)
        /// The second branch.
        case falseContent(FalseContent)
    }

    /// The branch shown.
    public let storage: Storage

    /// A conditional showing `storage`; inlinable so that a builder's result type is made where
    /// the builder is used, not looked up on each call.
    @usableFromInline
    init(storage: Storage) { self.storage = storage }

    /// A conditional has no body of its own.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        var children = ChildReconciler(node)
        switch storage {
        case .trueContent(let content): children.next(content, id: ConditionalBranch.first)
        case .falseContent(let content): children.next(content, id: ConditionalBranch.second)
        }
        children.finish()
    }
}

/// The identity of a conditional's branch: switching branches replaces the subtree and its state.
enum ConditionalBranch: Hashable {
    case first
    case second
}

extension Optional: View where Wrapped: View {
    /// An optional has no body of its own.
    public var body: Never { primitiveBody() }
}

extension Optional: PrimitiveView where Wrapped: View {
    package func update(_ node: ViewNode) {
        var children = ChildReconciler(node)
        if let content = self { children.next(content) }
        children.finish()
    }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
    /// Creates an empty view.
    public init() {}

    /// An empty view has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        ChildReconciler.reconcileWithoutChildren(node)
    }
}

extension _ConditionalContent: ComparedByContent {
    /// The same branch, showing an unchanged view.
    package static func isUnchanged(_ old: Self, _ new: Self) -> Bool {
        switch (old.storage, new.storage) {
        case (.trueContent(let a), .trueContent(let b)): ViewTypeInfo.of(TrueContent.self).isUnchanged(a, b)
        case (.falseContent(let a), .falseContent(let b)): ViewTypeInfo.of(FalseContent.self).isUnchanged(a, b)
        default: false
        }
    }
}

extension Optional: ComparedByContent where Wrapped: View {
    /// Both absent, or both showing an unchanged view.
    package static func isUnchanged(_ old: Self, _ new: Self) -> Bool {
        switch (old, new) {
        case (nil, nil): true
        case (let a?, let b?): ViewTypeInfo.of(Wrapped.self).isUnchanged(a, b)
        default: false
        }
    }
}

extension TupleView: ComparedByContent {
    /// Every view unchanged.
    package static func isUnchanged(_ old: Self, _ new: Self) -> Bool {
        for (a, b) in repeat (each old.value, each new.value) {
            guard ViewTypeInfo.of(type(of: a)).isUnchanged(a, b) else { return false }
        }
        return true
    }
}
