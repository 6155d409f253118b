import Foundation
import Testing

@testable import TerrariumTransfer

@Suite struct StandardTypesTests {
    @Test func stringRoundTripsAsUTF8AndReadsOtherPlainText() async throws {
        let text = "Monstera 🌿"
        #expect(text.offeredContentTypes == [.utf8PlainText])
        let data = try await text.exported(as: .text)
        #expect(data == Data(text.utf8))
        #expect(try await String.imported(from: data, contentType: .utf8PlainText) == text)
        #expect(try await String.imported(from: data, contentType: .plainText) == text)
        #expect(try await String.imported(from: data, contentType: .markdown) == text)
        let utf16 = text.data(using: .utf16)!
        #expect(try await String.imported(from: utf16, contentType: .utf16PlainText) == text)
        await #expect(throws: TransferError.decodingFailed(reason: "not valid UTF-8 text")) {
            _ = try await String.imported(from: Data([0xFF, 0xFE, 0xFD]), contentType: .plainText)
        }
        await #expect(throws: TransferError.self) {
            _ = try await String.imported(from: Data("x".utf8), contentType: .png)
        }
    }

    @Test func dataReadsAnyDataType() async throws {
        let bytes = Data([0, 1, 2, 255])
        #expect(try await Data.imported(from: bytes, contentType: .png) == bytes)
        #expect(try await bytes.exported(as: .data) == bytes)
        #expect(try await TransferItem("hi").load(Data.self) == Data("hi".utf8))
    }

    @Test func urlRoundTripsAndFileURLsOfferTheirOwnType() async throws {
        let web = URL(string: "https://example.org/plants?q=fern")!
        let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("plant notes.txt")
        #expect(web.offeredContentTypes == [.url, .utf8PlainText])
        #expect(file.offeredContentTypes == [.fileURL, .url, .utf8PlainText])
        #expect(try await TransferItem(web).load(URL.self) == web)
        #expect(try await TransferItem(file).load(URL.self) == file)
        #expect(String(decoding: try await web.exported(as: .plainText), as: UTF8.self) == web.absoluteString)
        await #expect(throws: TransferError.decodingFailed(reason: "not a URL: fern")) {
            _ = try await URL.imported(from: Data("fern".utf8), contentType: .url)
        }
    }

    @Test func attributedStringRoundTripsItsCharactersAsText() async throws {
        let attributed = AttributedString("Fern")
        #expect(attributed.offeredContentTypes == [.utf8PlainText])
        #expect(try await TransferItem(attributed).load(AttributedString.self) == attributed)
        #expect(try await TransferItem(attributed).load(String.self) == "Fern")
        #expect(
            try await AttributedString.imported(from: Data("Pothos".utf8), contentType: .plainText)
                == AttributedString("Pothos"))
    }
}
