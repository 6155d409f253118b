import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

extension ContentType {
    fileprivate static let testPlant = ContentType(exportedAs: "com.example.drag-test-plant", conformingTo: .json)
}

/// A plant that moves as JSON under its own type, or as its name for text receivers.
struct DraggedPlant: Codable, Transferable {
    var name: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .testPlant)
        ProxyRepresentation(exporting: \.name)
    }
}

/// A type whose importer always fails.
struct Brittle: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(importedContentType: .plainText) { _ -> Brittle in
            throw TransferError.decodingFailed(reason: "brittle")
        }
    }
}

@MainActor @Suite struct DragAndDropTests {
    /// A draggable plant over three destinations: plants, text, and one whose importer throws.
    struct Board: View {
        let log: EventLog
        var customPreview = false

        var body: some View {
            VStack(alignment: .leading) {
                if customPreview {
                    Text("Fern").draggable(DraggedPlant(name: "Fern")) { Text("<fern>") }
                } else {
                    Text("Fern").draggable(DraggedPlant(name: "Fern"))
                }
                Text("")
                Text("Favorites").dropDestination(for: DraggedPlant.self) { plants, location in
                    log.events.append("plants \(plants.map(\.name)) at \(location.x),\(location.y)")
                    return true
                } isTargeted: {
                    log.events.append("favorites \($0)")
                }
                Text("Names").dropDestination(for: String.self) { names, _ in
                    log.events.append("names \(names)")
                    return true
                }
                Text("Brittle").dropDestination(for: Brittle.self) { _, _ in
                    log.events.append("brittle")
                    return true
                }
            }
        }
    }

    private func reversed(_ host: TestHost<some View>, x: Int, y: Int) -> Bool {
        host.buffer[x, y]?.style.attributes.contains(.reverse) == true
    }

    @Test func dragsAPlantOntoADestinationWithPreviewAndHighlight() async {
        let log = EventLog()
        let host = TestHost(Board(log: log), size: Size(width: 16, height: 6))
        #expect(host.beginDrag(from: Point(x: 1, y: 0), to: Point(x: 2, y: 2)))
        #expect(host.isDragging)
        #expect(log.events == ["favorites true"])
        // The preview, a copy of the dragged view, is drawn just right of the pointer.
        #expect(host.lines()[2] == "FavFernes")
        #expect(reversed(host, x: 0, y: 2))
        #expect(!reversed(host, x: 0, y: 3))
        #expect(host.endDrag(at: Point(x: 2, y: 2)))
        await host.waitForDrops()
        #expect(log.events == ["favorites true", "favorites false", "plants [\"Fern\"] at 2,0"])
        #expect(host.lines()[2] == "Favorites")
        #expect(!reversed(host, x: 0, y: 2))
        #expect(!host.isDragging)
    }

    @Test func aPreviewViewFollowsThePointer() {
        let log = EventLog()
        let host = TestHost(Board(log: log, customPreview: true), size: Size(width: 16, height: 6))
        host.beginDrag(from: Point(x: 0, y: 0), to: Point(x: 8, y: 1))
        #expect(host.lines()[1] == "         <fern>")
        host.send(.mouse(MouseEvent(.drag(.left), at: Point(x: 8, y: 5))))
        #expect(host.lines()[1] == "")
        #expect(host.lines()[5] == "         <fern>")
    }

    @Test func thePayloadArrivesInTheDestinationsType() async {
        let log = EventLog()
        let host = TestHost(Board(log: log), size: Size(width: 16, height: 6))
        host.drag(from: Point(x: 0, y: 0), to: Point(x: 1, y: 3))
        await host.waitForDrops()
        // On its way the drag passed over Favorites, which was targeted and left.
        #expect(log.events == ["favorites true", "favorites false", "names [\"Fern\"]"])
    }

    @Test func escapeCancelsAndNothingIsDropped() async {
        let log = EventLog()
        let host = TestHost(Board(log: log), size: Size(width: 16, height: 6))
        host.beginDrag(from: Point(x: 0, y: 0), to: Point(x: 1, y: 2))
        #expect(host.press(.escape))
        #expect(!host.isDragging)
        #expect(host.lines()[2] == "Favorites")
        host.endDrag(at: Point(x: 1, y: 2))
        await host.waitForDrops()
        #expect(log.events == ["favorites true", "favorites false"])
    }

