#if canImport(Glibc)
    import Glibc
#endif

/// The process environment as a value, so the app can be run with any environment in tests.
public struct Environment: Sendable {
    public var variables: [String: String]

    public init(_ variables: [String: String]) { self.variables = variables }

    /// The environment of this process.
    public static var current: Environment {
        var variables: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return Environment(variables)
    }

    public subscript(name: String) -> String? { variables[name] }

    public var home: String { variables["HOME"] ?? "/" }

    /// `$XDG_STATE_HOME/quill`, else `~/.local/state/quill`.
    public var stateDirectory: String {
        if let state = variables["XDG_STATE_HOME"], !state.isEmpty { return state + "/quill" }
        return home + "/.local/state/quill"
    }
}
