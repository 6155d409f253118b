import Foundation
import TerrariumGroupActivities

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// terrarium-share: the hub a shared session lives in, and `attach`, the bridge ssh runs.
exit(ShareCommand.run(CommandLine.arguments, environment: ProcessInfo.processInfo.environment))
