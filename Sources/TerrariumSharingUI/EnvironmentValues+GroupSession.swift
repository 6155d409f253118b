public import TerrariumCore
public import TerrariumGroupActivities

private struct GroupSessionKey: EnvironmentKey {
    static let defaultValue: AnyGroupSession? = nil
}

extension EnvironmentValues {
    /// The shared session the views below take part in, or `nil` outside one.
    ///
    /// `@SharedState` keeps its value in this session's store; a view can also read the
    /// participants from it or make a messenger or a journal for it.
    public var groupSession: AnyGroupSession? {
        get { self[GroupSessionKey.self] }
        set { self[GroupSessionKey.self] = newValue }
    }
}

extension View {
    /// Puts `session` in the environment of this view and the views inside it.
    ///
    /// ```swift
    /// CanvasScreen()
    ///     .groupSession(session)
    /// ```
    public func groupSession<Activity>(
        _ session: GroupSession<Activity>?
    ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<AnyGroupSession?>> {
        environment(\.groupSession, session?.eraseToAnyGroupSession())
    }

    /// Puts a type-erased `session` in the environment of this view and the views inside it.
    public func groupSession(
        _ session: AnyGroupSession?
    ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<AnyGroupSession?>> {
        environment(\.groupSession, session)
    }
}
