import TerrariumTerminal
import Testing

@Suite struct TerminalCapabilitiesTests {
    @Test(arguments: [
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], ColorDepth.trueColor),
        (["TERM": "xterm-256color", "COLORTERM": "24bit"], .trueColor),
        (["TERM": "xterm-256color"], .indexed256),
        (["TERM": "tmux-256color"], .indexed256),
        (["TERM": "xterm"], .ansi16),
        (["TERM": "linux"], .ansi16),
        ([:], .ansi16),
        (["TERM": "xterm-kitty"], .trueColor),
        (["TERM": "xterm-direct"], .trueColor),
        (["TERM": "dumb"], .monochrome),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], .monochrome),
        (["TERM": "xterm-256color", "NO_COLOR": ""], .indexed256),
    ])
    func colourDepthComesFromTheEnvironment(environment: [String: String], expected: ColorDepth) {
        #expect(TerminalCapabilities.detect(environment: environment).colorDepth == expected)
    }

    @Test func synchronizedUpdateIsAssumedOnlyForTerminalsKnownToHaveIt() {
        #expect(TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty"]).synchronizedOutput)
        #expect(TerminalCapabilities.detect(environment: ["TERM_PROGRAM": "WezTerm"]).synchronizedOutput)
        #expect(!TerminalCapabilities.detect(environment: ["TERM": "xterm-256color"]).synchronizedOutput)
    }

    @Test(arguments: [
        (["TERM": "xterm-kitty"], true), (["TERM": "foot"], true), (["TERM_PROGRAM": "WezTerm"], true),
        (["TERM": "xterm-256color", "VTE_VERSION": "7600"], true), (["TERM": "xterm-256color"], false),
        (["TERM": "tmux-256color"], false), (["TERM": "linux"], false),
        (["TERM": "xterm-kitty", "NO_COLOR": "1"], false),
    ])
    func underlineShapesGoOnlyToTerminalsKnownToDrawThem(environment: [String: String], expected: Bool) {
        #expect(TerminalCapabilities.detect(environment: environment).styledUnderlines == expected)
    }

    @Test func hyperlinksAreOffOnTheLinuxConsole() {
        #expect(!TerminalCapabilities.detect(environment: ["TERM": "linux"]).hyperlinks)
        #expect(TerminalCapabilities.detect(environment: ["TERM": "xterm-256color"]).hyperlinks)
    }
}

@Suite struct MonochromeTerminalTests {
    @Test(arguments: ["vt100", "vt220", "xterm-mono", "dumb"])
    func terminalsWithoutColourGetNone(term: String) {
        #expect(TerminalCapabilities.detect(environment: ["TERM": term]).colorDepth == .monochrome)
    }
}
