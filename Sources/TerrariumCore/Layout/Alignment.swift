/// Where to put a view horizontally within the width its parent gives it.
public enum HorizontalAlignment: Hashable, Sendable {
    /// Against the left edge.
    case leading
    /// In the middle, rounding towards the leading edge.
    case center
    /// Against the right edge.
    case trailing

    /// The offset of a view `size` wide within `available` columns.
    public func offset(of size: Int, in available: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: max(0, available - size) / 2
        case .trailing: max(0, available - size)
        }
    }
}

/// Where to put a view vertically within the height its parent gives it.
public enum VerticalAlignment: Hashable, Sendable {
    /// Against the top edge.
    case top
    /// In the middle, rounding towards the top.
    case center
    /// Against the bottom edge.
    case bottom

    /// The offset of a view `size` high within `available` rows.
    public func offset(of size: Int, in available: Int) -> Int {
        switch self {
        case .top: 0
        case .center: max(0, available - size) / 2
        case .bottom: max(0, available - size)
        }
    }
}

/// A horizontal and a vertical alignment together, as used by `ZStack` and `frame`.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Creates an alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Top left.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top middle.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Top right.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Middle left.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The middle.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Middle right.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Bottom left.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom middle.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Bottom right.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
