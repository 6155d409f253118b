import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

// References in `__Snapshots__/SplitViewSnapshotTests`: the titled catalog side by side, each
// column under its own bar, and collapsed onto the detail with the back button in its bar.
@MainActor @Suite struct SplitViewSnapshotTests {
    private func assertSnapshots(of host: TestHost<some View>, testName: String = #function) {
        assertSnapshot(of: host, as: .text, testName: testName)
        assertSnapshot(of: host, as: .styled, testName: testName)
        assertSnapshot(of: host, as: .svg, testName: testName)
    }

    /// The titled catalog at `width` by `height`, focused as at launch, with its first plant
    /// chosen from the keyboard when `choosing`.
    private func titled(width: Int, height: Int, choosing: Bool) -> TestHost<TitledSplitCatalog> {
        let host = TestHost(TitledSplitCatalog(taps: SplitViewTaps()), size: Size(width: width, height: height))
        host.focusAtLaunch()
        if choosing {
            // From the Add button in the sidebar's bar to the list, then down to its first row.
            _ = host.press(.tab)
            _ = host.press(.downArrow)
        }
        return host
    }

    @Test func columnsWithTitlesAt80x24() {
        assertSnapshots(of: titled(width: 80, height: 24, choosing: true))
    }

    @Test func stackInTheDetailAt80x24() {
        let host = TestHost(StackDetailSplitCatalog(), size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        assertSnapshots(of: host)
    }

    @Test func sidebarCollapsedAt40x12() {
        assertSnapshots(of: titled(width: 40, height: 12, choosing: false))
    }

    @Test func detailCollapsedAt40x12() {
        assertSnapshots(of: titled(width: 40, height: 12, choosing: true))
    }
}
