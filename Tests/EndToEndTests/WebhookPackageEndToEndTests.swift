import Foundation
import TestSupport
import Testing

/// Quill posting to someone else's server: Debian's `webhook` (adnanh/webhook) on 127.0.0.1.
@Suite struct WebhookPackageEndToEndTests {
    let home = TemporaryHome()

    @Test func webhookServerRunsItsHookWithTheText() throws {
        let recorded = home.path + "/recorded.txt"
        try home.write(
            "#!/bin/sh\nprintf '%s' \"$1\" > \(recorded).tmp && mv \(recorded).tmp \(recorded)\n", to: "record.sh",
            mode: 0o700)
        let hooks = """
            [{"id": "quill", "execute-command": "\(home.path)/record.sh", "command-working-directory": "\(home.path)",
              "pass-arguments-to-command": [{"source": "payload", "name": "text"}]}]
            """
        try home.write(hooks, to: "hooks.json")
        let port = unusedPort()
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/webhook")
        server.arguments = ["-hooks", home.path + "/hooks.json", "-ip", "127.0.0.1", "-port", String(port)]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
        }
        // Quill's own retries (3, with backoff) cover the server's start-up.
        let text = "hello \"webhook\" 中文"
        let result = try runQuill(
            ["--to", "http://127.0.0.1:\(port)/hooks/quill"], input: text, environment: home.environment)
        #expect(result.status == 0)
        let deadline = Date().addingTimeInterval(30)
        while home.read("recorded.txt") == nil && Date() < deadline { usleep(20_000) }
        #expect(home.read("recorded.txt") == text)
    }
}
