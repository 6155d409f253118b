import Foundation
import PicturesKit
import Testing

/// The Terrarium articles' code is compiled code: every Swift block of an article is a region of
/// a source that builds (`Samples/Articles`) or a test that runs (this folder), marked
/// `// article: <file>#<n>` … `// end article`, so the articles cannot drift from the API.
@Suite struct ArticleCodeTests {
    /// The articles whose code is checked, in the Terrarium documentation catalog.
    static let articles = [
        "GettingStarted.md", "EmbeddingAnImperativeWidget.md", "HostingDeclarativeViews.md",
        "SnapshotTestingAWidgetTree.md",
    ]

    /// The package's root: four folders above this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let catalog = root.appendingPathComponent("Sources/Terrarium/Terrarium.docc")

    /// The marked regions, read once for every test of the suite.
    static let markedRegions = Result { try regions() }

    /// The folders whose Swift files hold the marked regions.
    static let regionFolders = ["Samples/Articles", "Tests/TerrariumWidgetsTests/Articles"]

    @Test(arguments: articles)
    func everySwiftBlockIsACompiledRegion(article: String) throws {
        let blocks = try ArticleText(contentsOf: Self.catalog.appendingPathComponent(article)).blocks(fenced: "swift")
        #expect(!blocks.isEmpty, "\(article) shows no Swift code")
        let regions = try Self.markedRegions.get()
        for (index, block) in blocks.enumerated() {
            let id = "\(article)#\(index + 1)"
            guard let region = regions[id] else {
                Issue.record("\(id) is in no compiled source; mark its code `// article: \(id)` … `// end article`")
                continue
            }
            #expect(
                Self.normalized(block) == Self.normalized(region.lines, isSource: true),
                "\(id) differs from \(region.file):\n\(block.joined(separator: "\n"))")
        }
    }

    @Test func everyRegionIsShownByItsArticle() throws {
        var shown: Set<String> = []
        for article in Self.articles {
            let blocks = try ArticleText(contentsOf: Self.catalog.appendingPathComponent(article)).blocks(
                fenced: "swift")
            for index in blocks.indices { shown.insert("\(article)#\(index + 1)") }
        }
        let regions = try Self.markedRegions.get()
        #expect(!regions.isEmpty)
        for id in regions.keys.sorted() where !shown.contains(id) {
            Issue.record("\(id), in \(regions[id]!.file), is shown by no article")
        }
    }

    @Test(arguments: articles)
    func everyPictureIsOneTheToolWrites(article: String) throws {
        let text = try ArticleText(contentsOf: Self.catalog.appendingPathComponent(article))
        let pictures = text.pictureNames
        #expect(!pictures.isEmpty, "\(article) shows no picture")
        for name in pictures {
            #expect(Pictures.named(name) != nil, "\(article) shows \(name), which terrarium-pictures does not write")
        }
    }

    @Test(arguments: articles)
    func manifestsNameProductsOfThisPackage(article: String) throws {
        let text = try ArticleText(contentsOf: Self.catalog.appendingPathComponent(article))
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let products = Set(manifest.matches(of: /\.library\(name: "([A-Za-z]+)"/).map { String($0.output.1) })
        for block in text.blocks(fenced: "text") where block.first?.hasPrefix("// swift-tools-version") == true {
            for match in block.joined(separator: "\n").matches(of: /\.product\(name: "([A-Za-z]+)"/) {
                #expect(products.contains(String(match.output.1)), "\(article) names no product \(match.output.1)")
            }
        }
    }

    @Test func theCheckFindsABlockThatDrifted() {
        let region = ["    struct A {", "        var b = 1", "    }"]
        #expect(Self.normalized(["struct A {", "    var b = 1", "}"]) == Self.normalized(region, isSource: true))
        #expect(Self.normalized(["struct A {", "    var b = 2", "}"]) != Self.normalized(region, isSource: true))
        // A library has no entry point: the article's `@main` is a comment in the source.
        #expect(
            Self.normalized(["@main", "struct A {}"]) == Self.normalized(["// @main", "struct A {}"], isSource: true))
    }

    // MARK: - Reading

    /// A marked region: its lines and the file they are in.
    struct Region {
        var file: String
        var lines: [String]
    }

    /// Every marked region of the region folders, by `<article>#<n>`; a region marked twice, or
    /// never ended, fails the test.
    static func regions() throws -> [String: Region] {
        var regions: [String: Region] = [:]
        for folder in regionFolders {
            let url = root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(atPath: url.path) else { continue }
            for case let path as String in files where path.hasSuffix(".swift") && path != "ArticleCodeTests.swift" {
                let file = "\(folder)/\(path)"
                let lines = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
                    .components(separatedBy: "\n")
                var open: (id: String, lines: [String])?
                for line in lines {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed.hasPrefix("// article: ") {
                        #expect(open == nil, "\(file): a region starts inside \(open?.id ?? "")")
                        open = (String(trimmed.dropFirst("// article: ".count)), [])
                    } else if trimmed == "// end article" {
                        guard let region = open else {
                            Issue.record("\(file): `// end article` without a start")
                            continue
                        }
                        #expect(regions[region.id] == nil, "\(region.id) is marked twice")
                        regions[region.id] = Region(file: file, lines: region.lines)
                        open = nil
                    } else if open != nil {
                        open?.lines.append(line)
                    }
                }
                #expect(open == nil, "\(file): \(open?.id ?? "") has no `// end article`")
            }
        }
        return regions
    }

    /// `lines` without their common indentation, trailing spaces and blank lines at either end;
    /// in a source, a `// @main` line stands for the attribute a library cannot have.
    static func normalized(_ lines: [String], isSource: Bool = false) -> [String] {
        var lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indentation = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { line in
            let dedented = String(line.dropFirst(min(indentation, line.count)))
            return isSource && dedented == "// @main" ? "@main" : dedented
        }
    }
}
