public import TerrariumGroupActivities

/// The activity draw-together shares: one canvas.
public struct DrawTogetherActivity: GroupActivity {
    /// The identifier every draw-together participant uses.
    public static let activityIdentifier = "org.terrarium.draw-together"

    /// The canvas's title.
    public var metadata: GroupActivityMetadata { GroupActivityMetadata(title: "Draw Together") }

    /// The activity.
    public init() {}
}
