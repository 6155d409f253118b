import TerrariumGroupActivities
import Testing

private struct Sketch: GroupActivity {
    static let activityIdentifier = "org.example.sketch"
    var metadata: GroupActivityMetadata { GroupActivityMetadata(title: "Sketch") }
}

@Test func anActivityCarriesItsTitle() {
    #expect(Sketch().metadata.title == "Sketch")
    #expect(Sketch.activityIdentifier == "org.example.sketch")
}
