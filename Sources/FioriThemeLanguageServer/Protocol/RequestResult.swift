import FioriTheme
import FioriThemeCompiler

/// What answers a request: a value, or a result that covers a whole document and may be large
/// (an outline, every colour or reference), written straight into the response
/// (``MessageWriter/respond(to:streaming:)``) instead of being built as a tree first.
enum RequestResult {
    /// A value, sent as ``MessageWriter/respond(to:result:)`` sends it.
    case value(JSONValue)
    /// Writes the result; called twice, writing the same each time.
    case streamed((inout JSONStreamWriter) -> Void)
}
