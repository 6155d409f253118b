extension Int {
    /// A length without bound, as SwiftUI's `CGFloat.infinity`: `.frame(maxWidth: .infinity)`
    /// fills whatever is proposed, since Terrarium lays out in whole cells.
    public static var infinity: Int { ProposedViewSize.unbounded }
}
