import TerrariumCore
import TerrariumTerminal

/// Makes, places and draws the visible rows of a `List`, and keeps its scroll position, the
/// row the keyboard is on and the anchor of a range being selected.
final class ListRenderer: NodeRenderer {
    weak var node: ViewNode?
    var isEnabled = true
    var selection: any ListSelection = NoListSelection()
    var style = ListLayoutStyle(DefaultListStyle())
    /// The table whose rows the list holds, which scrolls its columns with ← → and is the
    /// element assistive technology reads.
    weak var table: TableRenderer?
    /// The menu and primary action of a `contextMenu(forSelectionType:)` around the list.
    var selectionMenu: SelectionMenuActions?
    private(set) var content = ListContent()
    /// The rows of the tree the list shows, when it is an outline: ← → expand and collapse them.
    var outline: (any OutlineRowSource)?
    /// Counts the updates that set ``content``.
    private var contentVersion = 0
    /// The ``contentVersion`` the built rows show.
    private var builtVersion = -1
    /// The rows the node's children are, in order.
    private(set) var builtRange = 0..<0
    /// The first row shown.
    var top = 0
    /// The row the keyboard is on.
    var cursor: Int?
    /// Where a range selected with Shift starts.
    var anchor: Int?
    /// Whether the next layout scrolls the cursor's row into view.
    var revealsCursor = false
    /// Where the rows were last placed.
    private(set) var viewport = Rect.zero
    /// What `refreshable(action:)` around the list runs, if anything.
    var refresh: RefreshAction?
    /// Whether a refresh is running, which shows a line above the rows.
    private(set) var isRefreshing = false
    /// The badge of each row made, by its place among the node's children.
    private var badges: [Int: String] = [:]
    /// What selecting each row made selects, by its place among the node's children, where
    /// worked out: drawing asks for it several times a frame, and a row kept when the list
    /// scrolls keeps its value.
    // Unchecked for exclusivity: read for every row of every frame, and no access overlaps another.
    @exclusivity(unchecked) private var builtValues: [RowValue] = []
    /// The graph's trait writes when ``builtValues`` were last known good: a tag written since
    /// may have changed any of them.
    private var valuesTraitWrites = 0
    /// How each row was drawn last, by row: moving the selection redraws only the rows whose
    /// marks change, not the whole list.
    private var drawnMarks: [Int: RowMark] = [:]
    /// The first row shown when the rows were last placed.
    private var placedTop: Int?
    /// The number of rows and the version of the content when the rows were last placed.
    private var placedCount = 0
    private var placedVersion = -1
    /// Whether every row placed last was one line tall.
    private var placedLines = false

    var drawsContent: Bool { true }

    package var hitTesting: HitTesting { .clipped }

    /// Takes the content of an update of the list; the visible rows are made from it once the
    /// update has settled, or when the list is placed if that comes first.
    ///
    /// Not now: an update whose actions change the content again (`onChange(of: sortOrder)`
    /// sorting the rows) sets it twice, and rows made from the first would be made, compared and
    /// torn down for nothing. Not as late as layout: keys, clicks and assistive technology read
    /// the rows between an update and the next frame.
    func setContent(_ newContent: ListContent, node: ViewNode) {
        content = newContent
        contentVersion &+= 1
        if let cursor, cursor >= content.count { self.cursor = content.count > 0 ? content.count - 1 : nil }
        if let anchor, anchor >= content.count { self.anchor = cursor }
        top = min(top, max(0, content.count - 1))
        node.invalidatePlacement()
        guard !isBuildQueued else { return }
        isBuildQueued = true
        node.graph.scheduler.whenSettled { [weak self, weak node] in
            guard let self else { return }
            isBuildQueued = false
            guard let node, node.isAttached else { return }
            if builtVersion != contentVersion { build(node, range: builtRange) }
            // A selection the app changed redraws only the rows it changes.
            markChangedRows(node)
        }
    }

    /// Whether the rows are to be made from new content once the update settles.
    private var isBuildQueued = false

