import Foundation
import TestSupport
import Testing

/// `echo hi | quill --to URL` against a real receiver on 127.0.0.1.
@Suite struct WebhookEndToEndTests {
    let home = TemporaryHome()

    private func outbox() throws -> [[String: Any]] {
        let result = try runQuill(["outbox", "--json"], environment: home.environment)
        return result.output.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    @Test(arguments: [
        ("http", "/hook", #"{"text":"hi \"you\""}"#),
        ("slack+http", "/services/T/B/X", #"{"text":"hi \"you\""}"#),
        ("mattermost+http", "/hooks/abc", #"{"text":"hi \"you\""}"#),
        ("googlechat+http", "/v1/spaces/S/messages?key=K&token=T", #"{"text":"hi \"you\""}"#),
        ("discord+http", "/api/webhooks/1/T", #"{"content":"hi \"you\""}"#),
        ("ntfy+http", "/topic", #"hi "you""#),
    ])
    func presetPostsItsPayload(scheme: String, path: String, body: String) throws {
        let receiver = try WebhookReceiver()
        let url = scheme + "://127.0.0.1:\(receiver.port)" + path
        let result = try runQuill(["--to", url], input: "hi \"you\"\n", environment: home.environment)
        #expect(result.status == 0)
        let request = try #require(receiver.requests().first)
        #expect(request.path == path + (scheme == "discord+http" ? "?wait=true" : ""))
        #expect(request.body == body)
        #expect(request.headers["idempotency-key"]?.count == 36)
        #expect(try outbox().isEmpty)
    }

    @Test func teamsPostsAnAdaptiveCardAndTakes202AsSuccess() throws {
        let receiver = try WebhookReceiver(script: ["202"])
        let result = try runQuill(
            ["--to", "teams+\(receiver.url)/workflows/W"], input: "card text", environment: home.environment)
        #expect(result.status == 0)
        let body = try #require(receiver.waitForRequests(1).first).body
        let card = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        let attachment = (card?["attachments"] as? [[String: Any]])?.first
        #expect(attachment?["contentType"] as? String == "application/vnd.microsoft.card.adaptive")
        let blocks = (attachment?["content"] as? [String: Any])?["body"] as? [[String: Any]]
        #expect(blocks?.first?["text"] as? String == "card text")
        #expect(receiver.requests().count == 1)
    }

    @Test func telegramCallsSendMessageAtTheConfiguredAPIAndSplitsAt4096() throws {
        let receiver = try WebhookReceiver()
        var environment = home.environment
        environment["QUILL_TELEGRAM_API"] = receiver.url
        let text = String(repeating: "telegram words here\n", count: 300)
        let result = try runQuill(
            ["--to", "telegram://123456:SECRET-TOKEN@-100777"], input: text, environment: environment)
        #expect(result.status == 0)
        let requests = receiver.requests()
        #expect(requests.count == 2)
        #expect(requests.allSatisfy { $0.path == "/bot123456:SECRET-TOKEN/sendMessage" })
        let parts = requests.compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.body.utf8)) as? [String: String]
        }
        #expect(parts.allSatisfy { $0["chat_id"] == "-100777" && $0["text"]!.utf16.count <= 4096 })
        #expect(parts.map { $0["text"]! }.joined() + "\n" == text)
    }

    @Test func discordSplitRebuildsTheTextInOrder() throws {
        let receiver = try WebhookReceiver()
        var text = ""
        for line in 0..<420 { text += "line \(line): some words to fill the message up\n" }
        text.removeLast()
        let result = try runQuill(
            ["--to", "discord+\(receiver.url)/api/webhooks/1/T"], input: text, environment: home.environment)
        #expect(result.status == 0)
        let requests = receiver.requests()
        #expect(requests.count >= 10)
        let parts = requests.compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.body.utf8)) as? [String: String]
        }
        .map { $0["content"]! }
        #expect(parts.allSatisfy { $0.count <= 2000 })
        #expect(parts.dropLast().allSatisfy { $0.hasSuffix("\n") })
        #expect(parts.joined() == text)
        let keys = requests.map { $0.headers["idempotency-key"] ?? "" }
        #expect(keys.enumerated().allSatisfy { $0.element.hasSuffix("-\($0.offset + 1)") })
    }

    @Test func twoServerErrorsThenSuccessDeliversOnceWithOneKey() throws {
        let receiver = try WebhookReceiver(script: ["503", "503", "200"])
        let result = try runQuill(
            ["--to", receiver.url + "/hook"], input: "third time lucky", environment: home.environment)
        #expect(result.status == 0)
        let requests = receiver.requests()
        #expect(requests.count == 3)
        #expect(Set(requests.map { $0.headers["idempotency-key"] ?? "" }).count == 1)
        #expect(try outbox().isEmpty)
    }

    @Test func retryAfterTwoSecondsIsWaitedFor() throws {
        let receiver = try WebhookReceiver(script: ["429/retry-after=2", "200"])
        let result = try runQuill(["--to", receiver.url + "/hook"], input: "patience", environment: home.environment)
        #expect(result.status == 0)
        let requests = receiver.requests()
        #expect(requests.count == 2)
        #expect(requests.count == 2 && requests[1].time - requests[0].time >= 2.0)
    }

    @Test func badRequestIsTriedOnceAndKeptInTheOutbox() throws {
        let receiver = try WebhookReceiver(script: ["400"])
        let result = try runQuill(["--to", receiver.url + "/hook"], input: "rejected", environment: home.environment)
        #expect(result.status == 75)
        #expect(receiver.requests().count == 1)
        let entries = try outbox()
        #expect(entries.count == 1)
        #expect(entries.first?["error"] as? String == "HTTP 400")
        #expect(entries.first?["text"] as? String == "rejected")
        #expect(result.errors.contains("HTTP 400"))
    }

    @Test func deadPortEndsInTheOutboxAndAFlushDeliversItLater() throws {
        let port = unusedPort()
        let url = "http://127.0.0.1:\(port)/services/T000/B000/SECRETSECRET"
        let result = try runQuill(["--to", url], input: "deliver me later", environment: home.environment)
        #expect(result.status == 75)
        let entries = try outbox()
        #expect(entries.count == 1)
        #expect(entries.first?["attempts"] as? Int == 4)
        let receiver = try WebhookReceiver(port: port)
        let flush = try runQuill(["outbox", "flush"], environment: home.environment)
        #expect(flush.status == 0)
        let requests = receiver.waitForRequests(1)
        #expect(requests.map(\.body) == [#"{"text":"deliver me later"}"#])
        #expect(requests.first?.headers["idempotency-key"] == entries.first?["message_id"] as? String)
        #expect(try outbox().isEmpty)
        for output in [result.output, result.errors, flush.output, flush.errors] {
            #expect(!output.contains("SECRETSECRET"))
        }
        #expect(result.errors.contains("http://127.0.0.1:\(port)/services/…"))
    }

    @Test func stalledServerWithOneSecondTimeoutEndsWithinSeconds() throws {
        let receiver = try WebhookReceiver(script: ["200/delay=20", "200/delay=20"])
        try home.write(
            "to = slow\n[sink \"slow\"]\nurl = \(receiver.url)/stall\ntimeout = 1s\nretries = 1\n",
            to: "config/quill/config")
        let start = Date()
        let result = try runQuill([], input: "are you there", environment: home.environment)
        #expect(result.status == 75)
        #expect(Date().timeIntervalSince(start) < 19)
        #expect(receiver.requests().count == 2)
        #expect(result.errors.contains("slow: "))
        receiver.stop()
    }

    @Test func configuredTemplateAndHeaderAreUsed() throws {
        let receiver = try WebhookReceiver()
        let config = """
            [sink "hook"]
            url = \(receiver.url)/t
            template = {"msg": "{{text}}", "id": "{{id}}"}
            header = X-Token: abc123
            """
        try home.write(config, to: "config/quill/config")
        let result = try runQuill(
            ["--to", "hook"], input: "tab\there \"quoted\" back\\slash\nline", environment: home.environment)
        #expect(result.status == 0)
        let request = try #require(receiver.requests().first)
        let body = try JSONSerialization.jsonObject(with: Data(request.body.utf8)) as? [String: String]
        #expect(body?["msg"] == "tab\there \"quoted\" back\\slash\nline")
        #expect(body?["id"] == request.headers["idempotency-key"])
        #expect(request.headers["x-token"] == "abc123")
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func signalDuringDeliveryLeavesTheMessageInTheOutbox(signal: Int32) throws {
        let receiver = try WebhookReceiver(script: ["200/delay=20"])
        // The test runner may start children with signals blocked or ignored; undo that before quill starts.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import os, signal, sys; signal.signal(signal.SIGTERM, signal.SIG_DFL); "
                + "signal.signal(signal.SIGINT, signal.SIG_DFL); "
                + "signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])",
            QuillBinary.path, "--to", receiver.url + "/slow",
        ]
        process.environment = home.environment
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("interrupted".utf8))
        try input.fileHandleForWriting.close()
        #expect(receiver.waitForRequests(1).count == 1)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let entries = try outbox()
        #expect(entries.map { $0["text"] as? String } == ["interrupted"])
    }

    @Test func secretsNeverReachTheOutput() throws {
        let port = unusedPort()
        let secrets = ["T0SECRET/B0SECRET", "XOXBSECRET", "123456:TOKENSECRET"]
        var environment = home.environment
        environment["QUILL_TELEGRAM_API"] = "http://127.0.0.1:\(port)"
        let targets = [
            "slack+http://127.0.0.1:\(port)/services/T0SECRET/B0SECRET/XOXBSECRET",
            "telegram://123456:TOKENSECRET@-100",
        ]
        for target in targets {
            let result = try runQuill(["--to", target], input: "x", environment: environment)
            #expect(result.status == 75)
            let list = try runQuill(["outbox"], environment: environment)
            #expect(!list.output.isEmpty)
            for text in [result.output, result.errors, list.output, list.errors] {
                #expect(!secrets.contains { text.contains($0) }, "leaked in: \(text)")
            }
        }
        let unknown = try runQuill(["--to", "gopher://host/SECRETPATH"], input: "x", environment: environment)
        #expect(!unknown.errors.contains("SECRETPATH"))
    }
}
