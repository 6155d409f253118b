/// An angle, in radians or degrees: SwiftUI's `Angle`, for arcs and angular gradients.
///
/// ```swift
/// path.addArc(center: centre, radius: 8, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
/// ```
///
/// Zero points to the right (the trailing side) and angles grow clockwise on screen, since rows
/// count downwards.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// The angle of zero.
    public static let zero = Angle(radians: 0)

    /// An angle of zero.
    public init() { radians = 0 }

    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }

    /// An angle of `degrees` degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// Orders angles by their size in radians.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
