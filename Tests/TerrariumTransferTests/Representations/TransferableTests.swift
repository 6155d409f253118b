import Foundation
import Testing

@testable import TerrariumTransfer

/// A plant as the catalog moves it: its own JSON type first, then its summary as text.
struct Plant: Codable, Hashable, Transferable {
    static let contentType = ContentType(
        exportedAs: "org.example.tests.transfer-plant", conformingTo: .json, filenameExtensions: ["tplant"])

    var name: String
    var watering: String

    var summary: String { "\(name), water \(watering)" }

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: contentType)
        ProxyRepresentation(exporting: \.summary)
    }
}

/// An archive that exports CSV only when it can.
struct Archive: Transferable {
    var rows: [String]
    var supportsCSV: Bool

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .commaSeparatedText) { archive in
            Data(archive.rows.joined(separator: "\n").utf8)
        } importing: { data in
            Archive(
                rows: String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init), supportsCSV: true)
        }
        .exportingCondition { $0.supportsCSV }
        ProxyRepresentation(exporting: { $0.rows.joined(separator: ", ") })
    }
}

/// A tag that goes both ways through a String proxy.
struct Tag: Hashable, Transferable {
    var name: String

    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { "#" + $0.name }, importing: { Tag(name: String($0.drop { $0 == "#" })) })
    }
}

/// A custom representation composed of others through its body.
struct LabelRepresentation: TransferRepresentation {
    var body: some TransferRepresentation<Label> {
        DataRepresentation(contentType: .html) {
            Data("<b>\($0.text)</b>".utf8)
        } importing: { _ in
            throw TransferError.decodingFailed(reason: "HTML is not read")
        }
        ProxyRepresentation(exporting: \.text, importing: Label.init(text:))
    }
}

struct Label: Hashable, Transferable {
    var text: String

    static var transferRepresentation: some TransferRepresentation {
        LabelRepresentation()
    }
}

@Suite struct TransferableTests {
    @Test func theFirstRepresentationIsPreferred() async throws {
        let plant = Plant(name: "Monstera", watering: "weekly")
        #expect(plant.offeredContentTypes == [Plant.contentType, .utf8PlainText])
        let item = TransferItem(plant)
        #expect(item.contentType(accepting: [.json, .text]) == Plant.contentType)
        #expect(item.contentType(accepting: [.plainText]) == .utf8PlainText)
        // The plant's own type is JSON, which is text too, so it wins for a text receiver.
        #expect(item.contentType(accepting: [.text]) == Plant.contentType)
        #expect(item.contentType(accepting: [.image]) == nil)
        #expect(try await item.load(Plant.self) == plant)
        #expect(try await item.load(String.self) == "Monstera, water weekly")
    }

    @Test func aReceiverAskingForPlainTextGetsTheUTF8Proxy() async throws {
        let plant = Plant(name: "Fern", watering: "daily")
        let text = try await plant.exported(as: .plainText)
        #expect(String(decoding: text, as: UTF8.self) == "Fern, water daily")
        let json = try await plant.exported(as: .json)
        #expect(try JSONDecoder().decode(Plant.self, from: json) == plant)
    }

    @Test func importingTakesTheFirstRepresentationThatReadsTheType() async throws {
        let json = try JSONEncoder().encode(Plant(name: "Pothos", watering: "monthly"))
        let plant = try await Plant.imported(from: json, contentType: Plant.contentType)
        #expect(plant.name == "Pothos")
        #expect(Plant.importedContentTypes == [Plant.contentType])
        #expect(Plant.exportedContentTypes == [Plant.contentType, .utf8PlainText])
        #expect(!Plant.canImport(.plainText))
    }

    @Test func exportingConditionHidesARepresentationForSomeValues() async throws {
        let csv = Archive(rows: ["a", "b"], supportsCSV: true)
        let plain = Archive(rows: ["a", "b"], supportsCSV: false)
        #expect(csv.offeredContentTypes == [.commaSeparatedText, .utf8PlainText])
        #expect(plain.offeredContentTypes == [.utf8PlainText])
        #expect(String(decoding: try await plain.exported(as: .text), as: UTF8.self) == "a, b")
        #expect(String(decoding: try await csv.exported(as: .text), as: UTF8.self) == "a\nb")
        await #expect(
            throws: TransferError.noMatchingContentType(offered: [.utf8PlainText], accepted: [.commaSeparatedText])
        ) {
            _ = try await plain.exported(as: .commaSeparatedText)
        }
        let imported = try await Archive.imported(from: Data("x\ny".utf8), contentType: .commaSeparatedText)
        #expect(imported.rows == ["x", "y"])
    }

    @Test func anExportOnlyProxyDoesNotImport() async throws {
        #expect(Plant.importedContentTypes.allSatisfy { !$0.conforms(to: .plainText) })
        await #expect(throws: TransferError.self) {
            _ = try await Plant.imported(from: Data("Fern".utf8), contentType: .utf8PlainText)
        }
    }

    @Test func aTwoWayProxyGoesThroughString() async throws {
        let tag = Tag(name: "tropical")
        #expect(tag.offeredContentTypes == [.utf8PlainText])
        #expect(String(decoding: try await tag.exported(as: .plainText), as: UTF8.self) == "#tropical")
        #expect(try await Tag.imported(from: Data("#shade".utf8), contentType: .utf8PlainText) == Tag(name: "shade"))
        #expect(try await TransferItem(tag).load(Tag.self) == tag)
        #expect(try await TransferItem("#sun").load(Tag.self) == Tag(name: "sun"))
    }

    @Test func aCustomRepresentationComposesOthersThroughItsBody() async throws {
        let label = Label(text: "Fern")
        #expect(label.offeredContentTypes == [.html, .utf8PlainText])
        #expect(String(decoding: try await label.exported(as: .html), as: UTF8.self) == "<b>Fern</b>")
        #expect(try await Label.imported(from: Data("Pothos".utf8), contentType: .plainText) == Label(text: "Pothos"))
        await #expect(throws: TransferError.decodingFailed(reason: "HTML is not read")) {
            _ = try await Label.imported(from: Data("<b>x</b>".utf8), contentType: .html)
        }
    }

    @Test func theSendersOrderDecidesBetweenTypesTheReceiverReads() async throws {
        // Label reads HTML first but the sender offers text first, so the text proxy is used.
        let fromText = try await TransferItem("Monstera").load(Label.self)
        #expect(fromText == Label(text: "Monstera"))
    }
}
