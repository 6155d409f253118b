import Terrarium

/// A directory tree read from disk with `List(_:children:)`: each directory's entries are read
/// when it is first expanded, as many as ``DirectoryListing`` allows.
struct DirectoryOutline: View {
    let root: String
    @State private var listing: DirectoryListing
    @State private var selection: DirectoryEntry.ID?

    /// An outline of the directory at `root`.
    init(root: String) {
        self.root = root
        _listing = State(initialValue: DirectoryListing(path: root))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Files in \(DirectoryListing.sanitised(root)) · → opens a folder, ← closes it").dim().lineLimit(1)
            List(listing, children: \.children, selection: $selection) { entry in
                Text(verbatim: entry.title).lineLimit(1)
            }
        }
    }
}
