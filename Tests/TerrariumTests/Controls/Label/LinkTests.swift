import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A link is underlined text carrying an OSC 8 hyperlink, that opens its URL through the
/// environment's `openURL` action.
@MainActor @Suite struct LinkTests {
    @MainActor final class Opened {
        var urls: [URL] = []
        var result = OpenURLAction.Result.handled
        var action: OpenURLAction {
            OpenURLAction { url in
                self.urls.append(url)
                return self.result
            }
        }
    }

    static let site = URL(string: "https://example.com/terrarium")!

    struct Links: View {
        let opened: Opened
        var body: some View {
            VStack(alignment: .leading) {
                Text("Read")
                Link("Terrarium", destination: LinkTests.site)
                Link(destination: URL(string: "javascript:alert(1)")!) { Text("Script") }
            }
            .environment(\.openURL, opened.action)
        }
    }

    @Test func theLabelIsUnderlinedAndCarriesTheHyperlink() {
        let host = TestHost(Links(opened: Opened()), size: Size(width: 20, height: 3))
        #expect(host.lines() == ["Read", "Terrarium", "Script"])
        for x in 0..<9 {
            #expect(host.buffer[x, 1]?.style.attributes.contains(.underline) == true)
            #expect(host.buffer[x, 1]?.style.hyperlink?.url == "https://example.com/terrarium")
        }
        #expect(host.buffer[0, 0]?.style.hyperlink == nil)
        #expect(host.buffer[9, 1]?.style.hyperlink == nil)
        // A scheme a terminal should not open from a click is drawn the same, without a link.
        #expect(host.buffer[0, 2]?.style.attributes.contains(.underline) == true)
        #expect(host.buffer[0, 2]?.style.hyperlink == nil)
    }

    @Test func returnSpaceAndAClickOpenTheDestination() {
        let opened = Opened()
        let host = TestHost(Links(opened: opened), size: Size(width: 20, height: 3))
        host.press(.tab)
        #expect(host.columns(inRow: 1, with: .reverse) == Array(0..<9))
        host.press(.return)
        host.press(" ")
        host.click(on: "Terrarium")
        #expect(opened.urls == [Self.site, Self.site, Self.site])
    }

    @Test func theLinkIsALinkToAssistiveTechnology() {
        let host = TestHost(Links(opened: Opened()), size: Size(width: 20, height: 3))
        let link = host.element(labeled: "Terrarium", role: .link)
        #expect(link?.value == "https://example.com/terrarium")
        #expect(link?.traits.contains(.isLink) == true)
        #expect(host.activate(labeled: "Terrarium", role: .link))
    }

    @Test func aDisabledLinkIsDimAndOpensNothing() {
        let opened = Opened()
        let host = TestHost(
            Link("Terrarium", destination: Self.site).disabled(true).environment(\.openURL, opened.action),
            size: Size(width: 20, height: 1))
        host.press(.tab)
        host.press(.return)
        host.click(on: "Terrarium")
        #expect(opened.urls.isEmpty)
        #expect(host.buffer[0, 0]?.style.attributes.contains(.dim) == true)
        #expect(host.buffer[0, 0]?.style.attributes.contains(.underline) == true)
        #expect(host.buffer[0, 0]?.style.hyperlink == nil)
    }

    @Test func onlyPrintableWebMailAndFileURLsBecomeHyperlinks() {
        func linked(_ string: String) -> Bool {
            let host = TestHost(Link("x", destination: URL(string: string)!), size: Size(width: 2, height: 1))
            return host.buffer[0, 0]?.style.hyperlink != nil
        }
        #expect(linked("https://example.com"))
        #expect(linked("HTTP://example.com"))
        #expect(linked("mailto:care@example.com"))
        #expect(linked("file:///tmp/plant.txt"))
        #expect(!linked("javascript:alert(1)"))
        #expect(!linked("ssh://example.com"))
        #expect(!linked("https://example.com/" + String(repeating: "a", count: 3000)))
    }

    @Test func theHyperlinkReachesTheTerminalAsOSC8() {
        let host = TestHost(Link("Terrarium", destination: Self.site), size: Size(width: 12, height: 1))
        let bytes = String(decoding: host.lastFrameBytes, as: UTF8.self)
        #expect(bytes.contains("\u{1B}]8;;https://example.com/terrarium\u{1B}\\"))
    }

    @Test func theDefaultActionOpensNothingAndSaysSo() {
        var accepted: Bool?
        EnvironmentValues().openURL(Self.site) { accepted = $0 }
        #expect(accepted == false)
        let opened = Opened()
        opened.result = .systemAction
        opened.action(Self.site) { accepted = $0 }
        #expect(accepted == false)
        opened.result = .handled
        opened.action(Self.site) { accepted = $0 }
        #expect(accepted == true)
        #expect(opened.urls.count == 2)
    }

    @Test func theLinkReadsTheOpenURLActionFromTheEnvironment() {
        final class Seen { var action: OpenURLAction? }
        let seen = Seen()
        struct Reader: View {
            let seen: Seen
            @Environment(\.openURL) var openURL
            var body: some View {
                let _ = { seen.action = openURL }()
                Text("x")
            }
        }
        let opened = Opened()
        _ = TestHost(Reader(seen: seen).environment(\.openURL, opened.action), size: Size(width: 2, height: 1))
        seen.action?(Self.site)
        #expect(opened.urls == [Self.site])
    }
}