    @Test func releasingOverNothingCancels() async {
        let log = EventLog()
        let host = TestHost(Board(log: log), size: Size(width: 16, height: 6))
        host.drag(from: Point(x: 0, y: 0), to: Point(x: 14, y: 5))
        await host.waitForDrops()
        #expect(!log.events.contains { $0.hasPrefix("plants") || $0.hasPrefix("names") })
        #expect(!host.isDragging)
    }

    @Test func aFailingImporterIsReportedAndTheAppGoesOn() async {
        let log = EventLog()
        let host = TestHost(Board(log: log), size: Size(width: 16, height: 6))
        host.drag(from: Point(x: 0, y: 0), to: Point(x: 1, y: 4))
        await host.waitForDrops()
        #expect(!log.events.contains("brittle"))
        #expect(host.dropFailures.count == 1)
        #expect(host.dropFailures.first?.contains("brittle") == true)
        host.drag(from: Point(x: 0, y: 0), to: Point(x: 1, y: 3))
        await host.waitForDrops()
        #expect(log.events.last == "names [\"Fern\"]")
    }

    /// Focusable sources and destinations for the keyboard.
    struct Buttons: View {
        let log: EventLog

        var body: some View {
            HStack(spacing: 1) {
                Button("Fern") {}.draggable(DraggedPlant(name: "Fern"))
                Button("Favorites") {}.dropDestination(for: DraggedPlant.self) { plants, location in
                    log.events.append("plants \(plants.map(\.name)) at \(location.x),\(location.y)")
                    return true
                } isTargeted: {
                    log.events.append("favorites \($0)")
                }
            }
        }
    }

    @Test func theKeyboardMarksMovesAndDrops() async {
        let log = EventLog()
        let host = TestHost(Buttons(log: log), size: Size(width: 30, height: 1))
        host.press(.tab)
        #expect(host.activeShortcuts.map(\.label).contains("Alt+D Drag"))
        #expect(host.send(.key(KeyPress("d", modifiers: .option))))
        #expect(host.isDragging)
        host.press(.tab)
        #expect(log.events == ["favorites true"])
        #expect(host.activeShortcuts.map(\.label).contains("Alt+P Drop"))
        #expect(host.send(.key(KeyPress("p", modifiers: .option))))
        await host.waitForDrops()
        #expect(log.events == ["favorites true", "favorites false", "plants [\"Fern\"] at 0,0"])
        #expect(!host.isDragging)
    }

    @Test func escapeCancelsAKeyboardDrag() async {
        let log = EventLog()
        let host = TestHost(Buttons(log: log), size: Size(width: 30, height: 1))
        host.press(.tab)
        host.perform(.drag)
        host.press(.escape)
        host.press(.tab)
        #expect(!host.perform(.drop))
        await host.waitForDrops()
        #expect(log.events.isEmpty)
    }

    /// A focused destination for files, inside a view that takes pasted text.
    struct FileTarget: View {
        let log: EventLog

        var body: some View {
            Button("Attach") {}
                .dropDestination(for: URL.self) { urls, _ in
                    log.events.append("files " + urls.map(\.lastPathComponent).joined(separator: ","))
                    return true
                }
                .onPaste { log.events.append("text \($0)") }
        }
    }

    @Test func aPastedQuotedPathIsAFileDrop() async throws {
        let dropped = try DroppedFile(named: "Fern's photo.png")
        defer { dropped.remove() }
        let file = dropped.url
        let log = EventLog()
        let host = TestHost(FileTarget(log: log), size: Size(width: 10, height: 1))
        host.press(.tab)
        let quoted = "'" + file.path.replacingOccurrences(of: "'", with: "'\\''") + "' "
        #expect(host.paste(quoted))
        await host.waitForDrops()
        #expect(log.events == ["files Fern's photo.png"])
        let missing = dropped.folder.appendingPathComponent("none.png").path
        #expect(host.paste(missing))
        await host.waitForDrops()
        #expect(log.events == ["files Fern's photo.png", "text \(missing)"])
    }
}
