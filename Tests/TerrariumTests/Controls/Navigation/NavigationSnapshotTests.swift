import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

// References in `__Snapshots__/NavigationSnapshotTests`: the catalog at its root and two levels
// deep, with the focused link and back button reversed.
@MainActor @Suite struct NavigationSnapshotTests {
    private func assertSnapshots(of host: TestHost<NavigationCatalog>, testName: String = #function) {
        assertSnapshot(of: host, as: .text, testName: testName)
        assertSnapshot(of: host, as: .styled, testName: testName)
        assertSnapshot(of: host, as: .svg, testName: testName)
    }

    @Test func rootAt80x24() {
        let host = TestHost(NavigationCatalog(store: NavigationStore()), size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        host.press(.tab)
        assertSnapshots(of: host)
    }

    @Test func twoLevelsDeepAt80x24() {
        let host = TestHost(NavigationCatalog(store: NavigationStore()), size: Size(width: 80, height: 24))
        host.click(on: "Monstera")
        host.click(on: "Care")
        assertSnapshots(of: host)
    }

    @Test func rootAt40x12() {
        let host = TestHost(NavigationCatalog(store: NavigationStore()), size: Size(width: 40, height: 12))
        host.focusAtLaunch()
        assertSnapshots(of: host)
    }

    @Test func pushedAt40x12() {
        let host = TestHost(NavigationCatalog(store: NavigationStore()), size: Size(width: 40, height: 12))
        host.focusAtLaunch()
        host.press(.tab)
        host.press(.return)
        assertSnapshots(of: host)
    }
}
