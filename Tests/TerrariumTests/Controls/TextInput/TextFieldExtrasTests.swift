import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A text field's prompt, vertical axis, formatted values and submit label.
@MainActor @Suite struct TextFieldExtrasTests {
    @MainActor final class Model {
        var name = ""
        var notes = ""
        var height = 120
        var ratio: Double? = 0.5
        var submits = 0
        var name$: Binding<String> { Binding(get: { self.name }, set: { self.name = $0 }) }
        var notes$: Binding<String> { Binding(get: { self.notes }, set: { self.notes = $0 }) }
        var height$: Binding<Int> { Binding(get: { self.height }, set: { self.height = $0 }) }
        var ratio$: Binding<Double?> { Binding(get: { self.ratio }, set: { self.ratio = $0 }) }
    }

    // MARK: - Prompt

    @Test func thePromptShowsDimmedInsteadOfTheTitleWhileEmpty() {
        let model = Model()
        let host = TestHost(
            TextField("Name", text: model.name$, prompt: Text("Required")), size: Size(width: 12, height: 1))
        #expect(host.lines() == ["Required"])
        #expect(host.buffer[0, 0]?.style.attributes.contains(.dim) == true)
        // Assistive technology still names the field by its title.
        #expect(host.element(labeled: "Name", role: .textField) != nil)
        host.press(.tab)
        host.type("Ivy")
        #expect(model.name == "Ivy")
        #expect(host.lines() == ["Ivy"])
    }

    // MARK: - Vertical axis

    struct Notes: View {
        let model: Model
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TextField("Notes", text: model.notes$, axis: .vertical)
                    .lineLimit(3)
                    .onSubmit { model.submits += 1 }
                Text("below")
            }
            .frame(width: 10)
        }
    }

    @Test func aVerticalFieldGrowsAsItsTextWrapsUpToItsLineLimit() {
        let model = Model()
        let host = TestHost(Notes(model: model), size: Size(width: 10, height: 5))
        #expect(host.lines() == ["Notes", "below", "", "", ""])
        host.press(.tab)
        host.type("water the fern")
        #expect(model.notes == "water the fern")
        #expect(host.lines() == ["water the", "fern", "below", "", ""])
        host.type(" and mist the moss daily")
        // Three rows at most: the field scrolls to keep the cursor in view.
        #expect(host.lines()[3] == "below")
        #expect(host.element(labeled: "Notes", role: .textField)?.value == model.notes)
    }

    @Test func returnSubmitsAndAltReturnStartsANewLine() {
        let model = Model()
        let host = TestHost(Notes(model: model), size: Size(width: 10, height: 5))
        host.press(.tab)
        host.type("fern")
        host.press(.return)
        #expect(model.submits == 1)
        #expect(model.notes == "fern")
        host.press(.return, modifiers: .option)
        host.type("moss")
        #expect(model.notes == "fern\nmoss")
        #expect(model.submits == 1)
        #expect(host.lines() == ["fern", "moss", "below", "", ""])
    }

    @Test func aRangeOfLinesReservesTheLowerBoundsRows() {
        let model = Model()
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                TextField("Notes", text: model.notes$, axis: .vertical).lineLimit(2...4)
                Text("below")
            }.frame(width: 10), size: Size(width: 10, height: 6))
        #expect(host.lines()[0...2] == ["Notes", "", "below"])
    }

    @Test func tabLeavesAVerticalField() {
        let model = Model()
        let host = TestHost(
            VStack {
                TextField("Notes", text: model.notes$, axis: .vertical)
                TextField("Name", text: model.name$)
            }, size: Size(width: 10, height: 3))
        host.press(.tab)
        host.press(.tab)
        host.type("x")
        #expect(model.notes == "")
        #expect(model.name == "x")
    }

    // MARK: - Formats

    struct Height: View {
        let model: Model
        var body: some View {
            VStack {
                TextField("Height", value: model.height$, format: .number)
                    .onSubmit { model.submits += 1 }
                TextField("Ratio", value: model.ratio$, format: .number)
            }
            .frame(width: 10)
        }
    }

    @Test func aFormattedValueIsParsedOnReturnAndShownFormatted() {
        let model = Model()
        let host = TestHost(Height(model: model), size: Size(width: 10, height: 2))
        #expect(host.lines() == ["120", "0.5"])
        host.press(.tab)
        host.press("u", modifiers: .control)
        host.type("1234")
        // Typing writes nothing until the field commits.
        #expect(model.height == 120)
        host.press(.return)
        #expect(model.height == 1234)
        #expect(model.submits == 1)
        #expect(host.lines()[0] == "1,234")
    }

    @Test func invalidTextRevertsToTheLastValidValueWhenFocusLeaves() {
        let model = Model()
        let host = TestHost(Height(model: model), size: Size(width: 10, height: 2))
        host.press(.tab)
        host.press("u", modifiers: .control)
        host.type("abc")
        #expect(host.lines()[0] == "abc")
        host.press(.tab)
        #expect(model.height == 120)
        #expect(host.lines()[0] == "120")
        // An optional value is cleared by empty text.
        host.press("u", modifiers: .control)
        host.press(.tab)
        #expect(model.ratio == nil)
        #expect(host.lines()[1] == "Ratio")
    }

    struct StateHeight: View {
        let handle: Handle<Int>
        @State private var height = 120
        var body: some View {
            let _ = handle.capture($height)
            TextField("Height", value: $height, format: .number)
        }
    }

    @Test func aValueChangedOutsideTheFieldShowsInIt() {
        let handle = Handle<Int>()
        let host = TestHost(StateHeight(handle: handle), size: Size(width: 10, height: 1))
        #expect(host.lines() == ["120"])
        handle.value = 4200
        #expect(host.lines() == ["4,200"])
    }

    // MARK: - Submit label

    @Test func theSubmitLabelIsKeptInTheEnvironmentAndDrawsNothing() {
        let model = Model()
        final class Seen { var label = SubmitLabel.return }
        let seen = Seen()
        struct Reader: View {
            let seen: Seen
            @Environment(\.submitLabel) var label
            var body: some View {
                let _ = { seen.label = label }()
                Text("x")
            }
        }
        let plain = TestHost(TextField("Name", text: model.name$), size: Size(width: 10, height: 1))
        let labelled = TestHost(
            VStack(spacing: 0) {
                TextField("Name", text: model.name$)
                Reader(seen: seen)
            }.submitLabel(.search), size: Size(width: 10, height: 2))
        #expect(labelled.lines()[0] == plain.lines()[0])
        #expect(seen.label == .search)
        #expect(SubmitLabel.done != SubmitLabel.go)
    }
}
