/// Which config file Quill reads: `--config PATH`, else `$QUILL_CONFIG`, else `~/.quillrc`, else
/// `$XDG_CONFIG_HOME/quill/config` (`~/.config/quill/config`). Pure: existence is asked of a closure.
public struct ConfigLocation: Equatable, Sendable {
    /// How the file was chosen.
    public enum Source: Equatable, Sendable {
        case flag, environment, home, xdg
    }

    public var path: String
    public var source: Source

    /// Whether a missing file is an error: a path the user named must exist; the usual places need not.
    public var isRequired: Bool { source == .flag || source == .environment }

    /// The file to read, or nil when there is none and the defaults apply.
    public static func find(flag: String?, environment: [String: String], exists: (String) -> Bool) -> ConfigLocation? {
        let home = environment["HOME"] ?? "/"
        if let flag { return ConfigLocation(path: SinkFactory.expandHome(flag, home: home), source: .flag) }
        if let named = environment["QUILL_CONFIG"], !named.isEmpty {
            return ConfigLocation(path: SinkFactory.expandHome(named, home: home), source: .environment)
        }
        for candidate in candidates(environment: environment) where exists(candidate.path) {
            return candidate
        }
        return nil
    }

    /// The usual places, in the order they are tried.
    public static func candidates(environment: [String: String]) -> [ConfigLocation] {
        let home = environment["HOME"] ?? "/"
        let xdg = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        return [
            ConfigLocation(path: home + "/.quillrc", source: .home),
            ConfigLocation(path: xdg + "/quill/config", source: .xdg),
        ]
    }
}
