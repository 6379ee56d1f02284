import SourceDiagnostics

/// The messages of the spec compiler's diagnostics, one factory each, so wording stays consistent.
///
/// Each factory sits in the file of the code it emits (`Diagnostics/Codes/<topic>/`); this enum's
/// own files hold only what several codes share (numbers and rectangles as messages show them,
/// duration fix-its, quoting). Public for its quoting (``shortened(_:)``), which the project
/// config's messages share.
public enum SpecMessages {}
