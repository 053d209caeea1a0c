import Foundation

extension CALayer {
    func markNeedsLayout() {
        guard !isPresentationCopy else { return }
        needsLayoutFlag = true
        CATransaction.recordChange(of: self)
    }

    func layoutIfNeededImpl() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for child in children where child.needsLayoutFlag { child.layoutIfNeeded() }
    }

    func markNeedsDisplay() {
        guard !isPresentationCopy else { return }
        needsDisplayFlag = true
        CATransaction.recordChange(of: self)
    }

    func displayIfNeededImpl() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        delegate?.layerWillDraw(self)
        display()
    }
}
