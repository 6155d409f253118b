/// Widgets that speak the widget protocol from a dynamic library, in this process.
public enum WidgetPluginStamp {}
