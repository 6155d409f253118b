extension Cell {
    /// Whether the `count` cells at `a` and `b` hold the same bytes.
    ///
    /// A cell is plain data, so the same bytes are the same cell: true settles a row at once.
    /// False may still be equal cells, whose padding differs, and is checked cell by cell.
    @inline(__always)
    package static func haveSameBytes(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>, count: Int) -> Bool {
        let bytes = count * MemoryLayout<Cell>.stride
        let (first, second) = (UnsafeRawPointer(a), UnsafeRawPointer(b))
        var offset = 0
        // Eight words at a time, their differences gathered and tested once, then a word at a
        // time: a row's words compare faster than its cells' fields, and one test per eight
        // words faster than a test per word or per vector (measured: about 1.4 times).
        while offset + 64 <= bytes {
            var difference: UInt64 = 0
            for word in 0..<8 {
                let at = offset + 8 * word
                difference |=
                    first.loadUnaligned(fromByteOffset: at, as: UInt64.self)
                    ^ second.loadUnaligned(fromByteOffset: at, as: UInt64.self)
            }
            guard difference == 0 else { return false }
            offset += 64
        }
        while offset + 8 <= bytes {
            guard
                first.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == second.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset += 8
        }
        while offset < bytes {
            guard
                first.load(fromByteOffset: offset, as: UInt8.self)
                    == second.load(fromByteOffset: offset, as: UInt8.self)
            else { return false }
            offset += 1
        }
        return true
    }
}
