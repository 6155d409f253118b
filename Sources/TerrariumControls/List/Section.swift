public import TerrariumCore

/// A group of rows with an optional header and footer.
///
/// ```swift
/// List {
///     Section("Ferns") { ForEach(ferns) { Text($0.name) } }
///     Section {
///         Text("Water weekly")
///     } header: {
///         Text("Care")
///     } footer: {
///         Text("Less in winter")
///     }
/// }
/// ```
///
/// In a `List` the header, each row and the footer are rows of their own, made only when they
/// are visible; elsewhere a section stacks them vertically.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// Creates a section with a header and a footer.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section from a header and footer view, as SwiftUI's older initialiser does.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    /// The form the section is in, if any: there a blank row sets it apart from the next.
    @Environment(\.formLabelColumn) private var formColumn
    /// How the form the section is in lays sections out.
    @Environment(\.formLayout) private var formLayout

    /// The header, the content and the footer, one above the other; in a grouped form, the
    /// content and the footer in a box titled by the header.
    public var body: some View {
        if formColumn != nil, formLayout == .grouped {
            DefaultGroupBoxStyle().makeBody(
                configuration: GroupBoxStyleConfiguration(
                    label: GroupBoxStyleConfiguration.Label(content: AnyView(header)),
                    content: GroupBoxStyleConfiguration.Content(
                        content: AnyView(
                            VStack(alignment: .leading, spacing: 0) {
                                content
                                SectionPart(kind: .footer, content: footer)
                            })),
                    hasLabel: !(header is EmptyView)))
        } else {
            VStack(alignment: .leading, spacing: 0) {
                SectionPart(kind: .header, content: header)
                content
                SectionPart(kind: .footer, content: footer)
                if formColumn != nil { SectionGap() }
            }
        }
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section from a header view.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section from a footer view.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with neither header nor footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section whose header is `title`.
    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section: LazySegmentProvider {
    package func appendSegments(to segments: inout [LazySegment]) {
        if !(header is EmptyView) { segments.append(.single(SectionPart(kind: .header, content: header))) }
        LazySegment.collect(content, into: &segments)
        if !(footer is EmptyView) { segments.append(.single(SectionPart(kind: .footer, content: footer))) }
    }
}

/// What a list row is: one of the content's rows, a section's header or footer, or the space a
/// style leaves between sections.
enum ListRowKind: Sendable {
    case row
    case header
    case footer
    case gap
}

/// A section's header or footer, drawn as such: a header bold, a footer dim.
struct SectionPart<Content: View>: View, SectionPartProtocol {
    let kind: ListRowKind
    let content: Content

    var body: some View {
        if kind == .header {
            content.bold()
        } else {
            content.dim()
        }
    }
}

/// Tells a header or footer apart from a row when a list reads its content.
@MainActor
protocol SectionPartProtocol {
    var kind: ListRowKind { get }
}

/// The blank row some styles put between sections.
struct SectionGap: View, SectionPartProtocol {
    var kind: ListRowKind { .gap }
    var body: some View { Text(" ") }
}
