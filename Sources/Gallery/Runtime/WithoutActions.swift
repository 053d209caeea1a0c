import OpenQuartzCore

/// Runs `body` in a transaction with actions disabled: property changes
/// inside take effect at once, without implicit animation (the
/// `CATransaction.begin()` / `setDisableActions(true)` / `commit()` idiom).
/// Not Apple API.
@MainActor public func withoutActions(_ body: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    body()
    CATransaction.commit()
}
