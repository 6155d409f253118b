import Terrarium
import TerrariumTesting
import Testing

/// A model written as Apple's documentation writes it, with `import Terrarium` alone: the macro,
/// `Date` and `URL` come with it, as they come with `import SwiftUI`.
@Observable
@MainActor
private final class Visit {
    var plant = "Fern"
    var when = Date(timeIntervalSince1970: 0)
    var photo = URL(fileURLWithPath: "/tmp/fern.png")
}

private struct VisitView: View {
    let visit: Visit

    var body: some View {
        Text("\(visit.plant) · \(visit.photo.lastPathComponent)")
    }
}

@MainActor
@Suite struct OneImportTests {
    @Test func anObservableModelWithFoundationTypesNeedsOnlyImportTerrarium() {
        let visit = Visit()
        let host = TestHost(VisitView(visit: visit), size: Size(width: 20, height: 1))
        #expect(host.text.hasPrefix("Fern · fern.png"))
        visit.plant = "Moss"
        host.settle()
        #expect(host.text.hasPrefix("Moss · fern.png"))
    }
}
