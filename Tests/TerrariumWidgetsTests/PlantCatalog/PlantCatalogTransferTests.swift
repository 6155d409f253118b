import Foundation
import PlantCatalogKit
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct PlantCatalogTransferTests {
    private func catalog(_ store: PlantStore = PlantStore()) -> TestHost<CatalogScreen> {
        TestHost(CatalogScreen(store: store), size: Size(width: 72, height: 14))
    }

    private func clipboard(_ host: TestHost<CatalogScreen>) throws -> Clipboard {
        try #require(host.environment.clipboard)
    }

    @Test func aPlantIsJSONUnderItsOwnTypeThenASummary() async throws {
        let plant = PlantStore.samples[0]
        #expect(plant.offeredContentTypes == [.plant, .utf8PlainText])
        #expect(ContentType.plant.conforms(to: .json))
        #expect(ContentType(filenameExtension: "plant") == .plant)
        #expect(
            try await String(decoding: plant.exported(as: .plainText), as: UTF8.self)
                == "Monstera (Monstera), water weekly")
        let copy = try await Plant.imported(from: plant.exported(as: .plant), contentType: .plant)
        #expect(copy == plant)
    }

    @Test func theCopyKeyInTheListCopiesTheSelectedPlantAndPasteAddsIt() async throws {
        let store = PlantStore()
        let host = catalog(store)
        let clipboard = try clipboard(host)
        host.press(.tab)
        host.press(.downArrow)
        #expect(host.press("c", modifiers: .option))
        await clipboard.waitUntilIdle()
        #expect(try await clipboard.read(String.self) == "Fiddle leaf (Ficus), water weekly")
        #expect(try await clipboard.read(Plant.self).name == "Fiddle leaf")
        host.render()
        #expect(host.lines()[0].contains("Copied"))
        // Pasting it adds a seventh plant, selected, shown in the list and the detail.
        #expect(host.press("v", modifiers: .option))
        await clipboard.waitUntilIdle()
        for _ in 0..<10 { await Task.yield() }
        host.render()
        #expect(store.plants.count == 7)
        #expect(store.plants.last?.name == "Fiddle leaf")
        #expect(store.selectedID == store.plants.last?.id)
        #expect(host.lines()[7].hasPrefix("Fiddle leaf  Ficus"))
        #expect(host.lines()[0].contains("Pasted Fiddle leaf"))
    }

    @Test func invalidJSONPastedAsAPlantIsAClearErrorAndChangesNothing() async throws {
        let store = PlantStore()
        let host = catalog(store)
        host.press(.tab)
        #expect(host.paste("{\"name\": oops"))
        for _ in 0..<10 { await Task.yield() }
        host.render()
        #expect(store.plants == PlantStore.samples)
        #expect(store.status?.hasPrefix("Cannot paste as a plant: cannot decode the data:") == true)
        #expect(host.lines()[0].contains("Cannot paste as a plant"))
    }

    @Test func textPastedIntoTheDetailBecomesTheNotesSanitised() async throws {
        let store = PlantStore()
        let host = catalog(store)
        let clipboard = try clipboard(host)
        // The list, the name field, then the rating: a paste there reaches the detail's notes.
        host.press(.tab)
        host.press(.tab)
        host.press(.tab)
        #expect(host.paste("likes shade \u{1B}[31mred\u{07}"))
        await clipboard.waitUntilIdle()
        host.render()
        #expect(store.plants[0].notes == "likes shade \u{1B}[31mred\u{07}")
        let notes = try #require(host.lines().first { $0.contains("Notes:") })
        #expect(!notes.contains("\u{1B}") && !notes.contains("\u{07}"))
        #expect(notes.contains("Notes: likes shade"))
        #expect(!host.lastFrameBytes.contains(0x07))
    }

    @Test func shareSavesTheSelectedPlantToItsNameDotPlant() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = catalog()
        let clipboard = try clipboard(host)
        host.click(on: "Share")
        host.click(on: "Save…")
        let prompt = try #require(host.lines().first { $0.contains("Save Monstera to:") })
        #expect(prompt.contains("Monstera.plant"))
        host.press(.home)
        host.type(folder.path + "/")
        host.press(.return)
        await clipboard.waitUntilIdle()
        let saved = folder.appendingPathComponent("Monstera.plant")
        let plant = try await Plant.imported(fromFileAt: saved)
        #expect(plant == PlantStore.samples[0])
    }

    @Test func draggingAPlantFromTheListOntoFavoritesAddsItsName() async throws {
        let store = PlantStore()
        let host = catalog(store)
        let favorites = try #require(host.lines().firstIndex { $0.contains("Favorites:") })
        // Press on Jade in the imperative list, move onto the declarative Favorites in the detail.
        #expect(host.beginDrag(from: Point(x: 2, y: 6), to: Point(x: 40, y: favorites)))
        #expect(host.isDragging)
        // The preview follows the pointer and Favorites is drawn targeted, in reverse.
        #expect(host.lines()[favorites].contains("Jade"))
        #expect(host.buffer[38, favorites]?.style.attributes.contains(.reverse) == true)
        #expect(host.endDrag(at: Point(x: 40, y: favorites)))
        await host.waitForDrops()
        for _ in 0..<10 { await Task.yield() }
        host.render()
        #expect(store.favorites == ["Jade"])
        #expect(host.lines()[favorites].contains("Favorites: Jade"))
        // Escape cancels a drag: nothing more is added.
        #expect(host.beginDrag(from: Point(x: 2, y: 2), to: Point(x: 40, y: favorites)))
        host.press(.escape)
        #expect(!host.isDragging)
        _ = host.endDrag(at: Point(x: 40, y: favorites))
        await host.waitForDrops()
        #expect(store.favorites == ["Jade"])
    }

    @Test func aPlantDraggedOutThroughKittysProtocolAndDroppedBackOnFavoritesIsAdded() async throws {
        let store = PlantStore()
        let host = catalog(store)
        let favorites = try #require(host.lines().firstIndex { $0.contains("Favorites:") })
        var written: [DragAndDropMessage] = []
        let kitty = host.host.graph.dragAndDrop.kitty
        // Every message but the first (the query, with a device-attributes query after it).
        kitty.start { sequence in
            guard sequence.bytes.last == 0x5C else { return }
            written.append(DragAndDropMessage(decoding: sequence.bytes.dropFirst(5).dropLast(2))!)
        }
        defer { kitty.stop() }
        func send(_ text: String) { host.send(.reply(.dragAndDrop(DragAndDropMessage(decoding: Array(text.utf8))!))) }
        send("t=q")
        // The terminal's drag gesture starts on Jade in the imperative list.
        send("t=o:x=2:y=6:X=20:Y=100")
        await host.waitForDrops()
        let offer = try #require(written.first { $0.type == "o" && $0["o"] == 1 })
        #expect(offer.list == ["text/plain", "application/vnd.terrarium.plant+json"])
        send("t=E;OK")
        // Carried over Favorites and dropped there, the terminal asks the app for the plant's data
        // as the drop's destination asked the terminal.
        let types = offer.list.joined(separator: " ")
        send("t=m:x=40:y=\(favorites):o=1;\(types)")
        #expect(written.last?.list == ["application/vnd.terrarium.plant+json"])
        send("t=M:x=40:y=\(favorites);\(types)")
        #expect(written.last == .requestData(index: 2))
        written.removeAll()
        send("t=e:x=5:y=1")
        let data = written.compactMap(\.decodedData).joined()
        for message in DragAndDropMessage.chunked("r", fields: [.init("x", 2)], data: Array(data)) {
            host.send(.reply(.dragAndDrop(message)))
        }
        #expect(written.last == .finishDrop(operation: 1))
        send("t=e:x=4:y=0")
        await host.waitForDrops()
        for _ in 0..<10 { await Task.yield() }
        host.render()
        #expect(store.favorites == ["Jade"])
        #expect(host.lines()[favorites].contains("Favorites: Jade"))
    }

    @Test func theKeyboardMarksAPlantInTheListAndDropsItOnFavorites() async throws {
        let store = PlantStore()
        let host = catalog(store)
        host.press(.tab)
        host.press(.downArrow)
        #expect(host.press("d", modifiers: .option))
        // The name field, the rating, Clear, then Favorites.
        for _ in 0..<4 { host.press(.tab) }
        #expect(host.press("p", modifiers: .option))
        await host.waitForDrops()
        for _ in 0..<10 { await Task.yield() }
        #expect(store.favorites == ["Fiddle leaf"])
    }

    @Test func aPastedPathOfAnExistingFileAttachesIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("attach-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("care sheet.txt")
        try Data("water".utf8).write(to: file)
        let store = PlantStore()
        let host = catalog(store)
        host.press(.tab)
        #expect(host.paste(file.path.replacingOccurrences(of: " ", with: "\\ ") + " "))
        await host.waitForDrops()
        for _ in 0..<10 { await Task.yield() }
        host.render()
        #expect(store.plants[0].attachments == ["care sheet.txt"])
        #expect(host.text.contains("Attachments: care sheet.txt"))
        #expect(store.plants.count == 6)
    }
}
