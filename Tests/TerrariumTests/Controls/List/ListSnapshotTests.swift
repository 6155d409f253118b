import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

// References: `__Snapshots__/ListSnapshotTests`.
@MainActor @Suite struct ListSnapshotTests {
    struct Garden: View {
        @State var selection: Set<String> = ["Boston fern", "Saguaro"]
        var body: some View {
            List(selection: $selection) {
                Section("Ferns") {
                    ForEach(["Maidenhair fern", "Boston fern", "Staghorn fern"], id: \.self) { Text($0) }
                }
                Section {
                    ForEach(["Saguaro", "Barrel cactus"], id: \.self) { Text($0) }
                } header: {
                    Text("Cacti")
                } footer: {
                    Text("Water them rarely")
                }
                Section("Numbered") {
                    ForEach(1..<30, id: \.self) { Text("Seedling \($0)") }
                }
            }
            .listStyle(.insetGrouped)
        }
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func aSectionedListWithASelection(size: Size) {
        let host = TestHost(Garden(), size: size)
        host.focusAtLaunch()
        let name = "\(size.width)x\(size.height)"
        assertSnapshot(of: host, as: .text, named: name)
        assertSnapshot(of: host, as: .styled, named: name)
        assertSnapshot(of: host, as: .svg, named: name)
    }
}
