import NotesKit
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct MarkdownTests {
    typealias Block = Markdown.Block
    typealias Inline = Markdown.Inline

    @Test func headingsParagraphsAndRules() {
        let document = Markdown.parse("# Ferns #\n\nWater them\nweekly.\n\n---\n### Light\n#hashtag")
        #expect(
            document.blocks == [
                .heading(level: 1, [.text("Ferns")]),
                .paragraph([.text("Water them weekly.")]),
                .rule,
                .heading(level: 3, [.text("Light")]),
                .paragraph([.text("#hashtag")]),
            ])
    }

    @Test func inlinesNestAndWhatIsNotMarkdownStaysText() {
        let inlines = Markdown.parse(
            "A **bold _and italic_** `x * y` [site](https://example.org) <https://a.example> 2 * 3 \\*not\\* [no link]"
        ).blocks
        #expect(
            inlines == [
                .paragraph([
                    .text("A "), .strong([.text("bold "), .emphasis([.text("and italic")])]), .text(" "),
                    .code("x * y"), .text(" "), .link([.text("site")], destination: "https://example.org"),
                    .text(" "), .link([.text("https://a.example")], destination: "https://a.example"),
                    .text(" 2 * 3 *not* [no link]"),
                ])
            ])
    }

    @Test func listsQuotesAndCode() {
        let text = """
            - one
            - two
              still two

              - nested
            1. first
            2) not the same list
            > quoted
            > **text**

            ```swift
            let x = 1
            ```

                indented
            """
        #expect(
            Markdown.parse(text).blocks == [
                .list(
                    ordered: false, start: 1,
                    items: [
                        [.paragraph([.text("one")])],
                        [
                            .paragraph([.text("two still two")]),
                            .list(ordered: false, start: 1, items: [[.paragraph([.text("nested")])]]),
                        ],
                    ]),
                .list(
                    ordered: true, start: 1,
                    items: [[.paragraph([.text("first")])], [.paragraph([.text("not the same list")])]]),
                .quote([.paragraph([.text("quoted "), .strong([.text("text")])])]),
                .code(language: "swift", lines: ["let x = 1"]),
                .code(language: nil, lines: ["indented"]),
            ])
    }

    @Test func anUnclosedFenceRunsToTheEndAndNothingIsLost() {
        #expect(
            Markdown.parse("```\ncode\n# not a heading").blocks == [
                .code(language: nil, lines: ["code", "# not a heading"])
            ])
        #expect(Markdown.parse("**open").blocks == [.paragraph([.text("**open")])])
        #expect(Markdown.parse("").blocks == [])
    }

    @Test func thePreviewDrawsStylesMarkersAndLinks() {
        let text =
            "# Ferns\n\nWater *weekly*, see [care](https://example.org/care).\n\n- shade\n- damp\n\n> mist\n\n    pot"
        let host = TestHost(MarkdownPreview(text), size: Size(width: 30, height: 12))
        #expect(
            host.lines() == [
                "Ferns",
                "",
                "Water weekly, see care.",
                "",
                "• shade",
                "• damp",
                "",
                "▌ mist",
                "",
                "│ pot",
                "",
                "",
            ])
        let heading = host.buffer[0, 0]?.style.attributes
        #expect(heading?.contains(.bold) == true && heading?.contains(.underline) == true)
        #expect(host.buffer[6, 2]?.style.attributes.contains(.italic) == true)
        #expect(host.buffer[18, 2]?.style.hyperlink?.url == "https://example.org/care")
        #expect(host.buffer[2, 9]?.style.attributes.contains(.dim) == true)
    }

    @Test func controlCharactersInTheTextAreShownNotSent() {
        let host = TestHost(MarkdownPreview("# \u{1B}]0;pwned\u{07}"), size: Size(width: 20, height: 1))
        #expect(host.lines() == ["␛]0;pwned␇"])
    }
}
