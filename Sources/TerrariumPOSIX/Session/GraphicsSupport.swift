/// Which picture protocols a terminal said it speaks when asked at start.
public struct GraphicsSupport: Hashable, Sendable {
    /// Whether it accepted kitty's graphics protocol's test image.
    public var kitty = false
    /// Whether its primary device attributes list sixel graphics (attribute 4).
    public var sixel = false

    /// Support for neither protocol, which is what a terminal that did not answer gets.
    public init(kitty: Bool = false, sixel: Bool = false) {
        self.kitty = kitty
        self.sixel = sixel
    }
}
