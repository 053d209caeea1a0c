/// A solver variable: a handle made by `Solver.makeVariable()`, valid in
/// the solver that made it for the solver's lifetime (`Solver.reset()`
/// keeps it). Its value is read with `Solver.value(of:)`.
public struct Variable: Hashable, Sendable {
    /// The variable's index in its solver, 0, 1, 2, … in the order made.
    public let index: Int32

    init(index: Int32) { self.index = index }
}

/// One term of a linear expression: `coefficient · variable`.
public struct Term: Sendable {
    /// The variable multiplied.
    public var variable: Variable
    /// The factor it is multiplied by.
    public var coefficient: Double

    /// The term `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficientᵢ · variableᵢ + constant`. A
/// variable may appear in several terms; the solver adds them up.
public struct Expression: Sendable {
    /// The terms, in any order.
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// The expression `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 · variable`.
    public init(_ variable: Variable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    /// The expression `coefficient · variable`.
    public init(_ term: Term) {
        self.terms = [term]
        self.constant = 0
    }
}

/// How a constraint's expression compares with zero: `expression ≤ 0`,
/// `expression = 0` or `expression ≥ 0`.
public enum Relation: Sendable {
    /// `expression ≤ 0`.
    case lessThanOrEqual
    /// `expression = 0`.
    case equal
    /// `expression ≥ 0`.
    case greaterThanOrEqual
}

/// A constraint's handle, returned by `Solver.addConstraint`: an index
/// into the solver's constraint table and the generation of that slot
/// (a handle to a removed constraint is refused, even after its slot is
/// reused).
public struct ConstraintId: Hashable, Sendable {
    /// The constraint's slot in its solver.
    public let index: Int32
    let generation: UInt32
}

/// Why a solver call was refused. A refused call leaves the solver as it
/// was before the call.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint (priority 1000) conflicts with the required
    /// constraints already in the solver; or `setConstant` would make the
    /// required constraints conflict.
    case unsatisfiable
    /// The constraint is already in the solver. `addConstraint` makes a new
    /// constraint on every call, so the solver itself never reports it; it
    /// is here for layers above that add their own constraint objects.
    case duplicateConstraint
    /// The constraint handle names no constraint in this solver (never
    /// made here, or removed).
    case unknownConstraint
    /// `addEditVariable` for a variable that already has an edit.
    case duplicateEditVariable
    /// `removeEditVariable` or `suggestValue` for a variable without an edit.
    case unknownEditVariable
    /// A priority that is NaN or outside 1...1000 (outside 1..<1000 for an
    /// edit variable).
    case badPriority
    /// A coefficient, constant or suggested value that is infinite or NaN.
    case nonFinite
    /// A variable this solver did not make.
    case unknownVariable
}

// MARK: - Building expressions

/// `variable · coefficient`.
@inlinable public func * (variable: Variable, coefficient: Double) -> Expression {
    Expression([Term(variable, coefficient)])
}

/// `coefficient · variable`.
@inlinable public func * (coefficient: Double, variable: Variable) -> Expression {
    Expression([Term(variable, coefficient)])
}

/// Every term and the constant multiplied by `factor`.
@inlinable public func * (expression: Expression, factor: Double) -> Expression {
    var result = expression
    for i in result.terms.indices { result.terms[i].coefficient *= factor }
    result.constant *= factor
    return result
}

/// Every term and the constant multiplied by `factor`.
@inlinable public func * (factor: Double, expression: Expression) -> Expression {
    expression * factor
}

/// The sum: the terms of both, the constants added.
@inlinable public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

/// The difference: the terms of `lhs` and the negated terms of `rhs`.
@inlinable public func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + -rhs
}

/// The expression with `constant` added.
@inlinable public func + (expression: Expression, constant: Double) -> Expression {
    Expression(expression.terms, constant: expression.constant + constant)
}

/// The expression with `constant` subtracted.
@inlinable public func - (expression: Expression, constant: Double) -> Expression {
    Expression(expression.terms, constant: expression.constant - constant)
}

/// `1 · variable + constant`.
@inlinable public func + (variable: Variable, constant: Double) -> Expression {
    Expression([Term(variable)], constant: constant)
}

/// `1 · variable − constant`.
@inlinable public func - (variable: Variable, constant: Double) -> Expression {
    Expression([Term(variable)], constant: -constant)
}

/// `lhs + rhs`.
@inlinable public func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs)])
}

/// `lhs − rhs`.
@inlinable public func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs, -1)])
}

/// The expression plus `1 · variable`.
@inlinable public func + (expression: Expression, variable: Variable) -> Expression {
    Expression(expression.terms + [Term(variable)], constant: expression.constant)
}

/// The expression minus `1 · variable`.
@inlinable public func - (expression: Expression, variable: Variable) -> Expression {
    Expression(expression.terms + [Term(variable, -1)], constant: expression.constant)
}

/// Every term and the constant negated.
@inlinable public prefix func - (expression: Expression) -> Expression {
    expression * -1
}

/// `−1 · variable`.
@inlinable public prefix func - (variable: Variable) -> Expression {
    Expression([Term(variable, -1)])
}

/// `1 · variable` plus the expression.
@inlinable public func + (variable: Variable, expression: Expression) -> Expression {
    Expression([Term(variable)] + expression.terms, constant: expression.constant)
}

/// `1 · variable` minus the expression.
@inlinable public func - (variable: Variable, expression: Expression) -> Expression {
    Expression([Term(variable)], constant: 0) - expression
}