    /// Makes the node's children exactly the rows in `range`, keeping rows already made from
    /// the same content.
    func build(_ node: ViewNode, range: Range<Int>) {
        let range = range.clamped(to: 0..<content.count)
        let built = node.children
        let reusableFrom = builtVersion == contentVersion ? builtRange.lowerBound : nil
        let (oldRange, oldValues) = (builtRange, builtValues)
        let traitWrites = node.graph.traitWrites
        builtRange = range
        builtVersion = contentVersion
        // Made: new content queues its build again, though an update that gave up before it
        // settled dropped the one queued.
        isBuildQueued = false
        node.graph.focus.isRecyclingLazyRows = true
        defer { node.graph.focus.isRecyclingLazyRows = false }
        var children = ChildReconciler(node)
        content.build(range, into: &children, reusing: built, from: reusableFrom)
        children.finish()
        // Rows kept from the same content keep their values, unless a tag was written since they
        // were worked out. Kept rows get no new view here, and a row made now writes only its
        // own tag, so the writes of this build leave the kept rows' values as they were.
        let keeps = reusableFrom != nil && valuesTraitWrites == traitWrites
        // Loops rather than closures here and below: in main-actor code each call of a closure
        // checks that it runs on the main actor, which a screenful of rows pays every frame.
        builtValues = Array(repeating: .unknown, count: range.count)
        if keeps {
            for row in range where oldRange.contains(row) && row - oldRange.lowerBound < oldValues.count {
                builtValues[row - range.lowerBound] = oldValues[row - oldRange.lowerBound]
            }
        }
        valuesTraitWrites = node.graph.traitWrites
    }

    /// What selecting a made row selects, once worked out, with its hash.
    enum RowValue {
        case unknown
        case known(AnyHashable?, hash: Int)
    }

    /// The node of row `row` when it is made.
    func builtNode(_ row: Int, in node: ViewNode) -> ViewNode? {
        guard builtVersion == contentVersion, builtRange.contains(row) else { return nil }
        let index = row - builtRange.lowerBound
        return index < node.children.count ? node.children[index] : nil
    }

    // MARK: - Layout

    /// Whether the rows do not all fit, so the last column shows where the list is.
    private func isScrollable(in frame: Rect) -> Bool { content.count > frame.height }

    /// The width rows are proposed in `frame`.
    private func rowWidth(in frame: Rect) -> Int {
        max(0, frame.width - 2 * style.inset - (isScrollable(in: frame) ? 1 : 0))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        Size(width: proposal.width ?? 40, height: proposal.height ?? max(1, min(content.count, 10)))
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        let frame = rowsFrame(in: frame)
        let previous = (viewport: viewport, count: placedCount, version: placedVersion)
        viewport = frame
        placedCount = content.count
        placedVersion = contentVersion
        badges = [:]
        guard frame.height > 0, content.count > 0 else {
            if !builtRange.isEmpty { build(node, range: 0..<0) }
            return
        }
        let width = rowWidth(in: frame)
        let rowProposal = ProposedViewSize(width: width, height: nil)
        if revealsCursor, let cursor {
            top = firstRow(showing: cursor, above: top, node: node, height: frame.height, proposal: rowProposal)
        }
        revealsCursor = false
        top = max(0, top)
        // Rows are at least one line tall: a first row before this leaves no blank lines below
        // the last one. Past it, rows taller than a line may still fill the frame, which the
        // last screenful's own first row says.
        if top > content.count - frame.height {
            let lastTop = firstRow(
                showing: content.count - 1, above: 0, node: node, height: frame.height, proposal: rowProposal)
            top = min(top, lastTop)
        }
        // Scrolled over rows of one line each, the rows still in view move by the lines scrolled:
        // their cells are moved rather than drawn again when nothing else draws in the list.
        var shift: Int?
        if let placedTop, placedTop != top, previous == (frame, content.count, contentVersion), !isRefreshing,
            !style.dimsHeaders, placedLines
        {
            shift = placedTop - top
        }
        let scrolled = placedTop != top
        placedTop = top
        let range = top..<min(content.count, top.addingClamped(frame.height))
        if range != builtRange || builtVersion != contentVersion { build(node, range: range) }
        // Known once the rows are made, which write them. The list draws badges itself.
        let mayHaveBadges = node.graph.traitKeysWritten.contains(ObjectIdentifier(BadgeTraitKey.self))
        if mayHaveBadges { shift = nil }
        // Scrolled: every row moved.
        if scrolled, shift == nil { node.graph.damage.markDirty(node.frame) }
        guard let shift else {
            placeRows(node, in: frame, proposal: rowProposal, mayHaveBadges: mayHaveBadges)
            return
        }
        let indicator = isScrollable(in: frame) ? 1 : 0
        let moving = Rect(x: frame.minX, y: frame.minY, width: frame.width - indicator, height: frame.height)
        node.graph.damage.shifting(moving, dy: shift, owner: node) {
            placeRows(node, in: frame, proposal: rowProposal, mayHaveBadges: mayHaveBadges)
        }
        // A row that changed height moved the rows below it by another amount than the shift,
        // and those that came back to the lines they had mark nothing.
        if !placedLines { node.graph.damage.markDirty(moving) }
        // The scroll indicator stays where it is: its thumb is drawn where it was and where it is.
        if indicator > 0 {
            for lines in [thumb(top: top + shift, height: frame.height), thumb(top: top, height: frame.height)] {
                node.graph.damage.markDirty(
                    Rect(x: frame.maxX - 1, y: frame.minY + lines.lowerBound, width: 1, height: lines.count))
            }
        }
    }

