import Foundation
import TerrariumTesting
import Testing

@Suite struct SnapshotPathsTests {
    @Test func referencesLiveInSnapshotsBesideTheTestFile() {
        let paths = SnapshotPaths(
            filePath: "/repo/Tests/AppTests/GreetingTests.swift", testName: "greeting()", snapshotDirectory: nil,
            artifactsDirectory: "/tmp/artifacts")
        #expect(paths.testName == "greeting")
        #expect(paths.directory.path == "/repo/Tests/AppTests/__Snapshots__/GreetingTests")
        #expect(paths.artifactsDirectory.path == "/tmp/artifacts/GreetingTests")
    }

    @Test func aSnapshotDirectoryReplacesTheDefaultFolder() {
        let paths = SnapshotPaths(
            filePath: "/repo/Tests/AppTests/GreetingTests.swift", testName: "testGreeting", snapshotDirectory: "/x/y",
            artifactsDirectory: nil)
        #expect(paths.directory.path == "/x/y")
        #expect(paths.testName == "testGreeting")
    }

    @Test func testNamesLoseTheirArgumentsAndUnsafeCharacters() {
        #expect(SnapshotPaths.functionName("greeting(name:count:)") == "greeting")
        #expect(SnapshotPaths.sanitize("dark mode!") == "dark-mode")
        #expect(SnapshotPaths.sanitize("  a/b..c_d ") == "a-b-c_d")
        #expect(SnapshotPaths.sanitize("80×24") == "80-24")
    }
}
