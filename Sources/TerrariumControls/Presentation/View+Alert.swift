public import TerrariumCore

/// Whether a title is shown: the `titleVisibility` of `confirmationDialog`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The platform's choice: a dialog's title is hidden unless it has a message.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

extension View {
    /// Presents an alert titled `title` with the buttons `actions` while `isPresented` is true.
    ///
    /// Any button closes the alert after its action; Escape runs the button whose role is
    /// `.cancel`, or closes it. Without buttons the alert has an OK button.
    public func alert<Actions: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping @MainActor () -> Actions
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert titled `title` with the buttons `actions` and `message` below the title.
    public func alert<Actions: View, Message: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping @MainActor () -> Actions,
        @ViewBuilder message: @escaping @MainActor () -> Message
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert whose title is a `Text`.
    public func alert<Actions: View, Message: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> Actions,
        @ViewBuilder message: @escaping @MainActor () -> Message
    ) -> some View {
        modifier(
            PresentationModifier(
                isPresented: isPresented, style: .alert, onDismiss: nil,
                presented: {
                    DialogContent(
                        title: title, showsTitle: true, stacksButtons: false, actions: actions(), message: message())
                }))
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not nil.
    public func alert<Actions: View, Message: View, T>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> Actions,
        @ViewBuilder message: @escaping @MainActor (T) -> Message
    ) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return modifier(
            PresentationModifier(
                isPresented: shown, style: .alert, onDismiss: nil,
                presented: {
                    data.map {
                        DialogContent(
                            title: Text(title), showsTitle: true, stacksButtons: false, actions: actions($0),
                            message: message($0))
                    }
                }))
    }

    /// Presents a dialog of choices, one button a row, at the bottom of the screen while
    /// `isPresented` is true.
    public func confirmationDialog<Actions: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> Actions
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }

    /// Presents a dialog of choices with `message` under its title.
    public func confirmationDialog<Actions: View, Message: View>(
        _ title: some StringProtocol, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> Actions,
        @ViewBuilder message: @escaping @MainActor () -> Message
    ) -> some View {
        let showsTitle =
            titleVisibility == .visible || (titleVisibility == .automatic && !(Message.self == EmptyView.self))
        return modifier(
            PresentationModifier(
                isPresented: isPresented, style: .confirmationDialog, onDismiss: nil,
                presented: {
                    DialogContent(
                        title: Text(title), showsTitle: showsTitle, stacksButtons: true, actions: actions(),
                        message: message())
                }))
    }
}

/// An alert's or a dialog's title, message and buttons.
struct DialogContent<Actions: View, Message: View>: View {
    let title: Text
    let showsTitle: Bool
    let stacksButtons: Bool
    let actions: Actions
    let message: Message

    var body: some View {
        VStack(alignment: .leading) {
            if showsTitle { title.bold() }
            if !(Message.self == EmptyView.self) { message }
            if stacksButtons {
                VStack(alignment: .leading) { buttons }.focusSection()
            } else {
                HStack(spacing: 1) { buttons }
                    .focusSection()
                    .frame(maxWidth: .max, alignment: .trailing)
            }
        }
    }

    @ViewBuilder private var buttons: some View {
        if Actions.self == EmptyView.self {
            Button("OK") {}
        } else {
            actions
        }
    }
}
