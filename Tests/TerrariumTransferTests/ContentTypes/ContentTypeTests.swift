import Testing

@testable import TerrariumTransfer

@Suite struct ContentTypeTests {
    /// Rows of a type, a candidate supertype, and whether the first conforms to the second.
    static let conformance: [(ContentType, ContentType, Bool)] = [
        (.utf8PlainText, .plainText, true),
        (.utf8PlainText, .text, true),
        (.utf8PlainText, .data, true),
        (.utf8PlainText, .item, true),
        (.utf8PlainText, .content, true),
        (.plainText, .utf8PlainText, false),
        (.text, .plainText, false),
        (.json, .text, true),
        (.json, .plainText, false),
        (.png, .image, true),
        (.jpeg, .image, true),
        (.gif, .image, true),
        (.svg, .image, true),
        (.svg, .xml, true),
        (.image, .png, false),
        (.png, .text, false),
        (.fileURL, .url, true),
        (.url, .fileURL, false),
        (.url, .text, false),
        (.folder, .directory, true),
        (.directory, .data, false),
        (.markdown, .plainText, true),
        (.commaSeparatedText, .delimitedText, true),
        (.commaSeparatedText, .text, true),
        (.html, .text, true),
        (.swiftSource, .sourceCode, true),
        (.swiftSource, .plainText, true),
        (.pythonScript, .script, true),
        (.zip, .archive, true),
        (.gzip, .archive, true),
        (.pdf, .compositeContent, true),
        (.pdf, .data, true),
        (.mp3, .audio, true),
        (.mp3, .movie, false),
        (.mpeg4Movie, .movie, true),
        (.mpeg4Movie, .audiovisualContent, true),
        (.mpeg4Audio, .audio, true),
        (.quickTimeMovie, .movie, true),
        (.data, .data, true),
    ]

    @Test(arguments: conformance)
    func conformanceFollowsTheGraph(type: ContentType, supertype: ContentType, expected: Bool) {
        #expect(type.conforms(to: supertype) == expected, "\(type) → \(supertype)")
    }

    @Test func supertypesAreTransitiveAndExcludeTheTypeItself() {
        #expect(ContentType.utf8PlainText.supertypes == [.plainText, .text, .data, .content, .item])
        #expect(ContentType.item.supertypes.isEmpty)
    }

    @Test func theBuiltInTableHasAFewHundredTypesEachWithKnownParents() {
        let all = BuiltInContentTypes.all
        #expect(all.count >= 250)
        let identifiers = Set(all.map { $0.identifier.lowercased() })
        #expect(identifiers.count == all.count, "no identifier twice")
        for declaration in all {
            for parent in declaration.conformsTo {
                #expect(identifiers.contains(parent.lowercased()), "\(declaration.identifier) → \(parent)")
            }
        }
    }

    @Test func everyStandardConstantIsBuiltIn() {
        for type in [ContentType.item, .text, .utf8PlainText, .json, .png, .svg, .fileURL, .folder, .pdf, .zip] {
            #expect(type.isBuiltIn, "\(type)")
        }
    }

    @Test(arguments: [
        ("png", ContentType.png), ("PNG", .png), (".jpg", .jpeg), ("jpeg", .jpeg), ("json", .json),
        ("md", .markdown), ("csv", .commaSeparatedText), ("swift", .swiftSource), ("txt", .plainText),
        ("zip", .zip), ("pdf", .pdf), ("mp4", .mpeg4Movie), ("html", .html), ("svg", .svg),
    ])
    func filenameExtensionsNameTheirTypes(tag: String, type: ContentType) {
        #expect(ContentType(filenameExtension: tag) == type)
    }

    @Test(arguments: [
        ("image/png", ContentType.png), ("IMAGE/PNG", .png), ("text/plain; charset=utf-8", .plainText),
        ("application/json", .json), ("text/markdown", .markdown), ("application/pdf", .pdf),
        ("text/csv", .commaSeparatedText), ("video/mp4", .mpeg4Movie), ("audio/mpeg", .mp3),
    ])
    func mimeTypesNameTheirTypes(tag: String, type: ContentType) {
        #expect(ContentType(mimeType: tag) == type)
    }