    /// Places the rows made, one under the other from the top of `frame`.
    private func placeRows(
        _ node: ViewNode, in frame: Rect, proposal rowProposal: ProposedViewSize, mayHaveBadges: Bool
    ) {
        let width = rowProposal.width ?? 0
        var y = frame.minY
        placedLines = true
        for (index, child) in node.children.enumerated() {
            var rowWidth = width
            var proposal = rowProposal
            if mayHaveBadges, let badge = child.trait(BadgeTraitKey.self, in: node)?.plainText, !badge.isEmpty {
                // A badge takes at most half the row, and a space keeps it apart from the row.
                let fitted = badge.prefix(columns: max(0, width / 2 - 1))
                badges[index] = fitted
                rowWidth = max(0, width - fitted.displayWidth - 1)
                proposal = ProposedViewSize(width: rowWidth, height: nil)
            }
            let size = child.sizeThatFits(proposal)
            if size.height != 1 { placedLines = false }
            child.place(
                in: Rect(
                    origin: Point(x: frame.minX + style.inset, y: y), size: Size(width: rowWidth, height: size.height)),
                proposal: proposal)
            y += size.height
        }
    }

    /// The part of the list's frame the rows take: all of it, but the first line while a
    /// refresh runs.
    private func rowsFrame(in frame: Rect) -> Rect {
        guard isRefreshing, frame.height > 1 else { return frame }
        return Rect(x: frame.minX, y: frame.minY + 1, width: frame.width, height: frame.height - 1)
    }

    /// The first row to show so that `row` is visible: `row` itself when it is above `lowest`,
    /// else the first row from `lowest` on that keeps both it and as much as fits above it.
    private func firstRow(
        showing row: Int, above lowest: Int, node: ViewNode, height: Int, proposal: ProposedViewSize
    ) -> Int {
        if row < lowest { return row }
        // Rows are at least one line tall, so the first row is no further up than this.
        let start = max(lowest, row - height + 1)
        // A screenful from `start`, which is what is shown when the rows are one line each: the
        // rows below `row` are kept rather than made again, with their state.
        build(node, range: start..<min(content.count, start.addingClamped(height)))
        func rowHeight(_ row: Int) -> Int { builtNode(row, in: node)?.sizeThatFits(proposal).height ?? 1 }
        var first = row
        var used = rowHeight(row)
        while first > start {
            let above = rowHeight(first - 1)
            guard used + above <= height else { break }
            used += above
            first -= 1
        }
        return first
    }

    /// The row drawn at line `y` of the screen.
    func row(atY y: Int, node: ViewNode) -> Int? {
        for (index, child) in node.children.enumerated() where child.frame.minY <= y && y < child.frame.maxY {
            return builtRange.lowerBound + index
        }
        return nil
    }

    // MARK: - Drawing

    /// What the list draws over its rows; the selection and the cursor are left out, as
    /// ``markChangedRows(_:)`` redraws the rows whose marks change.
    private struct Signature: Hashable {
        let top: Int
        let isFocused: Bool
        let count: Int
        let isRefreshing: Bool
    }

    func drawingSignature(_ node: ViewNode) -> AnyHashable? {
        Signature(top: top, isFocused: node.isFocusedNode, count: content.count, isRefreshing: isRefreshing)
    }

    /// How a row is marked: selected, the keyboard's, both or neither.
    struct RowMark: OptionSet, Hashable {
        let rawValue: UInt8
        static let selected = RowMark(rawValue: 1)
        static let cursor = RowMark(rawValue: 2)
    }

    /// The marks of the rows made now, by row.
    ///
    /// The selection is read as what the list displays: a change to it marks the rows again
    /// (``displayedStateChanged(_:)``) rather than making them again.
    private func currentMarks(_ node: ViewNode) -> [Int: RowMark] {
        var marks: [Int: RowMark] = [:]
        let selected = StateReading.reading(as: node, .display) { selectedBuiltRows(node) }
        for row in selected { marks[row, default: []].insert(.selected) }
        if let cursor, builtRange.contains(cursor) { marks[cursor, default: []].insert(.cursor) }
        return marks
    }

