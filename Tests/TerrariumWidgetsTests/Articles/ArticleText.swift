import Foundation

/// An article's markdown: its fenced blocks, the pictures it shows and the symbols it links.
struct ArticleText {
    let lines: [String]

    init(contentsOf url: URL) throws {
        lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    }

    /// The blocks fenced as ```` ```language ````, in order, without their fences.
    func blocks(fenced language: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        var currentLanguage = ""
        for line in lines {
            // A fence may be indented, as in a list item; its lines keep the indentation.
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let block = current {
                    if currentLanguage == language { blocks.append(block) }
                    current = nil
                } else {
                    currentLanguage = String(trimmed.dropFirst(3))
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The prose: every line outside a fenced block.
    var prose: String {
        var inside = false
        var kept: [String] = []
        for line in lines {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inside.toggle()
            } else if !inside {
                kept.append(line)
            }
        }
        return kept.joined(separator: "\n")
    }

    /// The names of the pictures shown with `![alt](name)`.
    var pictureNames: [String] {
        prose.matches(of: /!\[[^\]]*\]\(([^)]+)\)/).map { String($0.output.1) }
    }
}