    @Test func preferredTagsComeFirst() {
        #expect(ContentType.jpeg.preferredFilenameExtension == "jpg")
        #expect(ContentType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(ContentType.json.tags == [.filenameExtension: ["json"], .mimeType: ["application/json"]])
        #expect(ContentType.utf8PlainText.preferredFilenameExtension == nil)
        #expect(ContentType.text.tags[.filenameExtension] == nil)
    }

    @Test func unknownTagsAndIdentifiersGiveNil() {
        #expect(ContentType(filenameExtension: "no-such-extension") == nil)
        #expect(ContentType(mimeType: "application/x-no-such-type") == nil)
        #expect(ContentType("org.example.undeclared") == nil)
        #expect(ContentType(filenameExtension: "png", conformingTo: .text) == nil)
    }

    @Test func identifiersCompareWithoutCase() {
        #expect(ContentType("PUBLIC.PNG") == .png)
        #expect(ContentType("PUBLIC.PNG")?.identifier == "public.png")
        #expect(Set([ContentType.png, ContentType("Public.Png")!]).count == 1)
    }

    @Test func anExportedTypeConformsAndHasItsTags() {
        let plant = ContentType(
            exportedAs: "org.example.tests.plant", conformingTo: .json, filenameExtensions: ["testplant"],
            mimeTypes: ["application/x-plant"])
        #expect(plant.conforms(to: .json))
        #expect(plant.conforms(to: .text))
        #expect(!plant.conforms(to: .image))
        #expect(plant.isDeclared && !plant.isBuiltIn)
        #expect(ContentType(filenameExtension: "testplant") == plant)
        #expect(ContentType(mimeType: "application/x-plant") == plant)
        #expect(plant.preferredFilenameExtension == "testplant")
        #expect(ContentType("org.example.tests.plant") == plant)
    }

    @Test func anExportedTypeWithoutAParentConformsToData() {
        let layer = ContentType(exportedAs: "org.example.tests.layer")
        #expect(layer.supertypes == [.data, .item])
    }

    @Test func declaringAgainMergesTags() {
        let first = ContentType(exportedAs: "org.example.tests.merged", filenameExtensions: ["mrg"])
        _ = ContentType(exportedAs: "org.example.tests.merged", conformingTo: .text, filenameExtensions: ["merged"])
        #expect(first.tags[.filenameExtension] == ["mrg", "merged"])
        #expect(first.conforms(to: .text))
    }

    @Test func anExportedDeclarationWinsOverAnImportedOne() {
        let imported = ContentType(
            importedAs: "org.example.tests.shared", conformingTo: .text, filenameExtensions: ["shr"])
        #expect(imported.conforms(to: .text))
        _ = ContentType(exportedAs: "org.example.tests.shared", conformingTo: .image, filenameExtensions: ["shared"])
        #expect(imported.conforms(to: .image))
        #expect(!imported.conforms(to: .text))
        #expect(ContentType(filenameExtension: "shr") == nil)
        _ = ContentType(importedAs: "org.example.tests.shared", conformingTo: .audio)
        #expect(!imported.conforms(to: .audio))
    }

    @Test func builtInTypesCannotBeRedeclared() {
        _ = ContentType(exportedAs: "public.png", conformingTo: .text, filenameExtensions: ["notpng"])
        #expect(!ContentType.png.conforms(to: .text))
        #expect(ContentType(filenameExtension: "notpng") == nil)
    }

    @Test func aDeclarationRegistersOnce() {
        let type = ContentTypeDeclaration(
            identifier: "org.example.tests.declared", conformingTo: [.commaSeparatedText], filenameExtensions: ["DCL"]
        ).register(as: .exported)
        #expect(ContentType(filenameExtension: "dcl") == type)
        #expect(type.conforms(to: .delimitedText))
    }

    @Test func declarationsFromManyTasksAtOnceAreAllKept() async {
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<64 {
                group.addTask {
                    _ = ContentType(
                        exportedAs: "org.example.tests.concurrent\(index)", filenameExtensions: ["cc\(index)"])
                }
            }
        }
        for index in 0..<64 {
            #expect(ContentType(filenameExtension: "cc\(index)")?.identifier == "org.example.tests.concurrent\(index)")
        }
    }
}
