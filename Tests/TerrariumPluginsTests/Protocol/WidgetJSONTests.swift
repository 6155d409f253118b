import TerrariumWidgetProtocol
import Testing

/// The description of the error `body` throws, nil when it throws none.
func refusal<T>(_ body: () throws -> T) -> String? {
    do {
        _ = try body()
        return nil
    } catch let error as WidgetProtocolError {
        return error.description
    } catch {
        return "not a WidgetProtocolError: \(error)"
    }
}

@Suite struct WidgetJSONTests {
    private func encoded(_ value: WidgetValue) -> String {
        String(decoding: WidgetJSON.encode(value), as: UTF8.self)
    }

    private func decoded(_ text: String) throws -> WidgetValue {
        try WidgetJSON.decode(Array(text.utf8))
    }

    @Test func wholeNumbersReadBackAsInts() {
        #expect(WidgetValue.number(3).intValue == 3)
        #expect(WidgetValue.number(3.5).intValue == nil)
        #expect(WidgetValue.string("3").intValue == nil)
    }

    @Test func encodesCompactlyWithSortedKeys() {
        let value: WidgetValue = ["b": [1, 2.5, nil, true], "a": "x", "é": [:], "Z": []]
        #expect(encoded(value) == #"{"Z":[],"a":"x","b":[1,2.5,null,true],"é":{}}"#)
    }

    @Test func encodesNumbers() {
        #expect(encoded(0) == "0")
        #expect(encoded(-0.0) == "0")
        #expect(encoded(-42) == "-42")
        #expect(encoded(3.0) == "3")
        #expect(encoded(0.1) == "0.1")
        #expect(encoded(8_999_999_999_999_999) == "8999999999999999")
        #expect(encoded(1e20) == "1e+20")
        #expect(encoded(.number(.nan)) == "null")
        #expect(encoded(.number(.infinity)) == "null")
        #expect(encoded(.number(-.infinity)) == "null")
    }

    @Test func escapesControlsQuotesAndLineSeparators() throws {
        let text = "a\"b\\c\n\r\t\u{8}\u{C}\u{0}\u{1B}\u{7F}\u{2028}\u{2029}/é😀"
        #expect(encoded(.string(text)) == #""a\"b\\c\n\r\t\b\f\u0000\u001b\u007f\u2028\u2029/é😀""#)
        #expect(!WidgetJSON.encode(.string(text)).contains(UInt8(ascii: "\n")))
        #expect(try decoded(encoded(.string(text))) == .string(text))
    }

    @Test func decodesEveryEscape() throws {
        #expect(try decoded(#""\"\\\/\b\f\n\r\t\u0041\u00e9\u2028""#) == "\"\\/\u{8}\u{C}\n\r\tAé\u{2028}")
        #expect(try decoded(#""\ud83d\ude00 \uD83D\uDE00""#) == "😀 😀")
    }

    @Test func loneSurrogatesBecomeReplacementCharacters() throws {
        #expect(try decoded(#""\ud800""#) == "\u{FFFD}")
        #expect(try decoded(#""\udc00x""#) == "\u{FFFD}x")
        #expect(try decoded(#""\ud800\u0041""#) == "\u{FFFD}A")
        #expect(try decoded(#""\ud800\ud800\udc00""#) == "\u{FFFD}𐀀")
    }

    @Test func decodesNumbersAndLiterals() throws {
        #expect(try decoded(" -0 ") == 0)
        #expect(try decoded("12.5e-1") == 1.25)
        #expect(try decoded("1E3") == 1000)
        #expect(try decoded("[true,false,null]") == [true, false, nil])
        #expect(try decoded("1e-400") == 0)
    }

    @Test func repeatedKeysKeepTheLastValue() throws {
        #expect(try decoded(#"{"a":1,"a":2}"#) == ["a": 2])
    }

    @Test func acceptsWhitespaceBetweenTokens() throws {
        #expect(try decoded(" {\n\t\"a\" :\r [ 1 , 2 ] } \n") == ["a": [1, 2]])
    }

    @Test(arguments: [
        ("", "invalid JSON at byte 0: expected a value but the text is empty"),
        ("nul", "invalid JSON at byte 0: expected null"),
        ("01", "invalid JSON at byte 1: a number cannot start with 0"),
        ("1.", "invalid JSON at byte 2: expected a digit after '.'"),
        ("-", "invalid JSON at byte 1: expected a digit"),
        ("1e", "invalid JSON at byte 2: expected a digit in the exponent"),
        ("NaN", "invalid JSON at byte 0: expected a value, found 'N'"),
        ("Infinity", "invalid JSON at byte 0: expected a value, found 'I'"),
        ("1e999", "invalid JSON at byte 0: the number 1e999 is too large"),
        ("+1", "invalid JSON at byte 0: expected a value, found '+'"),
        ("[1,]", "invalid JSON at byte 3: expected a value, found ']'"),
        ("[1 2]", "invalid JSON at byte 3: expected ',' or ']' in an array, found '2'"),
        ("[1", "invalid JSON at byte 2: the text ended inside an array"),
        (#"{"a" 1}"#, "invalid JSON at byte 5: expected ':' after the key \"a\""),
        (#"{a:1}"#, "invalid JSON at byte 1: expected a key in quotes"),
        (#"{"a":1,}"#, "invalid JSON at byte 7: expected a key in quotes"),
        (#"{"a":1"#, "invalid JSON at byte 6: the text ended inside an object"),
        (#""abc"#, "invalid JSON at byte 4: the text ended inside a string"),
        ("\"a\nb\"", "invalid JSON at byte 2: a control character in a string must be escaped"),
        (#""\x""#, "invalid JSON at byte 2: unknown escape \\x in a string"),
        (#""\u12zz""#, "invalid JSON at byte 5: expected four hexadecimal digits after \\u"),
        (#""\u12"#, "invalid JSON at byte 3: the text ended inside a \\u escape"),
        ("1 2", "invalid JSON at byte 2: unexpected '2' after the value"),
        ("'a'", "invalid JSON at byte 0: expected a value, found '''"),
    ])
    func refusesMalformedText(text: String, message: String) {
        #expect(refusal { try decoded(text) } == message)
    }

    @Test func refusesInvalidUTF8() {
        let bytes: [[UInt8]] = [[0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0xEF]]
        for text in bytes {
            #expect(refusal { try WidgetJSON.decode(text) } == "invalid JSON: the text is not valid UTF-8")
        }
    }

    @Test func nestingStopsAtTheMaximumDepth() throws {
        let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(try decoded(deepest).arrayValue != nil)
        let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(refusal { try decoded(tooDeep) } == "invalid JSON at byte 64: nested deeper than 64 arrays and objects")
    }

    @Test func hundredThousandOpenBracketsThrowInsteadOfOverflowingTheStack() {
        #expect(refusal { try decoded(String(repeating: "[", count: 100_000)) } != nil)
        #expect(refusal { try decoded(String(repeating: #"{"a":"#, count: 100_000)) } != nil)
        #expect(refusal { try decoded(String(repeating: "[{\"a\":", count: 50_000)) } != nil)
    }

    @Test func randomValuesRoundTrip() throws {
        var generator = WidgetMessageGenerator(seed: 7)
        for _ in 0..<2000 {
            let value = generator.value()
            let bytes = WidgetJSON.encode(value)
            #expect(!bytes.contains(UInt8(ascii: "\n")))
            #expect(try WidgetJSON.decode(bytes) == value)
        }
    }
}
