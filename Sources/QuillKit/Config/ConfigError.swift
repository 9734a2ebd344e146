/// Why the configuration cannot be used. Printed as one line that says where: `PATH:LINE:COLUMN: message`
/// for the dotfile, `QUILL_NAME: message` for the environment. Quill stops with exit status 78.
public struct ConfigError: Error, Equatable, CustomStringConvertible {
    /// Where the mistake is.
    public enum Place: Equatable, Sendable {
        /// A position in a config file; line and column count from 1, columns in characters.
        case file(path: String, line: Int, column: Int)
        /// A `QUILL_*` environment variable.
        case environment(String)
        /// A file as a whole (it cannot be read).
        case path(String)
    }

    public var place: Place
    /// Short and lower-case: `unknown key 'placehoder'; did you mean 'placeholder'?`.
    public var message: String

    public init(_ place: Place, _ message: String) {
        self.place = place
        self.message = message
    }

    public var description: String {
        switch place {
        case .file(let path, let line, let column): return "\(path):\(line):\(column): \(message)"
        case .environment(let name): return "\(name): \(message)"
        case .path(let path): return "\(path): \(message)"
        }
    }
}
