// The exports of the plugins the tests build from the sample's StarsWidget: with WRONG_STAMP the
// stamp claims another Terrarium, compiler and target, and `fixture_factory_calls` tells the
// tests whether the host went on to call the factory anyway.

import TerrariumPluginKit

/// How many times the host called the factory function.
nonisolated(unsafe) private var factoryCalls: Int32 = 0

/// The stamp: this build's, or with WRONG_STAMP one from another build.
@_cdecl("terrarium_widget_plugin_stamp_v1")
public func fixtureStamp() -> UnsafePointer<CChar> {
    #if WRONG_STAMP
        WidgetPluginExport.cString(
            Array(
                #"{"protocol":1,"swift":"6.2","target":"aarch64-unknown-linux-gnu","terrarium":"0.17.0","widgets":["Stars"]}"#
                    .utf8))
    #else
        WidgetPluginExport.stamp(widgets: ["Stars"])
    #endif
}

/// The factory, counting its calls.
@_cdecl("terrarium_widget_plugin_v1")
public func fixtureFactory() -> UnsafeRawPointer {
    factoryCalls += 1
    return WidgetPluginExport.factory { name in name == "Stars" ? StarsWidget() : nil }
}

/// How many times the host called the factory function.
@_cdecl("fixture_factory_calls")
public func fixtureFactoryCalls() -> Int32 {
    factoryCalls
}
