import Foundation

/// Where the built `quill` is: `$QUILL_BIN` (set by `make test`), else the debug build.
enum QuillBinary {
    static var path: String {
        if let path = ProcessInfo.processInfo.environment["QUILL_BIN"], !path.isEmpty { return path }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/quill").path
    }
}

/// A private home folder for one test, removed when the value is no longer used.
final class TemporaryHome {
    let url: URL
    var path: String { url.path }

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("quill-test-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The environment a test runs Quill in: this home, its state folder, no user config.
    var environment: [String: String] {
        [
            "HOME": path, "XDG_STATE_HOME": path + "/state", "XDG_CONFIG_HOME": path + "/config",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8",
        ]
    }

    func write(_ text: String, to name: String, mode: Int = 0o600) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
    }

    func read(_ name: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }
}

/// What one run of the binary did.
struct RunResult {
    var status: Int32
    var stdout: Data
    var stderr: Data
    var output: String { String(decoding: stdout, as: UTF8.self) }
    var errors: String { String(decoding: stderr, as: UTF8.self) }
}

/// Runs `quill` (or another program) to completion with `input` on stdin (never a terminal).
@discardableResult
func runQuill(
    _ arguments: [String], input: Data = Data(), environment: [String: String], executable: String = QuillBinary.path
) throws -> RunResult {
    try spawnAndWait(executable, arguments, input: input, environment: environment)
}

func runQuill(_ arguments: [String], input: String, environment: [String: String]) throws -> RunResult {
    try runQuill(arguments, input: Data(input.utf8), environment: environment)
}
