#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import TerrariumGroupActivities

// terrarium-share: the hub a shared session lives in, and `attach`, the bridge ssh runs.
exit(ShareCommand.run(CommandLine.arguments, environment: ProcessInfo.processInfo.environment))
