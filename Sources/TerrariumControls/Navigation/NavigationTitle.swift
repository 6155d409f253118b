public import TerrariumCore

/// Sets what a view says of the stack level it is in: its title, or whether its back button shows.
struct NavigationLevelModifier: ViewModifier, PrimitiveModifier {
    /// One setting of a level.
    enum Setting {
        case title(String)
        case hidesBackButton(Bool)
    }

    let setting: Setting

    func update(_ node: ViewNode, content: some View) {
        if let context = node.environment[NavigationLevelContextKey.self] {
            let owner = ObjectIdentifier(node)
            switch setting {
            case .title(let title):
                node.navigationRegistration("navigationTitle") { [weak context] in
                    context?.setTitle(nil, owner: owner, depth: 0)
                }
                context.setTitle(title, owner: owner, depth: node.depth)
            case .hidesBackButton(let isHidden):
                node.navigationRegistration("navigationBarBackButtonHidden") { [weak context] in
                    context?.setHidesBackButton(nil, owner: owner)
                }
                context.setHidesBackButton(isHidden, owner: owner)
            }
        }
        reconcile(node, content: content)
    }
}

extension View {
    /// Gives the stack level this view is in the title `title`, drawn in the title bar while the
    /// level is on top and in the back button of the level above it.
    ///
    /// Outside a stack, in a `NavigationSplitView` column, it titles the column's own bar. When
    /// several views of one level set a title, the outermost wins.
    public func navigationTitle(_ title: some StringProtocol) -> some View {
        modifier(NavigationLevelModifier(setting: .title(String(title))))
    }

    /// Gives the stack level this view is in the title `title`; the bar draws its words in bold,
    /// without the text's own styles.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationLevelModifier(setting: .title(title.plainText)))
    }

    /// Hides the back button of the stack level this view is in, while `hidesBackButton` is true;
    /// Escape and Backspace still pop.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationLevelModifier(setting: .hidesBackButton(hidesBackButton)))
    }
}
