#if canImport(Glibc)
import Glibc
#endif

/// The thin I/O around the configuration: finds and reads the file, checks its permissions, and
/// layers file, environment and flags into `EffectiveSettings`.
public enum ConfigLoader {
    /// What loading produced besides the settings.
    public struct Loaded {
        public var effective: EffectiveSettings
        /// Lines for standard error, such as the `chmod 600` warning.
        public var warnings: [String]
    }

    /// Loads the configuration for `arguments` in `environment`; flags are applied last.
    public static func load(arguments: Arguments, environment: [String: String]) throws(ConfigError) -> Loaded {
        let home = environment["HOME"] ?? "/"
        var effective = EffectiveSettings()
        var warnings: [String] = []
        if let location = ConfigLocation.find(flag: arguments.configPath, environment: environment, exists: fileExists)
        {
            let (text, mode) = try readFile(location.path)
            let document = try ConfigSyntax.parse(text, path: location.path, environment: environment)
            try effective.apply(document, path: location.path, home: home)
            if mode & 0o077 != 0 && effective.holdsSecret {
                warnings.append(permissionWarning(path: location.path))
            }
        }
        try effective.applyEnvironment(environment, home: home)
        effective.applyFlags(arguments)
        return Loaded(effective: effective, warnings: warnings)
    }

    /// The warning for a secret-holding file that group or others can read.
    public static func permissionWarning(path: String) -> String {
        "quill: warning: \(path) holds a secret and can be read by others; run chmod 600 \(path)"
    }

    static func fileExists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The file's text and permission bits.
    static func readFile(_ path: String) throws(ConfigError) -> (String, UInt32) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ConfigError(.path(path), String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ConfigError(.path(path), String(cString: strerror(errno))) }
        if info.st_mode & S_IFMT == S_IFDIR { throw ConfigError(.path(path), "is a folder, not a config file") }
        guard let bytes = POSIXFile.readAll(fd) else {
            throw ConfigError(.path(path), String(cString: strerror(errno)))
        }
        if let offset = UTF8Check.firstInvalidByte(in: bytes) {
            throw ConfigError(.path(path), "not valid UTF-8 at byte \(offset)")
        }
        return (String(decoding: bytes, as: UTF8.self), UInt32(info.st_mode) & 0o777)
    }
}
