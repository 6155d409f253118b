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
        // Four words at a time, then a word: a row's words are compared faster than its cells'
        // fields, and wide vector compares faster still.
        while offset + 32 <= bytes {
            guard
                first.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt64>.self)
                    == second.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt64>.self)
            else { return false }
            offset += 32
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
