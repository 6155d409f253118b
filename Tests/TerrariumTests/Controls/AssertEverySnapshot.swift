import Terrarium
import TerrariumTesting

/// Checks the screen as text, styled text and a picture against the references named after the
/// calling test, in the `__Snapshots__` folder beside the calling file.
@MainActor
func assertEverySnapshot<Content: View>(
    of host: TestHost<Content>, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) {
    assertSnapshot(of: host, as: .text, fileID: fileID, file: filePath, testName: testName, line: line)
    assertSnapshot(of: host, as: .styled, fileID: fileID, file: filePath, testName: testName, line: line)
    assertSnapshot(of: host, as: .svg, fileID: fileID, file: filePath, testName: testName, line: line)
}
