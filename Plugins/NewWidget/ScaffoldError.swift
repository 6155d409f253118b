/// Why the widget could not be created, in words for the person who ran the command.
struct ScaffoldError: Error, CustomStringConvertible {
    /// What went wrong and what to do about it.
    let description: String

    /// Creates an error saying `description`.
    init(_ description: String) {
        self.description = description
    }
}
