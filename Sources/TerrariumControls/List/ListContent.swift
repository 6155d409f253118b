import TerrariumCore

/// A list's content as rows it can make one at a time: each segment of the content (a single
/// view, or the elements of a `ForEach`) with what its rows are and where they start.
@MainActor
struct ListContent {
    private(set) var segments: [LazySegment] = []
    /// What the rows of each segment are.
    private(set) var kinds: [ListRowKind] = []
    /// The first row of each segment.
    private(set) var starts: [Int] = []
    /// The rows of each segment the list shows.
    private(set) var counts: [Int] = []
    /// The number of rows.
    private(set) var count = 0

    init() {}

    /// The rows of `content`, with a blank row before each section's header but the first when
    /// `separatesSections`.
    init(_ content: some View, separatesSections: Bool) {
        var collected: [LazySegment] = []
        LazySegment.collect(content, into: &collected)
        for segment in Self.expandingSections(collected) {
            var kind = ListRowKind.row
            if case .single(let view) = segment, let part = view as? any SectionPartProtocol { kind = part.kind }
            if separatesSections, kind == .header, count > 0 { append(.single(SectionGap()), kind: .gap) }
            append(segment, kind: kind)
        }
    }

    /// The rows of an outline: one segment, the rows of its tree that are shown.
    init(outline: any OutlineRowSource) {
        append(.elements(outline), kind: .row)
    }

    /// The segments with each `ForEach` whose elements are sections (`ForEach(rooms) { room in
    /// Section(room.name) { ForEach(room.plants) { … } } }`) replaced by its sections' own
    /// segments, so their headers and rows are rows of the list; only for up to 10,000 sections,
    /// which are made to read them.
    private static func expandingSections(_ segments: [LazySegment]) -> [LazySegment] {
        var expanded: [LazySegment] = []
        for segment in segments {
            guard case .elements(let source) = segment, (1...10_000).contains(source.lazyCount),
                source.elementsProvideSegments
            else {
                expanded.append(segment)
                continue
            }
            for offset in 0..<source.lazyCount { LazySegment.collect(source.lazyView(at: offset), into: &expanded) }
        }
        return expanded
    }

    private mutating func append(_ segment: LazySegment, kind: ListRowKind) {
        // A collection may claim any count: the list keeps the rows up to `Int.max` and leaves
        // out what comes after them.
        let rows = min(max(0, segment.count), Int.max - count)
        guard rows > 0 || segment.count == 0 else { return }
        segments.append(segment)
        kinds.append(kind)
        starts.append(count)
        counts.append(rows)
        count += rows
    }

    /// The segment row `row` belongs to, and the row's offset in it.
    func locate(_ row: Int) -> (segment: Int, offset: Int) {
        let (segment, offset) = starts.part(containing: row)
        return (segment, offset)
    }

    /// What row `row` is.
    func kind(of row: Int) -> ListRowKind {
        guard row >= 0, row < count else { return .gap }
        return kinds[locate(row).segment]
    }

    /// The identity of row `row` when it is an element of a `ForEach`, read without making it.
    func elementID(of row: Int) -> AnyHashable? {
        guard row >= 0, row < count else { return nil }
        let (segment, offset) = locate(row)
        guard case .elements(let source) = segments[segment] else { return nil }
        return source.lazyID(at: offset)
    }

    /// The view of row `row`, as a value, without making its node.
    func view(of row: Int) -> (any View)? {
        guard row >= 0, row < count else { return nil }
        let (segment, offset) = locate(row)
        switch segments[segment] {
        case .single(let view): return view
        case .elements(let source): return source.lazyView(at: offset)
        }
    }

    /// The editing actions of row `row`'s `ForEach`, and the row's offset in it.
    func editing(_ row: Int) -> (actions: RowEditActions, offset: Int, segment: Int)? {
        guard row >= 0, row < count else { return nil }
        let (segment, offset) = locate(row)
        guard case .elements(let source) = segments[segment], let editable = source as? EditableElements else {
            return nil
        }
        return (editable.actions, offset, segment)
    }

    /// The range of rows of segment `segment`.
    func rows(ofSegment segment: Int) -> Range<Int> { starts[segment]..<(starts[segment] + counts[segment]) }

    /// Adds the views of `rows` to `children`, keeping `reusable` rows that `built` holds from
    /// `builtStart` on.
    func build(
        _ rows: Range<Int>, into children: inout ChildReconciler, reusing built: [ViewNode], from builtStart: Int?
    ) {
        for row in rows {
            if let builtStart, row >= builtStart, row - builtStart < built.count {
                children.keep(built[row - builtStart])
                continue
            }
            let (segment, offset) = locate(row)
            switch segments[segment] {
            case .single(let view): children.next(view, segment: segment, id: 0)
            case .elements(let source): source.addElement(at: offset, segment: segment, to: &children)
            }
        }
    }
}
