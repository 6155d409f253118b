#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Where an assertion was written, as the test frameworks want it.
package struct SnapshotSourceLocation: Sendable {
    package var fileID: StaticString
    package var filePath: StaticString
    package var line: UInt
    package var column: UInt

    package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Receives the message of a failed snapshot assertion and where the assertion was written.
package typealias SnapshotFailureReporter = @Sendable (_ message: String, _ location: SnapshotSourceLocation) -> Void

/// Reports `message` as a failure of the running test at `location`: through the scope's
/// reporter when one is set, else `Issue.record` under Swift Testing, else `XCTFail`.
package func reportSnapshotFailure(_ message: String, at location: SnapshotSourceLocation) {
    if let reporter = SnapshotTestingConfiguration.current?.reporter {
        reporter(message, location)
        return
    }
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(location.fileID)", filePath: "\(location.filePath)",
                    line: Int(location.line), column: Int(location.column)))
            return
        }
    #endif
    #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: location.line)
    #else
        print("Snapshot failure at \(location.filePath):\(location.line): \(message)")
    #endif
}
