// A library without the plugin interface's functions, which the host must refuse.

/// Something to export, so the library is not empty.
@_cdecl("fixture_not_a_plugin")
public func fixtureNotAPlugin() -> Int32 {
    1
}
