package import TerrariumTerminal

/// A widget whose whole picture is one styled text at its top-left corner, clipped to its frame:
/// what ``ANSITextWidget`` and ``ElmWidget`` share.
@MainActor
package protocol StyledTextWidget: Widget {
    /// The text drawn.
    var text: ANSIText { get }
}

extension StyledTextWidget {
    /// Draws the text's lines from the top-left corner.
    public func draw(in context: GraphicsContext) {
        context.draw(text, at: .zero)
    }

    /// The text's size, limited to what is proposed.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let size = text.size
        return Size(
            width: min(size.width, proposal.width ?? size.width),
            height: min(size.height, proposal.height ?? size.height))
    }

    /// Asks the host for what a change from `old` to the text now needs: a layout when the size
    /// changed, a drawing when only the content did, nothing when neither did.
    func textDidChange(from old: ANSIText) {
        guard text != old else { return }
        if text.size != old.size {
            host?.widgetNeedsLayout(self)
        } else {
            host?.widgetNeedsDisplay(self)
        }
    }
}
