/// Which picture protocols a terminal said it speaks when asked at start.
public struct GraphicsSupport: Hashable, Sendable {
    /// Whether it accepted kitty's graphics protocol's test image.
    public var kitty = false
    /// Whether its primary device attributes list sixel graphics (attribute 4).
    public var sixel = false
    /// Whether it answered the query at all (its device attributes came), so that a missing
    /// answer about a protocol means it has none rather than that the answers were slow.
    public var answered = false

    /// Support as a terminal answered, or neither protocol and no answer.
    public init(kitty: Bool = false, sixel: Bool = false, answered: Bool = false) {
        self.kitty = kitty
        self.sixel = sixel
        self.answered = answered
    }
}
