extension Array where Element == Int {
    /// In ascending starts of parts (of a list's rows), the last part starting at or before
    /// `row`, and the row's offset in it: a binary search, as a list may hold many parts.
    func part(containing row: Int) -> (index: Int, offset: Int) {
        guard !isEmpty else { return (0, row) }
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if self[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return (low, row - self[low])
    }
}
