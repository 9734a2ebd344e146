/// Where one effective setting came from, as `quill config show` prints it.
public enum Origin: Equatable, Sendable, CustomStringConvertible {
    /// Built into Quill (`Settings+Default.swift`).
    case `default`
    /// A line of the config file.
    case file(path: String, line: Int)
    /// A `QUILL_*` environment variable.
    case environment(String)
    /// A command-line flag.
    case flag(String)

    public var description: String {
        switch self {
        case .default: return "default"
        case .file(let path, let line): return "\(path):\(line)"
        case .environment(let name): return "env \(name)"
        case .flag(let name): return "flag \(name)"
        }
    }
}
