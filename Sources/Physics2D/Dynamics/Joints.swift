// Joints: the solver's hooks. (Joint types are being added; until then the
// world has none and these do nothing.)

extension PhysicsWorld {
    /// Prepares the joints between awake bodies for the step (sub-step `h`).
    func prepareJoints(h: Float) {}
    /// Applies the joints' accumulated impulses (warm start).
    func warmStartJoints(_ states: UnsafeMutableBufferPointer<SolverBody>) {}
    /// One iteration over the joints (`useBias`: with the soft position correction).
    func solveJoints(_ states: UnsafeMutableBufferPointer<SolverBody>, useBias: Bool) {}
}
