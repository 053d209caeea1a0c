/// OpenQuartzCore's bad-input diagnostics share OpenCoreGraphics' channel:
/// Apple's frameworks log such cases (`CASpringAnimation mass must be greater
/// than 0.`) and carry on, and so do we — one line on standard error, or into
/// the innermost `CADiagnostics.capture { … }` of the current task.
package typealias CADiagnostics = CGDiagnostics
