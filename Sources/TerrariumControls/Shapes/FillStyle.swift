/// How a path's inside is found: SwiftUI's `FillStyle`, the non-zero winding rule unless
/// `isEOFilled` asks for even-odd.
///
/// ```swift
/// Star().fill(.yellow, style: FillStyle(eoFill: true))
/// ```
public struct FillStyle: Hashable, Sendable {
    /// Whether a pixel is inside when an odd number of outlines surround it, rather than when
    /// the outlines around it do not cancel out.
    public var isEOFilled: Bool
    /// Kept for SwiftUI's sake: cells have no antialiasing.
    public var isAntialiased: Bool

    /// A fill style; `eoFill` chooses the even-odd rule.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
