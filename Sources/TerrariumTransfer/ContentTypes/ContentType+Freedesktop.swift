public import Foundation

extension ContentType {
    /// Adds the types of the freedesktop.org shared MIME-info database found on this host, and
    /// returns how many it added.
    ///
    /// ```swift
    /// ContentType.registerSystemMIMETypes()
    /// ContentType(filenameExtension: "wad")?.preferredMIMEType   // "application/x-doom-wad", where installed
    /// ```
    ///
    /// The database is read from the `mime` folder of each data directory the XDG base directory
    /// specification names (`XDG_DATA_HOME`, then `XDG_DATA_DIRS`, by default the system's shared
    /// data folders), the first to declare a MIME type winning. Only MIME types no other
    /// declaration names are added, as imported types: the built-in table and the app's own
    /// declarations keep their answers, so a lookup that worked without the database gives the
    /// same answer with it. Nothing is read until this is called.
    @discardableResult
    public static func registerSystemMIMETypes(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int {
        mimeDatabaseDirectories(environment: environment).reduce(0) { count, directory in
            count + registerMIMETypes(fromDatabaseAt: directory)
        }
    }

    /// Adds the types of the shared MIME-info database in `directory` (a folder holding
    /// `globs2`, `subclasses` and `aliases`) that nothing declares yet; returns how many.
    @discardableResult
    public static func registerMIMETypes(fromDatabaseAt directory: URL) -> Int {
        func read(_ name: String) -> String {
            (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
        }
        let database = FreedesktopMIMEDatabase(
            globs2: read("globs2"), subclasses: read("subclasses"), aliases: read("aliases"))
        let registry = ContentTypeRegistry.shared
        let declarations = database.declarations { registry.identifiers(forMIMEType: $0).first }
        for declaration in declarations {
            registry.declare(declaration, kind: .imported)
        }
        return declarations.count
    }

    /// The `mime` folders of the XDG data directories, the most particular first.
    package static func mimeDatabaseDirectories(environment: [String: String]) -> [URL] {
        var directories: [String] = []
        if let home = environment["XDG_DATA_HOME"], home.hasPrefix("/") {
            directories.append(home)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            directories.append(home + "/.local/share")
        }
        let shared = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        directories += shared.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        var seen: Set<String> = []
        return directories.filter { seen.insert($0).inserted }.map {
            URL(fileURLWithPath: $0, isDirectory: true).appendingPathComponent("mime", isDirectory: true)
        }
    }
}
