/// Something people do together in a shared session: drawing on one canvas, editing one list.
///
/// ```swift
/// struct DrawTogether: GroupActivity {
///     static let activityIdentifier = "org.terrarium.draw-together"
///     var metadata: GroupActivityMetadata { GroupActivityMetadata(title: "Draw Together") }
/// }
/// ```
///
/// The activity travels to each participant when it joins, so it is `Codable`.
public protocol GroupActivity: Codable, Sendable {
    /// A reverse-DNS name for the kind of activity; a participant joining with another kind is refused.
    static var activityIdentifier: String { get }

    /// What people are shown about the activity.
    var metadata: GroupActivityMetadata { get }
}

/// What people are shown about an activity.
public struct GroupActivityMetadata: Codable, Hashable, Sendable {
    /// The activity's title, shown to whoever joins.
    public var title: String?

    /// Metadata with a title.
    public init(title: String? = nil) {
        self.title = title
    }
}
