import TerrariumPluginKit

// The two functions a Terrarium app looks up in the library; the `_v1` in their names is the
// version of the plugin interface, so an app expecting another version finds neither.

/// The plugin's stamp: the Terrarium, compiler and target it was built for, and its widgets.
@_cdecl("terrarium_widget_plugin_stamp_v1")
public func terrariumWidgetPluginStamp() -> UnsafePointer<CChar> {
    WidgetPluginExport.stamp(widgets: ["Stars"])
}

/// The plugin's widget factory.
@_cdecl("terrarium_widget_plugin_v1")
public func terrariumWidgetPlugin() -> UnsafeRawPointer {
    WidgetPluginExport.factory { name in name == "Stars" ? StarsWidget() : nil }
}
