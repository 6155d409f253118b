public import Foundation
public import TerrariumCore
import TerrariumTerminal

/// A control that opens a URL, drawn as underlined text that is also a terminal hyperlink.
///
/// ```swift
/// Link("Terrarium", destination: URL(string: "https://example.com")!)
/// Link(destination: URL(string: "mailto:care@example.com")!) { Text("Write to us") }
/// ```
///
/// The label is underlined, in the tint colour where the terminal has colours, and its cells
/// carry an OSC 8 hyperlink to the destination, so the terminal opens it when it is clicked as
/// it opens any link. Only `http`, `https`, `mailto` and `file` URLs of printable characters
/// become hyperlinks; any other is drawn the same but not sent to the terminal. The link takes
/// focus (its label is then reversed); Return, Space or a click call the environment's
/// `openURL` action with the destination. A disabled link is drawn dim, without a hyperlink,
/// and opens nothing.
public struct Link<Label: View>: View, PrimitiveView {
    let destination: URL
    let label: Label

    /// Creates a link to `destination` labelled by `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A link has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let renderer = node.renderer { LinkRenderer() }
        let environment = node.environment
        renderer.destination = destination
        // A disabled link is no hyperlink either, or the terminal would still open it.
        renderer.hyperlink = environment.isEnabled ? Self.hyperlink(for: destination) : nil
        renderer.openURL = environment.openURL
        renderer.isEnabled = environment.isEnabled
        if environment.foregroundColor == nil, environment.colorCapability != .monochrome {
            ChildReconciler.reconcile(node, toChild: label.environment(\.foregroundColor, environment.tint))
        } else {
            ChildReconciler.reconcile(node, toChild: label)
        }
    }

    /// The schemes a terminal hyperlink may open: the web, mail and local files.
    static var linkedSchemes: Set<String> { ["http", "https", "mailto", "file"] }

    /// The longest URL sent as a hyperlink; terminals drop longer ones.
    static var hyperlinkLimit: Int { 2048 }

    /// The OSC 8 hyperlink for `url`, or `nil` when its scheme is not one a terminal should open
    /// from a click, or it holds a control character or is too long.
    static func hyperlink(for url: URL) -> Hyperlink? {
        let text = url.absoluteString
        guard let scheme = url.scheme?.lowercased(), linkedSchemes.contains(scheme),
            text.utf8.count <= hyperlinkLimit,
            !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        else { return nil }
        return Hyperlink(text)
    }
}

extension Link where Label == Text {
    /// Creates a link to `destination` showing `title`.
    public init(_ title: some StringProtocol, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// Draws the link's label underlined, with its hyperlink, and opens the destination.
final class LinkRenderer: ControlRenderer {
    var destination: URL?
    var hyperlink: Hyperlink?
    var openURL = OpenURLAction.system

    override func perform() {
        guard let destination else { return }
        openURL(destination)
    }

    override func semantics(_ node: ViewNode) -> NodeSemantics? {
        NodeSemantics(
            role: .link, value: destination.map { Sanitizer.sanitize($0.absoluteString) },
            traits: isEnabled ? .isLink : [.isLink, .isNotEnabled])
    }

    override func draw(_ node: ViewNode, in context: GraphicsContext) {
        node.drawChildren(in: context)
        let focused = isEnabled && node.isFocusedNode
        let hyperlink = self.hyperlink
        context.restyle(node.frame) { style in
            style.attributes.insert(.underline)
            // The focused link shows its label reversed: the terminal's usual focus mark.
            if focused { style.attributes.insert(.reverse) }
            style.hyperlink = hyperlink
        }
    }
}
