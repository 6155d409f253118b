/// The files a new widget starts with, as text; each is in a file of its own beside this one.
///
/// ```swift
/// let source = Templates.control(name)  // Sources/Gauge/Gauge.swift
/// ```
///
/// The tests expect exactly what the control and the sample view draw, so the generated package
/// passes `swift test` at once. The generated code compiles with or without the upcoming features
/// `InternalImportsByDefault`, `MemberImportVisibility` and `ExistentialAny`: each file imports
/// every module whose members it uses, `public` where its public API shows that module's types.
enum Templates {
    /// The files to create, relative to the package's folder, with their contents.
    static func files(for name: WidgetName, targetPath: String, testsPath: String) -> [(path: String, text: String)] {
        let sources = "\(targetPath)/\(name.type)"
        return [
            ("\(sources)/\(name.type).swift", control(name)),
            ("\(sources)/\(name.representable).swift", representable(name)),
            ("\(sources)/\(name.example).swift", example(name)),
            ("\(testsPath)/\(name.tests)/\(name.tests).swift", tests(name)),
        ]
    }
}
