/// Modifier keys held during a key press or mouse event.
///
/// Named after SwiftUI's `EventModifiers`: a terminal's Alt (Meta) key is ``option`` and its
/// Super key is ``command``.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt8

    /// Creates modifiers from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 1)
    /// Alt, called Option on a Mac keyboard; also the legacy ESC prefix.
    public static let option = EventModifiers(rawValue: 1 << 2)
    /// Super, called Command on a Mac keyboard (kitty keyboard protocol only).
    public static let command = EventModifiers(rawValue: 1 << 3)
    /// Caps Lock was on (kitty keyboard protocol only).
    public static let capsLock = EventModifiers(rawValue: 1 << 4)
    /// Num Lock was on (kitty keyboard protocol only).
    public static let numLock = EventModifiers(rawValue: 1 << 5)
}
