import TerrariumTerminal
import TerrariumWidgetProtocol
import Testing

/// The message `frame` holds, read back through a frame decoder as a host would read it.
private func unframe(_ frame: [UInt8]) throws -> [UInt8] {
    var decoder = WidgetFrameDecoder()
    decoder.append(frame)
    let payload = try #require(try decoder.nextPayload())
    #expect(decoder.bufferedCount == 0)
    return payload
}

private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
}

@Suite struct WidgetMessageCoderTests {
    @Test func framesAreLengthNewlinePayloadNewline() {
        let frame = WidgetMessageCoder.frame(HostMessage.key(sequence: 4, KeyPress(.leftArrow)))
        #expect(text(frame) == "35\n{\"key\":\"left\",\"seq\":4,\"type\":\"key\"}\n")
        let done = WidgetMessageCoder.frame(WidgetMessage.done(sequence: 7, consumed: true))
        #expect(text(done) == "39\n{\"consumed\":true,\"seq\":7,\"type\":\"done\"}\n")
        #expect(text(WidgetMessageCoder.frame(payload: Array("{\"a\":\"é\"}".utf8))) == "10\n{\"a\":\"é\"}\n")
    }

    @Test(arguments: [
        (HostMessage.key(sequence: 4, KeyPress(.leftArrow)), #"{"key":"left","seq":4,"type":"key"}"#),
        (
            .key(sequence: 5, KeyPress("A", modifiers: .shift)),
            #"{"key":"A","modifiers":["shift"],"seq":5,"text":"A","type":"key"}"#
        ),
        (
            .key(sequence: 6, KeyPress("c", modifiers: [.control, .option])),
            #"{"key":"c","modifiers":["ctrl","alt"],"seq":6,"type":"key"}"#
        ),
        (.key(sequence: 7, KeyPress(" ")), #"{"key":"space","seq":7,"text":" ","type":"key"}"#),
        (
            .key(sequence: 8, KeyPress(.function(12), phase: .repeat)),
            #"{"key":"f12","phase":"repeat","seq":8,"type":"key"}"#
        ),
        (
            .welcome(WidgetWelcome(granted: [.clipboard], refused: [.network, .commands])),
            #"{"granted":["clipboard"],"protocol":1,"refused":["commands","network"],"type":"welcome"}"#
        ),
        (
            .propose(sequence: 2, ProposedViewSize(width: 40, height: nil)),
            #"{"height":null,"seq":2,"type":"propose","width":40}"#
        ),
        (.frame(sequence: 3, size: Size(width: 9, height: 1)), #"{"height":1,"seq":3,"type":"frame","width":9}"#),
        (.focus(sequence: 3, isFocused: true), #"{"focused":true,"seq":3,"type":"focus"}"#),
        (
            .properties(sequence: 1, ["rating": 3], transaction: WidgetTransaction(isAnimated: true, duration: 0.25)),
            #"{"animated":true,"duration":0.25,"seq":1,"type":"properties","values":{"rating":3}}"#
        ),
        (
            .environment(sequence: 2, ["colorScheme": "dark"]),
            #"{"seq":2,"type":"environment","values":{"colorScheme":"dark"}}"#
        ),
        (
            .mouse(sequence: 8, MouseEvent(.press(.left), at: Point(x: 2, y: 0))),
            #"{"button":"left","kind":"press","seq":8,"type":"mouse","x":2,"y":0}"#
        ),
        (
            .mouse(sequence: 9, MouseEvent(.scroll(.up), at: .zero, modifiers: .shift)),
            #"{"direction":"up","kind":"scroll","modifiers":["shift"],"seq":9,"type":"mouse","x":0,"y":0}"#
        ),
        (
            .mouse(sequence: 10, MouseEvent(.drag(.other(8)), at: Point(x: -1, y: 3))),
            #"{"button":8,"kind":"drag","seq":10,"type":"mouse","x":-1,"y":3}"#
        ),
        (.paste(sequence: 11, "a\nb"), #"{"seq":11,"text":"a\nb","type":"paste"}"#),
        (.drop(sequence: 12, paths: ["/tmp/a b"]), #"{"paths":["/tmp/a b"],"seq":12,"type":"drop"}"#),
        (
            .ran(sequence: 13, WidgetCommandResult(request: 1, status: 0, output: "ok\n")),
            #"{"output":"ok\n","request":1,"seq":13,"status":0,"type":"ran"}"#
        ),
        (
            .ran(sequence: 14, WidgetCommandResult(request: 2, status: nil, error: "refused")),
            #"{"error":"refused","output":"","request":2,"seq":14,"type":"ran"}"#
        ),
        (.shutdown, #"{"type":"shutdown"}"#),
    ])
    func hostMessagesHaveAPinnedWireFormat(message: HostMessage, json: String) throws {
        #expect(text(WidgetMessageCoder.payload(message)) == json)
        #expect(try WidgetMessageCoder.hostMessage(from: Array(json.utf8)) == message)
    }

    @Test(arguments: [
        (WidgetMessage.done(sequence: 7, consumed: true), #"{"consumed":true,"seq":7,"type":"done"}"#),
        (.done(sequence: 8, consumed: nil), #"{"seq":8,"type":"done"}"#),
        (
            .draw(
                WidgetDrawing(
                    clears: true,
                    rows: [
                        .init(
                            y: 0, x: 2,
                            runs: [
                                WidgetRun("★★★", style: Style(foreground: .yellow, attributes: .bold)),
                                WidgetRun(
                                    "☆",
                                    style: Style(
                                        foreground: .rgb(255, 128, 0), background: .indexed(12),
                                        hyperlink: Hyperlink("https://example.com"))),
                            ])
                    ])),
            ##"{"clears":true,"rows":[{"runs":[{"bold":true,"fg":"yellow","text":"★★★"},{"bg":12,"fg":"#ff8000","link":"https://example.com","text":"☆"}],"x":2,"y":0}],"type":"draw"}"##
        ),
        (
            .hello(
                WidgetHello(
                    name: "rating.py", features: ["mouse", "focus"], permissions: [.clipboard],
                    environment: ["colorScheme"], keys: ["left", "right"], focusable: true,
                    sizing: WidgetSizing(ideal: Size(width: 9, height: 1)))),
            #"{"environment":["colorScheme"],"features":["focus","mouse"],"focusable":true,"keys":["left","right"],"name":"rating.py","permissions":["clipboard"],"protocol":1,"sizing":{"ideal":{"height":1,"width":9},"max":{"height":1,"width":9},"min":{"height":1,"width":9}},"type":"hello"}"#
        ),
        (
            .size(
                WidgetSizing(ideal: Size(width: 10, height: 1), minimum: Size(width: 3, height: 1), maximumHeight: 1)),
            #"{"ideal":{"height":1,"width":10},"max":{"height":1,"width":null},"min":{"height":1,"width":3},"type":"size"}"#
        ),
        (.value(name: "rating", 4), #"{"name":"rating","type":"value","value":4}"#),
        (.keys(["ctrl+a", "text"]), #"{"keys":["ctrl+a","text"],"type":"keys"}"#),
        (.focus(.next), #"{"move":"next","type":"focus"}"#),
        (.log(level: .warning, message: "hi"), #"{"level":"warning","message":"hi","type":"log"}"#),
        (.copy("Rating: 3/5"), #"{"text":"Rating: 3/5","type":"copy"}"#),
        (
            .run(request: 1, executable: "ls", arguments: ["-l"]),
            #"{"arguments":["-l"],"executable":"ls","request":1,"type":"run"}"#
        ),
    ])
    func widgetMessagesHaveAPinnedWireFormat(message: WidgetMessage, json: String) throws {
        #expect(text(WidgetMessageCoder.payload(message)) == json)
        #expect(try WidgetMessageCoder.widgetMessage(from: Array(json.utf8)) == message)
    }

    @Test func everyHostMessageRoundTripsThroughFrames() throws {
        var generator = WidgetMessageGenerator(seed: 1)
        for _ in 0..<1500 {
            let message = generator.hostMessage()
            #expect(try WidgetMessageCoder.hostMessage(from: unframe(WidgetMessageCoder.frame(message))) == message)
        }
    }

    @Test func everyWidgetMessageRoundTripsThroughFrames() throws {
        var generator = WidgetMessageGenerator(seed: 2)
        for _ in 0..<1500 {
            let message = generator.widgetMessage()
            #expect(try WidgetMessageCoder.widgetMessage(from: unframe(WidgetMessageCoder.frame(message))) == message)
        }
    }

    @Test func payloadsNeverHoldARawNewline() {
        var generator = WidgetMessageGenerator(seed: 3)
        for _ in 0..<500 {
            #expect(!WidgetMessageCoder.payload(generator.hostMessage()).contains(UInt8(ascii: "\n")))
            #expect(!WidgetMessageCoder.payload(generator.widgetMessage()).contains(UInt8(ascii: "\n")))
        }
    }

    @Test func handWrittenMessagesMayLeaveOutDefaults() throws {
        func widget(_ json: String) throws -> WidgetMessage {
            try WidgetMessageCoder.widgetMessage(from: Array(json.utf8))
        }
        #expect(try widget(#"{"type":"hello","protocol":1,"name":"x"}"#) == .hello(WidgetHello(name: "x")))
        let fixed = try widget(#"{"type":"size","ideal":{"width":5,"height":1}}"#)
        #expect(fixed == .size(WidgetSizing(ideal: Size(width: 5, height: 1))))
        let growing = try widget(#"{"type":"size","ideal":{"width":5,"height":1},"min":{"width":2,"height":1}}"#)
        #expect(
            growing == .size(WidgetSizing(ideal: Size(width: 5, height: 1), minimum: Size(width: 2, height: 1))))
        let capped = try widget(#"{"type":"size","ideal":{"width":5,"height":1},"max":{"width":8}}"#)
        #expect(
            capped
                == .size(
                    WidgetSizing(ideal: Size(width: 5, height: 1), minimum: Size(width: 5, height: 1), maximumWidth: 8))
        )
        let drawing = try widget(#"{"type":"draw","rows":[{"y":1,"runs":[{"text":"hi","fg":"default"}]},{"y":2}]}"#)
        #expect(drawing == .draw(WidgetDrawing(rows: [.init(y: 1, runs: [WidgetRun("hi")]), .init(y: 2, runs: [])])))
        #expect(try widget(#"{"type":"log","message":"m"}"#) == .log(level: .info, message: "m"))
        #expect(try widget(#"{"type":"done","seq":3,"consumed":null}"#) == .done(sequence: 3, consumed: nil))
        #expect(try widget(#"{"type":"value","name":"n"}"#) == .value(name: "n", nil))
        #expect(
            try widget(#"{"type":"run","request":1,"executable":"date"}"#)
                == .run(request: 1, executable: "date", arguments: []))
        let key = try WidgetMessageCoder.hostMessage(
            from: Array(#"{"type":"key","seq":1,"key":"a","modifiers":["alt","ctrl"],"text":"ignored"}"#.utf8))
        #expect(key == .key(sequence: 1, KeyPress("a", modifiers: [.control, .option])))
    }

    @Test func unknownFieldsAreIgnored() throws {
        let json = #"{"type":"done","seq":1,"later":{"added":[1,2]},"consumed":false}"#
        #expect(try WidgetMessageCoder.widgetMessage(from: Array(json.utf8)) == .done(sequence: 1, consumed: false))
        let shutdown = #"{"type":"shutdown","reason":"quit"}"#
        #expect(try WidgetMessageCoder.hostMessage(from: Array(shutdown.utf8)) == .shutdown)
    }

    @Test func unknownPermissionsInAWelcomeAreLeftOut() throws {
        let json = #"{"type":"welcome","protocol":1,"granted":["clipboard","teleport"],"refused":[]}"#
        #expect(
            try WidgetMessageCoder.hostMessage(from: Array(json.utf8)) == .welcome(WidgetWelcome(granted: [.clipboard]))
        )
    }

    @Test(arguments: [
        ("[1]", "the message is not a JSON object"),
        ("{}", "the message has no \"type\""),
        (#"{"type":3}"#, "the message's \"type\" is not a string"),
        (#"{"type":"dance"}"#, "unknown widget message type \"dance\""),
        (#"{"type":"welcome","protocol":1}"#, "unknown widget message type \"welcome\""),
        (#"{"type":"done"}"#, "\"done\" message: missing \"seq\""),
        (#"{"type":"done","seq":-1}"#, "\"done\" message: \"seq\" must be a whole number, 0 or more"),
        (#"{"type":"done","seq":1.5}"#, "\"done\" message: \"seq\" must be a whole number, 0 or more"),
        (#"{"type":"done","seq":1,"consumed":"yes"}"#, "\"done\" message: \"consumed\" must be true or false"),
        (#"{"type":"hello","name":"x"}"#, "\"hello\" message: missing \"protocol\""),
        (#"{"type":"hello","protocol":1}"#, "\"hello\" message: missing \"name\""),
        (
            #"{"type":"hello","protocol":1,"name":"x","keys":"left"}"#,
            "\"hello\" message: \"keys\" must be a list of strings"
        ),
        (
            #"{"type":"hello","protocol":1,"name":"x","permissions":["clipbaord"]}"#,
            "\"hello\" message: unknown permission \"clipbaord\""
        ),
        (#"{"type":"hello","protocol":1,"name":"x","sizing":{}}"#, "\"hello\" message: missing \"ideal\""),
        (
            #"{"type":"size","ideal":{"width":-1,"height":1}}"#,
            "\"size\" message: \"width\" must be a whole number, 0 or more"
        ),
        (
            #"{"type":"size","ideal":{"width":5,"height":1},"min":{"width":9,"height":1},"max":{"width":3,"height":1}}"#,
            "\"size\" message: \"min\" width 9 is larger than \"max\" width 3"
        ),
        (
            #"{"type":"size","ideal":{"width":50,"height":1},"min":{"width":9,"height":1},"max":{"width":30,"height":null}}"#,
            "\"size\" message: \"ideal\" width 50 is outside \"min\" and \"max\""
        ),
        (#"{"type":"draw","rows":{}}"#, "\"draw\" message: \"rows\" must be a list of rows"),
        (#"{"type":"draw","rows":[3]}"#, "\"draw\" message: each row must be an object"),
        (#"{"type":"draw","rows":[{"runs":[]}]}"#, "\"draw\" message: missing \"y\""),
        (#"{"type":"draw","rows":[{"y":0,"runs":["x"]}]}"#, "\"draw\" message: each run must be an object"),
        (
            #"{"type":"draw","rows":[{"y":0,"runs":[{"fg":"orange"}]}]}"#,
            "\"draw\" message: \"fg\" must be a colour name, a number from 0 to 255 or \"#rrggbb\""
        ),
        (
            #"{"type":"draw","rows":[{"y":0,"runs":[{"bg":256}]}]}"#,
            "\"draw\" message: \"bg\" must be a colour name, a number from 0 to 255 or \"#rrggbb\""
        ),
        (
            ##"{"type":"draw","rows":[{"y":0,"runs":[{"fg":"#12345g"}]}]}"##,
            "\"draw\" message: \"fg\" must be a colour name, a number from 0 to 255 or \"#rrggbb\""
        ),
        (#"{"type":"draw","rows":[{"y":0,"runs":[{"bold":1}]}]}"#, "\"draw\" message: \"bold\" must be true or false"),
        (#"{"type":"focus","move":"up"}"#, "\"focus\" message: \"move\" must be \"next\" or \"previous\""),
        (#"{"type":"log","level":"loud","message":"m"}"#, "\"log\" message: unknown log level \"loud\""),
        (#"{"type":"value","value":1}"#, "\"value\" message: missing \"name\""),
        (#"{"type":"copy"}"#, "\"copy\" message: missing \"text\""),
        (
            #"{"type":"run","request":1,"executable":"ls","arguments":[1]}"#,
            "\"run\" message: \"arguments\" must be a list of strings"
        ),
        (
            "{\"type\":\"copy\",\"text\":\"\u{1}\"}",
            "invalid JSON at byte 23: a control character in a string must be escaped"
        ),
    ])
    func widgetMessagesAreRefusedWithAReason(json: String, reason: String) {
        #expect(refusal { try WidgetMessageCoder.widgetMessage(from: Array(json.utf8)) } == reason)
    }

    @Test(arguments: [
        (#"{"type":"hello","protocol":1,"name":"x"}"#, "unknown host message type \"hello\""),
        (#"{"type":"key","seq":1}"#, "\"key\" message: missing \"key\""),
        (#"{"type":"key","seq":1,"key":"Left"}"#, "\"key\" message: unknown key \"Left\""),
        (#"{"type":"key","seq":1,"key":"f36"}"#, "\"key\" message: unknown key \"f36\""),
        (#"{"type":"key","seq":1,"key":"a","modifiers":["hyper"]}"#, "\"key\" message: unknown modifier \"hyper\""),
        (#"{"type":"key","seq":1,"key":"a","phase":"sideways"}"#, "\"key\" message: unknown phase \"sideways\""),
        (
            #"{"type":"frame","seq":"1","width":1,"height":1}"#,
            "\"frame\" message: \"seq\" must be a whole number, 0 or more"
        ),
        (#"{"type":"frame","seq":1,"width":1}"#, "\"frame\" message: missing \"height\""),
        (#"{"type":"focus","seq":1,"focused":1}"#, "\"focus\" message: \"focused\" must be true or false"),
        (
            #"{"type":"mouse","seq":1,"kind":"hover","x":0,"y":0}"#,
            "\"mouse\" message: unknown mouse event kind \"hover\""
        ),
        (#"{"type":"mouse","seq":1,"kind":"press","x":0,"y":0}"#, "\"mouse\" message: missing \"button\""),
        (
            #"{"type":"mouse","seq":1,"kind":"press","button":"thumb","x":0,"y":0}"#,
            "\"mouse\" message: \"button\" must be \"left\", \"middle\", \"right\" or a number"
        ),
        (
            #"{"type":"mouse","seq":1,"kind":"scroll","direction":"in","x":0,"y":0}"#,
            "\"mouse\" message: unknown scroll direction \"in\""
        ),
        (#"{"type":"properties","seq":1,"values":[]}"#, "\"properties\" message: \"values\" must be an object"),
        (#"{"type":"properties","seq":1,"duration":"1s"}"#, "\"properties\" message: \"duration\" must be a number"),
        (#"{"type":"drop","seq":1}"#, "\"drop\" message: missing \"paths\""),
        (#"{"type":"welcome"}"#, "\"welcome\" message: missing \"protocol\""),
    ])
    func hostMessagesAreRefusedWithAReason(json: String, reason: String) {
        #expect(refusal { try WidgetMessageCoder.hostMessage(from: Array(json.utf8)) } == reason)
    }

    @Test func invalidUTF8IsRefused() {
        let payload: [UInt8] = Array(#"{"type":"copy","text":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(
            refusal { try WidgetMessageCoder.widgetMessage(from: payload) }
                == "invalid JSON: the text is not valid UTF-8")
    }
}
