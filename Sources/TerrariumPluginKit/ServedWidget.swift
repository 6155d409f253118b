public import TerrariumTerminal
public import TerrariumWidgetProtocol

/// A widget that takes properties from its host and writes bound values back, served over the
/// widget protocol by ``WidgetServer``.
///
/// ```swift
/// final class Stars: ServedWidget {
///     weak var host: (any WidgetHost)?
///     var sendValue: ((String, WidgetValue) -> Void)?
///     var rating = 0
///
///     func propertiesDidChange(_ properties: [String: WidgetValue], transaction: WidgetTransaction) {
///         if let rating = properties["rating"]?.intValue { self.rating = rating }
///         host?.widgetNeedsDisplay(self)
///     }
///
///     func handle(_ event: InputEvent) -> Bool {
///         guard case .key(let press) = event, press.key == .rightArrow else { return false }
///         rating += 1
///         sendValue?("rating", .number(Double(rating)))
///         host?.widgetNeedsDisplay(self)
///         return true
///     }
///     // draw(in:), sizeThatFits(_:), acceptsFocus as for any Widget
/// }
/// ```
///
/// Any `Widget` can be served; this protocol adds the two directions a representable's
/// `.property(_:_:)` and `.binding(_:_:)` need. As with a `WidgetRepresentable`'s update, the
/// host sends only the properties that changed, all of them the first time, and the widget
/// sends a value only when the user changed it, never when a property set it.
@MainActor
public protocol ServedWidget: Widget {
    /// Reports that the user changed the bound property `name` to a value; the server sets it
    /// before the first message, and the host writes the value to its binding.
    var sendValue: ((String, WidgetValue) -> Void)? { get set }

    /// Applies the properties that changed (all of them the first time), with the transaction
    /// of the change; call `host?.widgetNeedsDisplay(self)` if the drawing changed.
    func propertiesDidChange(_ properties: [String: WidgetValue], transaction: WidgetTransaction)

    /// Applies the environment values the widget subscribed to that changed.
    func environmentDidChange(_ values: [String: WidgetValue])

    /// The environment values the widget subscribes to, such as `colorScheme`; none unless said.
    var environmentKeys: [String] { get }
}

extension ServedWidget {
    /// Ignores them.
    public func propertiesDidChange(_ properties: [String: WidgetValue], transaction: WidgetTransaction) {}

    /// Ignores them.
    public func environmentDidChange(_ values: [String: WidgetValue]) {}

    /// None.
    public var environmentKeys: [String] { [] }
}
