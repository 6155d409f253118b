// Values, permissions and messages are part of hosting a widget: one import brings them.
@_exported public import TerrariumWidgetProtocol
