public import Foundation

/// A folder of pictures, such as `Docs/Images`, compared with the pictures as they are made now.
///
/// ```swift
/// let folder = PictureFolder(url: URL(fileURLWithPath: "Docs/Images"))
/// let differences = try folder.differences(from: ["gallery.svg": svg])
/// ```
///
/// Only `.svg` files take part: the folder's other files are neither compared nor removed.
public struct PictureFolder: Sendable {
    /// The folder.
    public let url: URL

    /// The folder at `url`, which need not exist yet.
    public init(url: URL) {
        self.url = url
    }

    /// How the folder differs from `files` (each file's name and content), sorted by file name:
    /// files missing from it, files whose content is not the picture's, and `.svg` files no
    /// picture makes.
    public func differences(from files: [String: String]) throws -> [PictureDifference] {
        var differences: [PictureDifference] = []
        for (name, content) in files {
            switch try read(name) {
            case nil: differences.append(PictureDifference(.missing, name))
            case let data? where data != Data(content.utf8): differences.append(PictureDifference(.stale, name))
            default: break
            }
        }
        for name in try svgFiles() where files[name] == nil {
            differences.append(PictureDifference(.extra, name))
        }
        return differences.sorted { $0.fileName < $1.fileName }
    }

    /// Makes the folder hold exactly `files` among its `.svg` files: writes those missing or
    /// stale, leaves the others untouched, removes the extra ones; returns what it changed.
    @discardableResult
    public func update(to files: [String: String]) throws -> [PictureDifference] {
        let differences = try differences(from: files)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for difference in differences {
            let file = url.appendingPathComponent(difference.fileName)
            switch difference.kind {
            case .missing, .stale:
                try Data(files[difference.fileName, default: ""].utf8).write(to: file, options: .atomic)
            case .extra: try FileManager.default.removeItem(at: file)
            }
        }
        return differences
    }

    /// The content of the file `name`, or nil when there is none.
    private func read(_ name: String) throws -> Data? {
        let file = url.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try Data(contentsOf: file)
    }

    /// The names of the folder's `.svg` files; none when the folder does not exist.
    private func svgFiles() throws -> [String] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".svg") }
    }
}

/// One way a folder's pictures differ from those made now.
public struct PictureDifference: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Kind: String, Hashable, Sendable {
        /// No file holds the picture.
        case missing
        /// The file holds something else than the picture.
        case stale
        /// No picture is written to this file any more.
        case extra
    }

    /// What is wrong with the file.
    public let kind: Kind
    /// The file's name, such as `gallery.svg`.
    public let fileName: String

    /// A difference of `kind` in the file `fileName`.
    public init(_ kind: Kind, _ fileName: String) {
        self.kind = kind
        self.fileName = fileName
    }

    /// The difference as a line of a report: `stale: gallery.svg`.
    public var description: String { "\(kind.rawValue): \(fileName)" }
}
