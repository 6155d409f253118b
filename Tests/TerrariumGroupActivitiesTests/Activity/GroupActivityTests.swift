import TerrariumGroupActivities
import Testing

@Test func anActivityCarriesItsTitle() {
    #expect(Sketch().metadata.title == "Sketch")
    #expect(Sketch.activityIdentifier == "org.example.sketch")
}
