import TerrariumTerminal
import Testing

@Suite struct DisplayWidthTests {
    @Test(arguments: ["a", "Z", "0", " ", "~", "!"])
    func printableASCIIIsOneColumn(_ character: Character) {
        #expect(character.displayWidth == 1)
    }

    @Test(arguments: ["\u{0}", "\u{7}", "\t", "\n", "\r\n", "\u{1B}", "\u{7F}"])
    func asciiControlsAreZeroColumns(_ character: Character) {
        #expect(character.displayWidth == 0)
    }

    @Test(arguments: Array(0x80...0x9F).compactMap(Unicode.Scalar.init))
    func c1ControlsAreZeroColumns(_ scalar: Unicode.Scalar) {
        #expect(scalar.displayWidth == 0)
        #expect(Character(scalar).displayWidth == 0)
    }

    @Test(arguments: ["日", "本", "語", "漢", "\u{20000}", "\u{3400}"] as [Character])
    func cjkIdeographsAreTwoColumns(_ character: Character) {
        #expect(character.displayWidth == 2)
    }

    @Test(arguments: ["ひ", "ら", "が", "カ", "ー", "、"] as [Character])
    func kanaAndCJKPunctuationAreTwoColumns(_ character: Character) {
        #expect(character.displayWidth == 2)
    }

    @Test(arguments: ["한", "글", "\u{1100}\u{1161}\u{11A8}", "\u{115F}\u{1161}", "\u{1100}\u{1161}"] as [Character])
    func hangulSyllablesAreTwoColumns(_ syllable: Character) {
        // Precomposed syllables, and syllables spelled with conjoining jamo, whose vowel and
        // trailing consonant add nothing to the leading consonant (or its filler).
        #expect(syllable.displayWidth == 2)
    }

    /// Emoji sequences added in Unicode 15.1 (a phoenix, a lime, a broken chain, a head shaking)
    /// and emoji added in 16.0 (a face with bags under its eyes, a fingerprint, a leafless tree, a
    /// root vegetable, a harp, a shovel, a splatter) and 17.0 (a distorted face, an orca, a
    /// trombone, a landslide).
    @Test(
        arguments: [
            "🐦\u{200D}🔥", "🍋\u{200D}🟩", "⛓\u{FE0F}\u{200D}💥", "🙂\u{200D}↔\u{FE0F}", "\u{1FAE9}", "\u{1FAC6}",
            "\u{1FABE}", "\u{1FADC}", "\u{1FA89}", "\u{1FA8F}", "\u{1FADF}", "\u{1FAEA}", "\u{1FACD}", "\u{1FA8A}",
            "\u{1F6D8}",
        ] as [Character])
    func recentEmojiAreTwoColumns(_ emoji: Character) {
        #expect(emoji.displayWidth == 2)
    }

    @Test(arguments: ["Ａ", "Ｂ", "！", "０", "￥"] as [Character])
    func fullwidthFormsAreTwoColumns(_ character: Character) {
        #expect(character.displayWidth == 2)
    }

    @Test(arguments: ["ｶ", "ﾀ", "ｱ", "ﾟ", "ｰ"] as [Character])
    func halfwidthKatakanaIsOneColumn(_ character: Character) {
        #expect(character.displayWidth == 1)
    }

    @Test(arguments: ["é", "ß", "Ω", "Ж", "א", "ع", "\u{00A0}", "\u{2014}", "\u{E000}"] as [Character])
    func narrowCharactersAreOneColumn(_ character: Character) {
        #expect(character.displayWidth == 1)
    }

    @Test(arguments: ["e\u{0301}", "a\u{0308}\u{0301}", "o\u{20DD}", "\u{0915}\u{093F}"] as [Character])
    func combiningMarksAddNoWidth(_ character: Character) {
        // Decomposed é, stacked marks, an enclosing mark, and a Devanagari cluster, which
        // takes the width of its first scalar.
        #expect(character.displayWidth == 1)
    }

    @Test(arguments: [0x0301, 0x0308, 0x20DD, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0xFE0F, 0xE0100, 0x1160, 0xD7B0])
    func zeroWidthScalars(_ value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(scalar.displayWidth == 0)
    }

    @Test func loneCombiningMarkIsZeroColumns() {
        #expect(Unicode.Scalar(0x0301 as UInt16)?.displayWidth == 0)
        #expect(Character("\u{0301}").displayWidth == 0)
    }

    @Test func softHyphenIsOneColumn() {
        #expect(Unicode.Scalar(0xAD as UInt8).displayWidth == 1)
        #expect("\u{00AD}".displayWidth == 1)
    }

    @Test func zeroWidthSpaceIsZeroColumns() {
        #expect("\u{200B}".displayWidth == 0)
        #expect("a\u{200B}b".displayWidth == 2)
    }

    @Test func prependedMarkTakesTheWidthOfItsBase() {
        #expect(Character("\u{0600}\u{0661}").displayWidth == 1)
    }

    @Test(arguments: ["😀", "⌚", "🚀", "🧑", "\u{231A}\u{FE0E}"] as [Character])
    func emojiPresentationIsTwoColumns(_ emoji: Character) {
        // U+FE0E does not narrow an Emoji_Presentation base.
        #expect(emoji.displayWidth == 2)
    }

