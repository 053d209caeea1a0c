import Foundation

/// A repeater (`rp`): copies of every item listed before it in its group.
///
/// Copy *k* (0 ≤ *k* < ⌈`copies`⌉) is the items drawn through the repeater
/// transform applied *k* + `offset` times, the way lottie-web (the reference
/// player) composes it: rotated by (*k* + offset) × `rotation` and scaled by
/// `scale`^(*k* + offset) about `anchor`, then moved by (*k* + offset) ×
/// `position` (a fractional step scales linearly, a negative one undoes
/// steps). Its opacity runs linearly from `startOpacity` (copy 0) to
/// `endOpacity` (the last copy).
public struct LottieRepeater: Sendable, Equatable {
    /// How copies stack (`m`).
    public enum Composite: Int, Sendable, Equatable {
        /// `m` 1: each copy is drawn above the one before it.
        case above = 1
        /// `m` 2: each copy is drawn below the one before it.
        case below = 2
    }
    /// `c`: how many copies (rounded up; 0 draws nothing).
    public var copies: LottieVectorProperty
    /// `o`: how many steps of the transform copy 0 already has.
    public var offset: LottieVectorProperty
    /// `m`.
    public var composite: Composite
    /// `tr.a`.
    public var anchor: LottieVectorProperty
    /// `tr.p`: the move per step.
    public var position: LottieVectorProperty
    /// `tr.s`: the scale per step, percent per axis.
    public var scale: LottieVectorProperty
    /// `tr.r`: the clockwise turn per step, degrees.
    public var rotation: LottieVectorProperty
    /// `tr.so`: copy 0's opacity, percent.
    public var startOpacity: LottieVectorProperty
    /// `tr.eo`: the last copy's opacity, percent.
    public var endOpacity: LottieVectorProperty

    /// Every property, for finding which animate and over which frames.
    var properties: [LottieVectorProperty] {
        [copies, offset, anchor, position, scale, rotation, startOpacity, endOpacity]
    }
}

/// How merge paths (`mm`) combine the shapes listed before them (`mm`).
public enum LottieMergeMode: Int, Sendable, Equatable {
    /// 1: one path holding every shape's outline (the fill's own rule decides).
    case merge = 1
    /// 2: the union.
    case add = 2
    /// 3: the first shape minus the others.
    case subtract = 3
    /// 4: the intersection.
    case intersect = 4
    /// 5: where an odd number of the shapes cover.
    case exclude = 5
}
