import Terrarium
import TerrariumTerminal
import Testing

/// What ``ANSITextWidget`` and ``ElmWidget`` ask of their host when their text changes, and how
/// they size it.
@MainActor @Suite struct StyledTextWidgetTests {
    /// Records what a widget asks of its host, in order.
    final class Recorder: WidgetHost {
        var requests: [String] = []
        func widgetNeedsDisplay(_ widget: any Widget) { requests.append("display") }
        func widgetNeedsLayout(_ widget: any Widget) { requests.append("layout") }
    }

    /// A count shown as its digits.
    struct Count: ElmProgram {
        var initialModel: Int { 8 }
        func update(_ count: inout Int, with message: Int) -> ElmCommand<Int> {
            count += message
            return .none
        }
        func view(_ count: Int) -> String { "n=\(count)" }
    }

    @Test func aTextWidgetAsksForALayoutOnlyWhenItsSizeChanges() {
        let recorder = Recorder()
        let widget = ANSITextWidget(ANSIText("ab"))
        widget.host = recorder
        widget.text = ANSIText("ab")
        #expect(recorder.requests == [])
        widget.text = ANSIText("\u{1B}[1mcd")
        #expect(recorder.requests == ["display"])
        widget.text = ANSIText("cd\nef")
        #expect(recorder.requests == ["display", "layout"])
    }

    @Test func anElmWidgetAsksForALayoutOnlyWhenItsViewChangesSize() {
        let recorder = Recorder()
        let widget = ElmWidget(Count())
        widget.host = recorder
        widget.start()
        widget.send(0)
        #expect(recorder.requests == [])
        widget.send(1)
        #expect(recorder.requests == ["display"])
        widget.send(1)
        #expect(recorder.requests == ["display", "layout"])
        #expect(widget.sizeThatFits(.unspecified) == Size(width: 4, height: 1))
    }

    @Test func bothSizeToTheirTextClippedToTheProposal() {
        let text = ANSIText("abcd\nef\ng")
        let widget = ANSITextWidget(text)
        #expect(widget.sizeThatFits(.unspecified) == Size(width: 4, height: 3))
        #expect(widget.sizeThatFits(ProposedViewSize(width: 2, height: nil)) == Size(width: 2, height: 3))
        #expect(widget.sizeThatFits(ProposedViewSize(width: 9, height: 1)) == Size(width: 4, height: 1))
        let elm = ElmWidget(Count())
        #expect(elm.sizeThatFits(ProposedViewSize(width: 2, height: 5)) == Size(width: 2, height: 1))
    }
}