    @Test(arguments: ["\u{2764}\u{FE0F}", "\u{263A}\u{FE0F}", "\u{270C}\u{FE0F}", "\u{00A9}\u{FE0F}"] as [Character])
    func variationSelector16MakesEmojiTwoColumns(_ emoji: Character) {
        #expect(emoji.displayWidth == 2)
    }

    @Test(arguments: ["\u{2764}", "\u{263A}", "\u{270C}", "\u{00A9}", "\u{2122}", "\u{263A}\u{FE0E}"] as [Character])
    func textPresentationIsOneColumn(_ character: Character) {
        #expect(character.displayWidth == 1)
    }

    @Test(arguments: ["1\u{FE0F}\u{20E3}", "#\u{FE0F}\u{20E3}", "*\u{FE0F}\u{20E3}"] as [Character])
    func keycapsAreTwoColumns(_ keycap: Character) {
        #expect(keycap.displayWidth == 2)
    }

    @Test func unqualifiedKeycapStaysText() {
        #expect(Character("1\u{20E3}").displayWidth == 1)
    }

    @Test(arguments: ["\u{1F44D}\u{1F3FD}", "\u{270C}\u{1F3FF}", "\u{1F44B}\u{1F3FB}"] as [Character])
    func skinToneModifiersAreTwoColumns(_ emoji: Character) {
        #expect(emoji.displayWidth == 2)
    }

    @Test(
        arguments: [
            "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",  // family: man, woman, girl, boy
            "\u{1F469}\u{200D}\u{1F4BB}",  // woman technologist
            "\u{1F9D1}\u{1F3FD}\u{200D}\u{1F680}",  // astronaut with a skin tone
            "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",  // rainbow flag
            "\u{2764}\u{200D}\u{1F525}",  // heart on fire, unqualified: the joiner alone makes it emoji
        ] as [Character])
    func zwjSequencesAreTwoColumns(_ emoji: Character) {
        #expect(emoji.displayWidth == 2)
    }

    @Test(arguments: ["🇯🇵", "🇺🇸", "🇪🇺"] as [Character])
    func flagsAreTwoColumns(_ flag: Character) {
        #expect(flag.displayWidth == 2)
    }

    @Test func loneRegionalIndicatorIsOneColumn() {
        #expect(Character("\u{1F1EF}").displayWidth == 1)
        #expect(Unicode.Scalar(0x1F1EF as UInt32)?.displayWidth == 1)
    }

    @Test(arguments: [
        ("日本語abc", 9),
        ("", 0),
        ("hello, world", 12),
        ("line\r\nbreak\ttab\u{7F}", 12),
        ("abc日", 5),
        ("ＡＢ", 4),
        ("ｶﾀｶﾅ", 4),
        ("e\u{0301}te\u{0301}", 3),
        ("🇯🇵🇺🇸", 4),
        ("👨‍👩‍👧‍👦 family", 9),
        ("한국어", 6),
        ("a\u{0308}\u{0301}", 1),
    ])
    func stringWidthSumsClusters(_ text: String, _ width: Int) {
        #expect(text.displayWidth == width)
        #expect(text[...].displayWidth == width)
    }

    @Test func scalarWidthsMatchTables() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.displayWidth != WidthTables.width(of: value) {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty)
    }

    @Test func singleScalarClustersTakeTheScalarWidth() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let width = Character(scalar).displayWidth
            if width != scalar.displayWidth {
                Issue.record("U+\(String(value, radix: 16, uppercase: true)): \(width) != \(scalar.displayWidth)")
                return
            }
        }
    }

    @Test func emojiPresentationIsWideExceptRegionalIndicators() {
        let table = WidthTables.emojiPresentation
        for index in stride(from: 0, to: table.count, by: 2) {
            for value in table[index]...table[index + 1] where !(0x1F1E6...0x1F1FF).contains(value) {
                #expect(WidthTables.width(of: value) == 2, "U+\(String(value, radix: 16, uppercase: true))")
            }
        }
    }

    @Test(arguments: [
        WidthTables.wide, WidthTables.zeroWidth, WidthTables.emoji, WidthTables.emojiPresentation,
        WidthTables.emojiModifierBase, WidthTables.extendedPictographic,
    ])
    func tablesAreSortedMergedPairs(_ table: [UInt32]) {
        #expect(!table.isEmpty && table.count.isMultiple(of: 2))
        for index in stride(from: 0, to: table.count, by: 2) {
            #expect(table[index] <= table[index + 1])
            if index > 0 {
                // Adjacent ranges would have been merged.
                #expect(table[index - 1] + 1 < table[index])
            }
        }
    }

    @Test func tableLookupFindsRangeEdges() {
        let table: [UInt32] = [0x10, 0x20, 0x30, 0x30]
        #expect(!WidthTables.contains(table, 0x0F))
        #expect(WidthTables.contains(table, 0x10))
        #expect(WidthTables.contains(table, 0x20))
        #expect(!WidthTables.contains(table, 0x21))
        #expect(WidthTables.contains(table, 0x30))
        #expect(!WidthTables.contains(table, 0x31))
        #expect(!WidthTables.contains([], 0x10))
    }
}
