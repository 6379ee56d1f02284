import SourceDiagnostics

extension InputProblem {
    /// The E0102 diagnostic for this problem.
    func diagnostic(in bytes: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        let span = SourceSpan(start: offset, end: offset + length)
        let message: String
        let help: String
        switch kind {
        case .invalidUTF8(let byte):
            message = "invalid UTF-8: byte 0x\(hex(byte)) does not start a valid UTF-8 sequence"
            help = "save the file as UTF-8"
        case .nul:
            message = "NUL byte (U+0000) is not allowed in a TOML document"
            help = "remove it; inside a basic string write it as \\u0000"
        case .control(let byte):
            message = "control character U+00\(hex(byte)) is not allowed in a TOML document"
            help = "remove it; inside a basic string write it as \\u00\(hex(byte))"
        case .bareCarriageReturn:
            message = "carriage return (U+000D) not followed by a line feed"
            help = "line breaks must be LF or CRLF; inside a basic string write \\r"
        }
        return Diagnostic(TOMLErrorCode.invalidCharacter, message: message, span: span, help: help)
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
