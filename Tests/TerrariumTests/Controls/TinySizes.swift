import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// Shows `makeView()` at 1×1, 0×0 and a few cells, presses `keys` and clicks the corner: a
/// control must neither crash nor draw outside the screen at any of them.
@MainActor
func expectNoCrashAtTinySizes<V: View>(
    _ makeView: () -> V, keys: [KeyEquivalent], extraSize: Size = Size(width: 3, height: 1)
) {
    for size in [Size(width: 1, height: 1), Size(width: 0, height: 0), extraSize] {
        let host = TestHost(makeView(), size: size)
        host.focusAtLaunch()
        for key in keys { _ = host.press(key) }
        _ = host.click(x: 0, y: 0)
        #expect(host.lines().count == size.height)
    }
}
