public import TerrariumCore

/// A title with an icon, as lists, menus and buttons show them.
///
/// ```swift
/// Label("Water", systemImage: "drop")           // 💧 Water
/// Label { Text("Repot") } icon: { Text("🪴") }
/// Label("Favourite", systemImage: "star.fill").labelStyle(.iconOnly)   // ★
/// ```
///
/// A terminal has no SF Symbols: `systemImage` names are drawn as the glyph a small table gives
/// for the common ones (see ``Label/init(_:systemImage:)``), and a name the table does not know
/// shows no icon, leaving the title alone. The environment's ``LabelStyle`` arranges the title
/// and the icon; by default the icon comes first, a column before the title, and assistive
/// technology reads the title alone.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon
    let iconIsEmpty: Bool

    /// Creates a label that shows `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
        iconIsEmpty = false
    }

    init(title: Title, icon: Icon, iconIsEmpty: Bool) {
        self.title = title
        self.icon = icon
        self.iconIsEmpty = iconIsEmpty
    }

    /// A label has no body of its own: its style gives it one.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        var iconView = AnyView(icon)
        if let name = (title as? Text)?.plainText {
            // An icon shown alone is read as the title it stands for.
            iconView = AnyView(icon.accessibilityLabel(name))
        }
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(content: AnyView(title)),
            icon: LabelStyleConfiguration.Icon(content: iconView, isEmpty: iconIsEmpty))
        // The style's body sees the styles set outside it, so a `Label(configuration)` in it is
        // drawn as it would be without the style.
        var environment = node.environment
        let style = environment.labelStyles.popLast() ?? AnyLabelStyle(DefaultLabelStyle())
        var children = ChildReconciler(node, environment: environment)
        children.next(style.makeBody(configuration))
        children.finish()
    }
}

extension Label where Title == Text, Icon == Text {
    /// Creates a label titled `title` with the terminal's glyph for the SF Symbol
    /// `systemImage`.
    ///
    /// The table knows common names (`drop`, `leaf`, `star`, `heart`, `trash`, `folder`,
    /// `gear`, `checkmark`, `xmark`, arrows and others, each with its `.fill` form); an unknown
    /// name shows no icon.
    public init(_ title: some StringProtocol, systemImage name: String) {
        let glyph = SystemImageGlyphs.glyph(for: name)
        self.init(title: Text(title), icon: Text(glyph ?? ""), iconIsEmpty: glyph == nil)
    }

    /// Creates a label titled `title`; a terminal cannot draw the image named `name`, so it shows
    /// the title alone.
    public init(_ title: some StringProtocol, image name: String) {
        self.init(title: Text(title), icon: Text(""), iconIsEmpty: true)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label from a style's configuration, to draw it in the default style from
    /// within another.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: configuration.title, icon: configuration.icon, iconIsEmpty: configuration.icon.isEmpty)
    }
}