    /// Marks for drawing the rows on screen whose selection or cursor mark is not the one drawn.
    func markChangedRows(_ node: ViewNode) {
        let marks = currentMarks(node)
        let frame = node.frame
        for (index, child) in node.children.enumerated() {
            let row = builtRange.lowerBound + index
            guard marks[row, default: []] != drawnMarks[row, default: []] else { continue }
            node.graph.damage.markDirty(
                Rect(x: frame.minX, y: child.frame.minY, width: frame.width, height: child.frame.height))
        }
    }

    /// The rows made now that are selected.
    private func selectedBuiltRows(_ node: ViewNode) -> [Int] {
        guard selection.isSelectable else { return [] }
        if let single = selection.single {
            // One value at most: compared by the hashes worked out with the rows' values, so a
            // frame compares values only where the hashes match.
            guard let single else { return [] }
            let hash = single.hashValue
            var selected: [Int] = []
            for row in builtRange {
                guard let (value, valueHash) = hashedValue(of: row, node: node) else { continue }
                if valueHash == hash && value == single { selected.append(row) }
            }
            return selected
        }
        let values = builtRange.map { value(of: $0, node: node) }
        return zip(builtRange, selection.selects(values)).compactMap { row, isSelected in isSelected ? row : nil }
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let clipped = context.clipped(to: node.frame)
        let dim = node.environment.resolvedTextStyle(Style(attributes: .dim))
        if isRefreshing, node.frame.height > 1 {
            clipped.draw("⟳ Refreshing…", at: node.frame.origin, style: dim)
        }
        let frame = rowsFrame(in: node.frame)
        node.drawChildren(in: clipped)
        let isFocused = node.isFocusedNode
        let highlightWidth = frame.width - (isScrollable(in: frame) ? 1 : 0)
        let marks = currentMarks(node)
        drawnMarks = marks
        for (index, child) in node.children.enumerated() {
            let row = builtRange.lowerBound + index
            let rect = Rect(x: frame.minX, y: child.frame.minY, width: highlightWidth, height: child.frame.height)
            if let badge = badges[index] {
                let x = frame.minX + highlightWidth - style.inset - badge.displayWidth
                clipped.draw(badge, at: Point(x: x, y: child.frame.minY), style: dim)
            }
            if style.dimsHeaders, content.kind(of: row) == .header {
                clipped.restyle(rect) { $0.attributes.insert(.dim) }
            }
            if marks[row, default: []].contains(.selected) {
                // Reverse video reads without colour; dim says the list is not the one typed to.
                clipped.restyle(rect) { style in
                    style.attributes.insert(.reverse)
                    if !isFocused { style.attributes.insert(.dim) }
                }
            } else if isFocused, row == cursor, selection.isSelectable || outline != nil {
                clipped.restyle(rect) { $0.attributes.insert(.underline) }
            }
        }
        drawIndicator(in: clipped, frame: frame)
    }

    /// A thumb in the last column showing which part of the rows is in view.
    private func drawIndicator(in context: GraphicsContext, frame: Rect) {
        guard isScrollable(in: frame), frame.height > 0 else { return }
        let style = Style(foreground: .brightBlack)
        for line in thumb(top: top, height: frame.height) {
            context.draw("┃", at: Point(x: frame.maxX - 1, y: frame.minY + line), style: style)
        }
    }

    /// The lines of a list `height` lines tall that the indicator's thumb takes when the first
    /// row shown is `top`.
    private func thumb(top: Int, height: Int) -> Range<Int> {
        let count = content.count
        let thumb = max(1, Int(Double(height) * Double(height) / Double(max(1, count))))
        let fraction = Double(top) / Double(max(1, count - height))
        let offset = min(height - thumb, max(0, Int(Double(height - thumb) * fraction)))
        return max(0, offset)..<max(0, min(height, offset + thumb))
    }

    // MARK: - Semantics and focus

    func semantics(_ node: ViewNode) -> NodeSemantics? {
        guard table == nil else { return nil }
        var traits: AccessibilityTraits = []
        if !isEnabled { traits.insert(.isNotEnabled) }
        let value = selection.isSelectable ? "\(selection.count) selected" : nil
        return NodeSemantics(role: .list, value: value, traits: traits, children: .contain)
    }

    package func takesFocus(_ node: ViewNode) -> Bool { isEnabled }

