import Foundation
import Testing

/// A real terminal for end-to-end tests: one private tmux server running one command.
/// Type with `send`/`type`, read the screen (with its colours) with `screen()`.
final class TmuxSession {
    let socket = "quill-e2e-\(UUID().uuidString.prefix(8))"
    let statusFile: String

    /// Starts `command` (a shell command line) in a `columns`×`rows` window. The exit status of
    /// the command is written to `statusFile`, and the window stays open afterwards.
    init(
        _ command: String, columns: Int = 80, rows: Int = 24, environment: [String: String],
        term: String = "xterm-256color"
    ) throws {
        statusFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).status").path
        var env = environment
        env["TERM"] = term
        let assignments = env.map { "\($0.key)=\(TmuxSession.quote($0.value))" }.joined(separator: " ")
        let script = "export \(assignments); \(command); echo $? > \(statusFile); sleep 600"
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "/bin/sh", "-c", script])
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(atPath: statusFile)
    }

    /// Sends tmux key names (`Enter`, `C-c`, `BSpace`, `M-Enter`).
    func send(_ keys: String...) throws { try tmux(["send-keys"] + keys) }

    /// Types text literally.
    func type(_ text: String) throws { try tmux(["send-keys", "-l", text]) }

    /// The visible screen; with `colors`, SGR sequences included (`capture-pane -e`).
    func screen(colors: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p"] + (colors ? ["-e"] : []))
    }

    /// The cursor position, 0-based.
    func cursor() throws -> (x: Int, y: Int) {
        let parts = try tmux(["display-message", "-p", "#{cursor_x} #{cursor_y}"]).split(separator: " ")
        return (
            Int(parts[0].trimmingCharacters(in: .whitespacesAndNewlines))!,
            Int(parts[1].trimmingCharacters(in: .whitespacesAndNewlines))!
        )
    }

    /// Pastes `text` as a terminal does: bracketed when the program asked for it, line breaks as written.
    func paste(_ text: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).paste")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try tmux(["load-buffer", file.path])
        try tmux(["paste-buffer", "-p", "-r", "-d"])
    }

    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Waits until `condition` holds for the screen (up to `seconds`) and returns the screen; a
    /// condition that never holds is a test failure that shows the last screen.
    @discardableResult
    func waitForScreen(
        colors: Bool = false, seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try screen(colors: colors)
            if condition(last) { return last }
            usleep(20_000)
        }
        Issue.record("the screen never showed what was expected; it shows:\n\(last)", sourceLocation: sourceLocation)
        return last
    }

    /// Waits until the screen contains `text` (a failure if it never does).
    @discardableResult
    func waitFor(
        _ text: String, colors: Bool = false, seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        try waitForScreen(colors: colors, seconds: seconds, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// Waits for the command to end and returns its exit status (nil if it did not end in time).
    func exitStatus(seconds: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: statusFile, encoding: .utf8),
                let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return status
            }
            usleep(20_000)
        }
        return nil
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        // A new server forks from this client and would inherit an output pipe: give it none.
        let capture = arguments.contains("capture-pane") || arguments.contains("display-message")
        return try spawnAndWait("/usr/bin/tmux", ["-L", socket] + arguments, captureOutput: capture).output
    }

    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
