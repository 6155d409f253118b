import Foundation
import Testing

@testable import TerrariumTransfer

@Suite struct TransferErrorTests {
    @Test(arguments: [
        (
            TransferError.noMatchingContentType(offered: [.png], accepted: [.text, .url]),
            "no matching content type: offered public.png; accepted public.text, public.url"
        ),
        (
            .noMatchingContentType(offered: [], accepted: [.text]),
            "no matching content type: offered nothing; accepted public.text"
        ),
        (.decodingFailed(reason: "not valid UTF-8 text"), "cannot decode the data: not valid UTF-8 text"),
        (.exportFailed(reason: "disk full"), "cannot export the value: disk full"),
        (.tooLarge(size: 2048, limit: 1000), "too large: 2048 bytes, more than the limit of 1000 bytes"),
    ])
    func eachErrorSaysWhatWentWrong(error: TransferError, message: String) {
        #expect(error.description == message)
    }

    @Test func aMissingFileIsNamedByItsPath() {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("clip.mp4")
        #expect(TransferError.fileMissing(url).description == "file missing: \(url.path)")
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String { "the importer gave up" }
    }

    struct Fragile: Transferable {
        static var transferRepresentation: some TransferRepresentation {
            DataRepresentation(contentType: .json) { (_: Fragile) in
                throw Failure()
            } importing: { _ in
                throw Failure()
            }
        }
    }

    /// Fails both ways, as ``Fragile`` does, through a file.
    struct FragileFile: Transferable {
        static var transferRepresentation: some TransferRepresentation {
            FileRepresentation(
                contentType: .json, exporting: { (_: FragileFile) -> SentTransferredFile in throw Failure() },
                importing: { _ in throw Failure() })
        }
    }

    @Test(arguments: [Fragile() as any Transferable, FragileFile()])
    func errorsFromRepresentationsAreWrappedWithTheirText(_ value: any Transferable) async {
        await #expect(throws: TransferError.decodingFailed(reason: "the importer gave up")) {
            _ = try await type(of: value).imported(from: Data(), contentType: .json)
        }
        await #expect(throws: TransferError.exportFailed(reason: "the importer gave up")) {
            _ = try await value.exported(as: .json)
        }
    }

    @Test func noRepresentationForTheOfferedTypeNamesBothSides() async {
        await #expect(
            throws: TransferError.noMatchingContentType(
                offered: [.png], accepted: [.utf8PlainText, .utf16PlainText, .plainText])
        ) {
            _ = try await String.imported(from: Data(), contentType: .png)
        }
        await #expect(throws: TransferError.noMatchingContentType(offered: [.utf8PlainText], accepted: [.json])) {
            _ = try await TransferItem("text").load(Fragile.self)
        }
    }

    @Test func invalidJSONForACodableTypeIsADecodingError() async {
        await #expect {
            _ = try await Plant.imported(from: Data("{not json".utf8), contentType: Plant.contentType)
        } throws: { error in
            guard case .decodingFailed(let reason) = error as? TransferError else { return false }
            return !reason.isEmpty
        }
    }

    @Test func anOversizePayloadIsRefused() async {
        await #expect(throws: TransferError.tooLarge(size: 5, limit: 4)) {
            _ = try await String.imported(from: Data("Ferns".utf8), contentType: .plainText, limit: 4)
        }
        await #expect(throws: TransferError.tooLarge(size: 5, limit: 4)) {
            _ = try await "Ferns".exported(as: .text, limit: 4)
        }
    }
}
