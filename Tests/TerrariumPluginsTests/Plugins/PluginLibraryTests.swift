import Foundation
import TerrariumPlugins
import TerrariumWidgetProtocol
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Loading plugins built in this test run, and refusing what is not one of this build.
@MainActor @Suite(.enabled(if: PluginFixtures.swiftc != nil, "swiftc is not on PATH: the plugins cannot be built"))
struct PluginLibraryTests {
    @Test func aPluginBuiltInThisRunLoadsWithItsStampAndWidgets() async throws {
        let libraries = try await PluginFixtures.libraries()
        let library = try PluginLibrary.load(path: libraries.stars)
        #expect(library.widgets == ["Stars"])
        #expect(library.stamp == WidgetPluginStamp.current(widgets: ["Stars"]))
        #expect(library.path == URL(fileURLWithPath: libraries.stars).resolvingSymlinksInPath().path)
    }

    @Test func loadingTheSameFileAgainReturnsTheLoadedLibrary() async throws {
        let libraries = try await PluginFixtures.libraries()
        let first = try PluginLibrary.load(path: libraries.stars)
        let link = libraries.folder.appendingPathComponent("link-\(UUID().uuidString).so")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: libraries.stars)
        #expect(try PluginLibrary.load(path: libraries.stars) === first)
        #expect(try PluginLibrary.load(path: link.path) === first)
        #expect(factoryCalls(libraries.stars) == 1)
    }

    @Test func aPluginWithAnotherStampIsRefusedBeforeItsFactoryIsCalled() async throws {
        let libraries = try await PluginFixtures.libraries()
        let failure = #expect(throws: WidgetFailure.self) { try PluginLibrary.load(path: libraries.wrongStamp) }
        let host = WidgetPluginStamp.current().summary
        #expect(
            failure
                == .refused(
                    "\(libraries.wrongStamp) was built for Terrarium 0.17.0, Swift 6.2, aarch64-unknown-linux-gnu; "
                        + "this app is \(host). Build the plugin with the same Terrarium and compiler as the app."))
        #expect(host == "Terrarium \(WidgetProtocol.terrariumVersion), Swift 6.3, x86_64-unknown-linux-gnu")
        #expect(factoryCalls(libraries.wrongStamp) == 0)
        // Refused again, not half loaded the first time.
        #expect(throws: WidgetFailure.self) { try PluginLibrary.load(path: libraries.wrongStamp) }
        #expect(factoryCalls(libraries.wrongStamp) == 0)
    }

    @Test func aLibraryWithoutTheEntryPointsIsRefused() async throws {
        let libraries = try await PluginFixtures.libraries()
        let failure = #expect(throws: WidgetFailure.self) { try PluginLibrary.load(path: libraries.notAPlugin) }
        #expect(
            failure
                == .refused(
                    "\(libraries.notAPlugin) has no terrarium_widget_plugin_stamp_v1: it is not a Terrarium widget "
                        + "plugin, or it was built for another version of the plugin interface"))
    }

    @Test func aMissingFileCannotStart() {
        let failure = #expect(throws: WidgetFailure.self) {
            try PluginLibrary.load(path: "/nonexistent/libNothing.so")
        }
        #expect(failure == .couldNotStart("no plugin at /nonexistent/libNothing.so: No such file or directory"))
    }

    @Test func aTextFileIsNotALoadableLibrary() async throws {
        let libraries = try await PluginFixtures.libraries()
        let text = libraries.folder.appendingPathComponent("notes-\(UUID().uuidString).so")
        try "not a library\n".write(to: text, atomically: true, encoding: .utf8)
        let failure = #expect(throws: WidgetFailure.self) { try PluginLibrary.load(path: text.path) }
        guard case .couldNotStart(let reason) = failure else {
            Issue.record("expected couldNotStart, got \(String(describing: failure))")
            return
        }
        #expect(reason.hasPrefix("\(text.path) is not a loadable library: "))
        // The loader's own words follow, such as "invalid ELF header" or "file too short".
        #expect(reason.count > "\(text.path) is not a loadable library: ".count + 10)
    }

    @Test(.enabled(if: geteuid() != 0, "root reads any file"))
    func anUnreadableFileCannotStart() async throws {
        let libraries = try await PluginFixtures.libraries()
        let copy = libraries.folder.appendingPathComponent("unreadable-\(UUID().uuidString).so")
        try FileManager.default.copyItem(atPath: libraries.stars, toPath: copy.path)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: copy.path)
        let failure = #expect(throws: WidgetFailure.self) { try PluginLibrary.load(path: copy.path) }
        #expect(failure == .couldNotStart("cannot read the plugin \(copy.path): Permission denied"))
    }

    /// How many times the host called the factory of the fixture at `path`, read from the
    /// fixture's own counter without loading anything new.
    private func factoryCalls(_ path: String) -> Int32? {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_NOLOAD), let symbol = dlsym(handle, "fixture_factory_calls")
        else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) () -> Int32).self)()
    }
}
