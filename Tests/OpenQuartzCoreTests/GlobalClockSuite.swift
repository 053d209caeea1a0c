import Testing

/// Every suite that touches the global media clock is nested in this one
/// (through extensions), so they run one at a time while the rest of the test
/// run stays parallel.
@Suite(.serialized) struct GlobalClockSuite {}
