public import Foundation
public import TerrariumCore

extension DynamicViewContent {
    /// Lets a list delete these rows: Delete or Backspace on a row calls `action` with the
    /// offsets of the selected rows (or the row the keyboard is on).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableContent(base: self, actions: RowEditActions(delete: action))
    }

    /// Lets a list move these rows: Option+↑ and Option+↓ move the row the keyboard is on and
    /// call `action` with its offset and the offset to move it before, as a drag would.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableContent(base: self, actions: RowEditActions(move: action))
    }
}

/// The editing a list offers for the rows of one `ForEach`.
struct RowEditActions {
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?

    /// These actions, with `other`'s filling in what these lack.
    func merged(with other: RowEditActions) -> RowEditActions {
        RowEditActions(delete: delete ?? other.delete, move: move ?? other.move)
    }
}

/// Content whose rows a list can delete or move; anywhere else it is its content.
struct EditableContent<Base: DynamicViewContent>: DynamicViewContent, LazySegmentProvider {
    let base: Base
    let actions: RowEditActions

    var data: Base.Data { base.data }

    var body: some View { base }

    func appendSegments(to segments: inout [LazySegment]) {
        var inner: [LazySegment] = []
        LazySegment.collect(base, into: &inner)
        for segment in inner {
            guard case .elements(let source) = segment else {
                segments.append(segment)
                continue
            }
            if let editable = source as? EditableElements {
                segments.append(
                    .elements(EditableElements(base: editable.base, actions: actions.merged(with: editable.actions))))
            } else {
                segments.append(.elements(EditableElements(base: source, actions: actions)))
            }
        }
    }
}

/// Elements a list makes one by one, with the editing actions declared on them.
@MainActor
struct EditableElements: LazyElementSource {
    let base: any LazyElementSource
    let actions: RowEditActions

    var lazyCount: Int { base.lazyCount }

    func addElement(at index: Int, segment: Int, to children: inout ChildReconciler) {
        base.addElement(at: index, segment: segment, to: &children)
    }

    func lazyID(at index: Int) -> AnyHashable { base.lazyID(at: index) }

    func lazyView(at index: Int) -> any View { base.lazyView(at: index) }

    var elementsProvideSegments: Bool { base.elementsProvideSegments }
}
