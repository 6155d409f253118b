/// Which pixels of a window of the pixel grid are set: what a fill or a stroke covers.
struct PixelMask {
    /// The pixels the mask covers: columns, and half rows.
    let window: PixelRect
    private var bits: [Bool]

    /// A mask of `window` with no pixel set.
    init(window: PixelRect) {
        self.window = window
        bits = Array(repeating: false, count: max(0, window.width) * max(0, window.height))
    }

    /// Whether the pixel at column `x`, half row `y` is set; false outside the window.
    subscript(x: Int, y: Int) -> Bool {
        get {
            guard let index = index(x, y) else { return false }
            return bits[index]
        }
        set {
            guard let index = index(x, y) else { return }
            bits[index] = newValue
        }
    }

    /// Sets the pixels of row `y` from column `from` through `through`, as far as the window goes.
    mutating func set(row y: Int, from: Int, through: Int) {
        guard y >= window.y, y < window.y + window.height else { return }
        let first = max(from, window.x)
        let last = min(through, window.x + window.width - 1)
        guard first <= last else { return }
        let base = (y - window.y) * window.width - window.x
        for x in first...last { bits[base + x] = true }
    }

    /// Sets every pixel that is set in `other`.
    mutating func formUnion(_ other: PixelMask) {
        for y in window.y..<(window.y + window.height) {
            for x in window.x..<(window.x + window.width) where other[x, y] { self[x, y] = true }
        }
    }

    /// Clears every pixel that is not set in `other`.
    mutating func formIntersection(_ other: PixelMask) {
        for y in window.y..<(window.y + window.height) {
            for x in window.x..<(window.x + window.width) where !other[x, y] { self[x, y] = false }
        }
    }

    private func index(_ x: Int, _ y: Int) -> Int? {
        let (column, row) = (x - window.x, y - window.y)
        guard column >= 0, column < window.width, row >= 0, row < window.height else { return nil }
        return row * window.width + column
    }
}