    /// The current row hears the keys the list does not use, such as its swipe actions' arrows
    /// and its context menu's Shift+F10.
    package func keyChainStart(_ node: ViewNode) -> ViewNode? { cursor.flatMap { builtNode($0, in: node) } }

    /// Runs the refresh, showing that it runs until it returns; a refresh already running is
    /// not started again.
    func startRefresh(node: ViewNode) {
        guard let refresh, !isRefreshing else { return }
        isRefreshing = true
        changed(node)
        Task { @MainActor [weak self, weak node] in
            await refresh()
            guard let self else { return }
            self.isRefreshing = false
            if let node { self.changed(node) }
        }
    }

    package func focusDidChange(_ node: ViewNode, isFocused: Bool) { node.graph.damage.markDirty(node.frame) }

    /// The selection changed, wherever it was changed from: the rows whose marks differ are drawn.
    ///
    /// The list's own changes mark them once they have moved the cursor too.
    func displayedStateChanged(_ node: ViewNode) {
        guard !isSettingSelection else { return }
        changed(node)
    }

    /// Whether the list is writing its selection itself.
    private var isSettingSelection = false

    /// Selects exactly `values`, as the keyboard or the pointer chose; the caller marks the rows.
    func setSelection(_ values: Set<AnyHashable>) {
        isSettingSelection = true
        defer { isSettingSelection = false }
        selection.set(values)
    }

    /// Lays the list out and draws it again after the user moved in it: the rows are the same
    /// views, so they are placed again, not made again.
    func changed(_ node: ViewNode) {
        node.invalidatePlacement()
        markChangedRows(node)
    }

    // MARK: - Rows and values

    /// What selecting row `row` selects: its tag, else its `ForEach` identity, when the list's
    /// selection is of that type; nil for headers, footers and rows of another type.
    func value(of row: Int, node: ViewNode) -> AnyHashable? {
        guard builtVersion == contentVersion, builtRange.contains(row) else {
            return uncachedValue(of: row, node: node)
        }
        return hashedValue(of: row, node: node)?.value
    }

    /// The value of made row `row` with its hash, kept once worked out.
    private func hashedValue(of row: Int, node: ViewNode) -> (value: AnyHashable, hash: Int)? {
        if node.graph.traitWrites != valuesTraitWrites {
            // A row's own update may have changed its tag.
            builtValues = Array(repeating: .unknown, count: builtRange.count)
            valuesTraitWrites = node.graph.traitWrites
        }
        let index = row - builtRange.lowerBound
        // `if let` rather than `map`: each call of a closure in main-actor code checks the actor,
        // and this runs for every visible row whenever the selection is drawn or moved.
        guard index >= 0, index < builtValues.count else {
            guard let value = uncachedValue(of: row, node: node) else { return nil }
            return (value, value.hashValue)
        }
        if case .known(let value, let hash) = builtValues[index] {
            guard let value else { return nil }
            return (value, hash)
        }
        let value = uncachedValue(of: row, node: node)
        let hash = value?.hashValue ?? 0
        builtValues[index] = .known(value, hash: hash)
        guard let value else { return nil }
        return (value, hash)
    }

    /// What selecting row `row` selects, read from its node or its view.
    private func uncachedValue(of row: Int, node: ViewNode) -> AnyHashable? {
        identity(of: row, node: node).flatMap { selection.accepts($0) ? $0 : nil }
    }

    /// What row `row` is called, by its tag or its `ForEach` identity, whether or not the list
    /// selects values of its type: what a selection menu's actions get from a list that does
    /// not select.
    func identity(of row: Int, node: ViewNode) -> AnyHashable? {
        guard content.kind(of: row) == .row else { return nil }
        let value: AnyHashable?
        if let built = builtNode(row, in: node) {
            value = built.trait(TagTraitKey.self, in: node) ?? content.elementID(of: row)
        } else {
            // A row not made says its value by a `tag(_:)` among its view's modifiers, else by
            // its `ForEach` identity.
            value =
                content.view(of: row).flatMap { declaredTrait(TagTraitKey.self, of: $0) ?? nil }
                ?? content.elementID(of: row)
        }
        return value
    }
}

extension String {
    /// The longest start of the string that is at most `width` columns wide.
    fileprivate func prefix(columns width: Int) -> String {
        var used = 0
        var end = startIndex
        for character in self {
            used += character.displayWidth
            guard used <= width else { break }
            end = index(after: end)
        }
        return String(self[..<end])
    }
}
