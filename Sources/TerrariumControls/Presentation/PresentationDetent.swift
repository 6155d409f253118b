public import TerrariumCore

/// A height a sheet can take: set with `presentationDetents(_:)`.
///
/// A sheet opens at the smallest of its detents; without any it is as tall as its content, up to
/// the terminal's height less two rows.
public struct PresentationDetent: Hashable, Sendable {
    enum Height: Hashable, Sendable {
        case fraction(Double)
        case rows(Int)
    }

    let height: Height

    /// Half the terminal's height.
    public static let medium = PresentationDetent(height: .fraction(0.5))
    /// The terminal's height less two rows.
    public static let large = PresentationDetent(height: .fraction(1))

    /// A fraction of the terminal's height.
    public static func fraction(_ fraction: Double) -> PresentationDetent {
        PresentationDetent(height: .fraction(fraction.isFinite ? min(max(fraction, 0), 1) : 1))
    }

    /// A height in rows (a terminal's points), the sheet's border included.
    public static func height(_ height: Int) -> PresentationDetent {
        PresentationDetent(height: .rows(max(0, height)))
    }

    /// The rows this detent gives a sheet on a screen `screenHeight` rows tall.
    func rows(onScreen screenHeight: Int) -> Int {
        let available = max(1, screenHeight - 2)
        switch height {
        // A fraction of the whole screen, as SwiftUI's is of the window, held inside the rows
        // a sheet may take.
        case .fraction(let fraction): return max(1, min(available, Int((Double(screenHeight) * fraction).rounded())))
        case .rows(let rows): return max(1, min(available, rows))
        }
    }
}

/// The detents a sheet's content declared.
enum PresentationDetentsTraitKey: ViewTraitKey {
    static var defaultValue: Set<PresentationDetent> { [] }
}

/// Whether the sheet's content turned off Escape and clicks outside.
enum InteractiveDismissDisabledTraitKey: ViewTraitKey {
    static var defaultValue: Bool { false }
}

extension View {
    /// The heights the sheet this view is in can take.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(TraitWritingModifier(PresentationDetentsTraitKey.self, value: detents))
    }

    /// Keeps the presentation this view is in open on Escape, as SwiftUI keeps it on a swipe.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(TraitWritingModifier(InteractiveDismissDisabledTraitKey.self, value: isDisabled))
    }
}
