import Foundation
import TerrariumCore
import TerrariumInspector

extension Inspector {
    /// Writes the last report's text dump to a new file in the temporary directory and says
    /// where in the panel, or why it could not.
    func writeDump(processID: Int32 = ProcessInfo.processInfo.processIdentifier) {
        let directory = FileManager.default.temporaryDirectory
        var url = directory.appending(component: "terrarium-inspector-\(processID).txt")
        var number = 1
        while FileManager.default.fileExists(atPath: url.path) {
            number += 1
            url = directory.appending(component: "terrarium-inspector-\(processID)-\(number).txt")
        }
        do {
            try Data((lastReport.description + "\n").utf8).write(to: url, options: .withoutOverwriting)
            message = "dump written to \(url.path)"
        } catch {
            message = "dump not written: \(error.localizedDescription)"
        }
    }
}
