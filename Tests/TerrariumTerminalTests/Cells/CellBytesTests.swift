import TerrariumTerminal
import Testing

/// Rows of cells with the same bytes are equal at once; any difference in a cell is seen.
@Suite struct CellBytesTests {
    func row(_ text: String, style: Style = Style()) -> [Cell] {
        text.map { Cell(unchecked: String($0), width: 1, style: style) }
    }

    @Test func aRowIsComparedByItsBytes() {
        let first = row("a row of cells")
        let second = row("a row of cells")
        func same(_ a: [Cell], _ b: [Cell], count: Int) -> Bool {
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in Cell.haveSameBytes(a.baseAddress!, b.baseAddress!, count: count) }
            }
        }
        #expect(same(first, second, count: first.count))
        // The last cell's letter, and its style alone.
        #expect(!same(first, row("a row of cellz"), count: first.count))
        var restyled = second
        restyled[13].style.attributes.insert(.bold)
        #expect(!same(first, restyled, count: first.count))
        // Only the cells asked about count.
        #expect(same(first, restyled, count: 13))
        #expect(same(first, restyled, count: 0))
    }

    /// A difference in any one cell of a long row is seen, whether it falls in the first block of
    /// words compared together, a later one, or the words after the last whole block.
    @Test func aDifferenceAnywhereInALongRowIsSeen() {
        let text = String(repeating: "abcdefghij", count: 7)
        let original = row(text)
        for index in original.indices {
            var changed = original
            changed[index] = Cell(unchecked: "#", width: 1, style: Style())
            let same = original.withUnsafeBufferPointer { a in
                changed.withUnsafeBufferPointer { b in
                    Cell.haveSameBytes(a.baseAddress!, b.baseAddress!, count: original.count)
                }
            }
            #expect(!same, "cell \(index)")
        }
    }
}
