/// The constants of the widget protocol, `Docs/WidgetProtocol.md`.
public enum WidgetProtocol {
    /// The protocol version this build speaks; a widget's `hello` must name it.
    public static let version = 1

    /// The largest message payload accepted, in bytes; a longer frame is a protocol error.
    public static let maximumMessageSize = 1 << 20

    /// The version of Terrarium, in the stamp a loaded plugin must match.
    public static let terrariumVersion = "0.18.0"
}
