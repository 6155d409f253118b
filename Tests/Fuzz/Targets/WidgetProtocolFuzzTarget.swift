import TerrariumWidgetProtocol

extension FuzzTarget {
    /// The widget protocol's decoders, as a host reads a widget and a widget reads a host: any
    /// bytes, cut into reads anywhere, either decode or are refused with an error, and whatever
    /// decodes encodes back to a payload that decodes to the same message.
    package static let widgetProtocol = FuzzTarget(
        name: "widget-protocol",
        summary: "frames, JSON and messages of the widget protocol, both directions, with round trips",
        run: { WidgetProtocolFuzzHarness.run($0) },
        seeds: WidgetProtocolFuzzHarness.seeds
    )
}

/// Runs one fuzz input through the widget protocol's decoders.
enum WidgetProtocolFuzzHarness {
    /// The first byte sets how the rest is cut into reads; the rest is the stream.
    static func run(_ input: [UInt8]) {
        guard let cut = input.first else { return }
        let stream = input.dropFirst()
        var decoder = WidgetFrameDecoder()
        var offset = stream.startIndex
        // A read size from 1 to 16 bytes, or the whole stream at once.
        let step = cut == 0 ? max(stream.count, 1) : Int(cut % 16) + 1
        var payloads = 0
        while offset < stream.endIndex {
            let end = min(stream.endIndex, offset + step)
            decoder.append(stream[offset..<end])
            offset = end
            do {
                while let payload = try decoder.nextPayload() {
                    check(payload)
                    payloads += 1
                }
            } catch {
                // Refused for good: the decoder must keep refusing without holding bytes.
                decoder.append(stream[offset...])
                guard (try? decoder.nextPayload()) == nil, decoder.bufferedCount == 0 else {
                    fuzzInvariantBroken("the widget frame decoder accepted bytes after refusing the stream")
                }
                return
            }
        }
        guard decoder.bufferedCount <= WidgetProtocol.maximumMessageSize + 16 else {
            fuzzInvariantBroken("the widget frame decoder holds \(decoder.bufferedCount) bytes")
        }
    }

    /// Decodes one payload every way a peer reads it and checks what decodes round-trips.
    static func check(_ payload: [UInt8]) {
        if let value = try? WidgetJSON.decode(payload) {
            let encoded = WidgetJSON.encode(value)
            guard let again = try? WidgetJSON.decode(encoded), again == value else {
                fuzzInvariantBroken("JSON did not round-trip: \(String(decoding: encoded, as: UTF8.self))")
            }
        }
        if let message = try? WidgetMessageCoder.widgetMessage(from: payload) {
            let encoded = WidgetMessageCoder.payload(message)
            guard let again = try? WidgetMessageCoder.widgetMessage(from: encoded), again == message else {
                fuzzInvariantBroken("a widget message did not round-trip: \(String(decoding: encoded, as: UTF8.self))")
            }
            var decoder = WidgetFrameDecoder()
            decoder.append(WidgetMessageCoder.frame(message))
            guard (try? decoder.nextPayload()) == encoded else {
                fuzzInvariantBroken("a widget message's frame did not decode to its payload")
            }
        }
        if let message = try? WidgetMessageCoder.hostMessage(from: payload) {
            let encoded = WidgetMessageCoder.payload(message)
            guard let again = try? WidgetMessageCoder.hostMessage(from: encoded), again == message else {
                fuzzInvariantBroken("a host message did not round-trip: \(String(decoding: encoded, as: UTF8.self))")
            }
        }
    }

    /// One frame of each message either side sends, as `Docs/WidgetProtocol.md` shows them.
    static let messages = [
        #"{"type":"hello","protocol":1,"name":"rating.py","focusable":true,"features":["mouse","focus"],"permissions":["clipboard"],"environment":["colorScheme"],"keys":["left","right","c"],"sizing":{"ideal":{"width":9,"height":1}}}"#,
        ##"{"type":"draw","clears":true,"rows":[{"y":0,"x":2,"runs":[{"text":"Hello, ","bold":true},{"text":"world","fg":"#3a7bd5","bg":"blue","underline":true,"link":"https://example.com"}]}]}"##,
        #"{"type":"draw","rows":[{"y":0,"runs":[{"text":"\u2605 \u2605","fg":"yellow","bold":true},{"text":" \u2606","dim":true,"italic":true,"reverse":true,"strikethrough":true}]}]}"#,
        #"{"type":"size","ideal":{"width":20,"height":3},"min":{"width":10,"height":1},"max":{"width":null,"height":3}}"#,
        #"{"type":"value","name":"rating","value":4}"#,
        #"{"type":"value","name":"label","value":{"text":"a","list":[1,2.5,-3e2,true,null]}}"#,
        #"{"type":"keys","keys":["left","right","ctrl+a"]}"#,
        #"{"type":"focus","move":"next"}"#,
        #"{"type":"log","level":"info","message":"loaded 3 items"}"#,
        #"{"type":"done","seq":5,"consumed":true}"#,
        #"{"type":"copy","text":"Rating: 4/5"}"#,
        #"{"type":"run","request":1,"executable":"date","arguments":["+%a %b %d"]}"#,
        #"{"granted":["clipboard"],"protocol":1,"refused":["network"],"type":"welcome"}"#,
        #"{"height":1,"seq":3,"type":"frame","width":9}"#,
        #"{"height":null,"seq":7,"type":"propose","width":40}"#,
        #"{"focused":true,"seq":4,"type":"focus"}"#,
        #"{"key":"A","modifiers":["shift"],"seq":12,"text":"A","type":"key"}"#,
        #"{"button":"left","kind":"press","seq":8,"type":"mouse","x":4,"y":0}"#,
        #"{"seq":9,"text":"hello","type":"paste"}"#,
        #"{"paths":["/tmp/plan.txt"],"seq":10,"type":"drop"}"#,
        #"{"seq":1,"type":"environment","values":{"colorScheme":"dark"}}"#,
        #"{"animated":true,"duration":0.35,"seq":2,"type":"properties","values":{"rating":3}}"#,
        #"{"output":"Tue Nov 24\n","request":1,"seq":11,"status":0,"type":"ran"}"#,
        #"{"type":"shutdown"}"#,
    ]

    /// Each message alone, read whole and a byte at a time, and all of them in one stream.
    static func seeds() -> [[UInt8]] {
        let frames = messages.map { WidgetMessageCoder.frame(payload: Array($0.utf8)) }
        return frames.map { [0] + $0 } + frames.map { [1] + $0 } + [[7] + frames.joined()]
    }
}
