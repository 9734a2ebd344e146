import Foundation
import TestSupport
import Testing

@testable import QuillKit

/// WebhookSink and CommandSink in this process against real servers and programs on 127.0.0.1,
/// with per-sink settings (timeout, template, headers, insecure) that the command line cannot set.
@Suite struct WebhookSinkTests {
    private func sink(_ url: String, _ configure: (inout SinkSettings) -> Void = { _ in }) -> WebhookSink {
        var settings = SinkSettings(name: "test", url: url)
        configure(&settings)
        return WebhookSink(url: url, settings: settings)!
    }

    private func failure(_ body: () throws -> Void) -> DeliveryFailure? {
        do {
            try body()
            return nil
        } catch {
            return error as? DeliveryFailure
        }
    }

    @Test func templateWithQuotesBackslashesNewlinesAndTabsArrivesAsValidJSON() throws {
        let receiver = try WebhookReceiver()
        let text = "she said \"hi\"\\ back\nsecond line\tand a tab {{id}}"
        let message = Message(id: "id-1", seconds: 1_796_022_000, text: text)
        try sink(receiver.url + "/t") { $0.template = #"{"msg": "{{text}}", "ref": "{{id}}", "at": "{{time}}"}"# }.send(
            message)
        let body = try #require(receiver.waitForRequests(1).first).body
        let decoded = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: String]
        #expect(decoded == ["msg": text, "ref": "id-1", "at": "2026-11-30T07:00:00.000Z"])
    }

    @Test func serverErrorsAreRetriedWithOneIdempotencyKey() throws {
        let receiver = try WebhookReceiver(script: ["503", "503", "200"])
        try sink(receiver.url + "/hook").send(Message(text: "retry me"))
        let requests = receiver.waitForRequests(3)
        #expect(requests.count == 3)
        #expect(Set(requests.map { $0.headers["idempotency-key"] ?? "" }).count == 1)
    }

    @Test func retryAfterIsWaitedFor() throws {
        let receiver = try WebhookReceiver(script: ["429/retry-after=2", "200"])
        try sink(receiver.url + "/hook").send(Message(text: "slow down"))
        let requests = receiver.waitForRequests(2)
        #expect(requests.count == 2)
        #expect(requests[1].time - requests[0].time >= 2.0)
    }

    @Test func clientErrorFailsAfterOneAttempt() throws {
        let receiver = try WebhookReceiver(script: ["400"])
        let failure = failure { try sink(receiver.url + "/hook").send(Message(text: "bad")) }
        #expect(failure == DeliveryFailure("HTTP 400", retryable: false, attempts: 1))
        #expect(receiver.requests().count == 1)
    }

    @Test func stalledServerIsAbandonedAfterTheTimeout() throws {
        let receiver = try WebhookReceiver(script: ["200/delay=20", "200/delay=20"])
        let start = Date()
        let failure = failure {
            try sink(receiver.url + "/hook") {
                $0.timeoutMilliseconds = 1000
                $0.retries = 1
            }.send(Message(text: "anyone?"))
        }
        #expect(failure?.attempts == 2)
        #expect(failure?.reason.contains("imed out") == true)
        #expect(Date().timeIntervalSince(start) < 19)
        receiver.stop()
    }

    @Test func headersFollowARedirectOnlyWithinTheSameHost() throws {
        let target = try WebhookReceiver()
        // 127.0.0.1 and localhost are different hosts to a client, though both are loopback.
        let other = "http://localhost:\(target.port)/elsewhere"
        let receiver = try WebhookReceiver(script: ["307/location=/same", "200", "308/location=\(other)"])
        let webhook = sink(receiver.url + "/first") { $0.headers = ["Authorization: Bearer s3cret-token"] }
        try webhook.send(Message(text: "one"))
        try webhook.send(Message(text: "two"))
        let own = receiver.waitForRequests(3)
        #expect(own.map(\.path) == ["/first", "/same", "/first"])
        #expect(own.allSatisfy { $0.headers["authorization"] == "Bearer s3cret-token" })
        let moved = try #require(target.waitForRequests(1).first)
        #expect(moved.path == "/elsewhere")
        #expect(moved.body == #"{"text":"two"}"#)
        #expect(moved.headers["authorization"] == nil)
        #expect(moved.headers["idempotency-key"] == own[2].headers["idempotency-key"])
    }

    @Test func ntfyGetsTitlePriorityAndTagsAsHeaders() throws {
        let receiver = try WebhookReceiver()
        try sink("ntfy+" + receiver.url + "/quill-topic") {
            $0.title = "From Quill"
            $0.priority = "high"
            $0.tags = "memo"
        }.send(Message(text: "plain body"))
        let request = try #require(receiver.waitForRequests(1).first)
        #expect(request.path == "/quill-topic")
        #expect(request.body == "plain body")
        #expect(request.headers["title"] == "From Quill")
        #expect(request.headers["priority"] == "high")
        #expect(request.headers["tags"] == "memo")
        #expect(request.headers["content-type"] == "text/plain; charset=utf-8")
    }

    @Test func selfSignedCertificateIsRefusedUnlessInsecure() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quill-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cert = folder.appendingPathComponent("cert.pem").path
        let key = folder.appendingPathComponent("key.pem").path
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        openssl.arguments = [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1",
            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
        ]
        openssl.standardError = FileHandle.nullDevice
        try openssl.run()
        openssl.waitUntilExit()
        #expect(openssl.terminationStatus == 0)
        let receiver = try WebhookReceiver(tls: (cert, key))
        let url = "https://127.0.0.1:\(receiver.port)/secure"
        let refused = failure { try sink(url).send(Message(text: "over tls")) }
        #expect(refused?.retryable == false)
        #expect(refused?.attempts == 1)
        #expect(receiver.requests().isEmpty)
        try sink(url) { $0.insecure = true }.send(Message(text: "over tls"))
        #expect(receiver.waitForRequests(1).map(\.body) == [#"{"text":"over tls"}"#])
    }
}

/// The command sink runs real programs, without a shell.
@Suite struct SinkCommandTests {
    @Test func commandGetsTheMessageOnStdin() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("quill-exec-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let sink = try #require(CommandSink(url: "exec:/usr/bin/dd of=\(file) status=none"))
        try sink.send(Message(text: "line one\n$HOME `not expanded`"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "line one\n$HOME `not expanded`")
        #expect(sink.name == "exec:/usr/bin/dd …")
    }

    @Test func nonZeroExitIsAFailure() throws {
        let sink = try #require(CommandSink(url: "exec:false"))
        #expect(throws: DeliveryFailure("false: exit status 1")) { try sink.send(Message(text: "x")) }
    }

    @Test func missingCommandIsAFailure() throws {
        let sink = try #require(CommandSink(url: "exec:/nonexistent/quill-command"))
        #expect(throws: DeliveryFailure.self) { try sink.send(Message(text: "x")) }
    }

    @Test func commandRunningPastTheTimeoutIsKilledAndFails() throws {
        let sink = try #require(CommandSink(url: "exec:sleep 30", timeoutMilliseconds: 300))
        let start = Date()
        #expect(throws: DeliveryFailure("sleep: timed out after 300 ms")) { try sink.send(Message(text: "x")) }
        #expect(Date().timeIntervalSince(start) < 25)
    }

    @Test func commandThatDoesNotReadStillCountsByItsExitStatus() throws {
        let sink = try #require(CommandSink(url: "exec:true"))
        try sink.send(Message(text: String(repeating: "big ", count: 100_000)))
    }
}
