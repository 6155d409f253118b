// The sample's StarsWidget served as a widget process, over standard input and output.

import TerrariumPluginKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's entry point.
@main
enum StarsProcess {
    /// Serves the widget until the host shuts it down; exits with 1 after a protocol error.
    static func main() async {
        let served = await WidgetServer.serveStandardStreams(StarsWidget(), name: "Stars")
        if !served { exit(1) }
    }
}
