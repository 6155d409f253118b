// Placeholder until the generated tables land.
extension Character {
    /// The number of terminal columns this grapheme cluster occupies: 0, 1 or 2.
    public var displayWidth: Int { 1 }
}

extension StringProtocol {
    /// The number of terminal columns the string occupies, summed over its grapheme clusters.
    public var displayWidth: Int { reduce(0) { $0 + $1.displayWidth } }
}
