import Foundation
import TestSupport
import Testing

/// `quill outbox list|flush|drop` on real entries made by real failed deliveries.
@Suite struct OutboxEndToEndTests {
    let home = TemporaryHome()

    /// Runs one failing delivery per text, all at once, to a port nothing listens on (sink `dead`,
    /// configured without retries so each run fails at once).
    private func fail(_ texts: [String], port: Int) {
        try? home.write(
            "[sink \"dead\"]\nurl = http://127.0.0.1:\(port)/hook\nretries = 0\n", to: "config/quill/config")
        DispatchQueue.concurrentPerform(iterations: texts.count) { index in
            _ = try? runQuill(["--to", "dead"], input: texts[index], environment: home.environment)
        }
    }

    private func entryIDs() throws -> [String] {
        try runQuill(["outbox"], environment: home.environment).output.split(separator: "\n").map {
            String($0.prefix { $0 != " " })
        }
    }

    @Test func outboxFolderIsPrivateAndEntriesAreListedByID() throws {
        let port = unusedPort()
        fail(["one", "two"], port: port)
        let ids = try entryIDs()
        #expect(ids.count == 2)
        let folder = home.path + "/state/quill/outbox"
        let mode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        for id in ids {
            let file = try FileManager.default.attributesOfItem(atPath: folder + "/" + id + ".json")
            #expect(file[.posixPermissions] as? Int == 0o600)
        }
        let lines = try runQuill(["outbox"], environment: home.environment).output.split(separator: "\n")
        #expect(lines.allSatisfy { $0.contains("  dead  ") && $0.contains("  1  ") && $0.contains("onnect") })
    }

    @Test func dropDeletesOneEntry() throws {
        fail(["keep", "drop"], port: unusedPort())
        let json = try runQuill(["outbox", "--json"], environment: home.environment).output
        let entries = json.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let victim = try #require(entries.first { $0["text"] as? String == "drop" }?["id"] as? String)
        #expect(try runQuill(["outbox", "drop", victim], environment: home.environment).status == 0)
        #expect(try entryIDs().count == 1)
        let again = try runQuill(["outbox", "drop", victim], environment: home.environment)
        #expect(again.status == 2)
        #expect(again.errors.contains("no outbox entry '\(victim)'"))
    }

    @Test func twoConcurrentFlushesDeliverEachOfTwentyEntriesOnce() throws {
        let port = unusedPort()
        let texts = (1...20).map { "message \($0)" }
        fail(texts, port: port)
        #expect(try entryIDs().count == 20)
        // A short delay per answer keeps both flushes busy at the same time.
        let receiver = try WebhookReceiver(script: Array(repeating: "200/delay=0.05", count: 40), port: port)
        var results: [RunResult?] = [nil, nil]
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let result = try? runQuill(["outbox", "flush"], environment: home.environment)
            lock.lock()
            results[index] = result
            lock.unlock()
        }
        let requests = receiver.requests()
        #expect(requests.count == 20)
        let bodies = requests.compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.body.utf8)) as? [String: String]
        }
        #expect(Set(bodies.map { $0["text"] ?? "" }) == Set(texts))
        #expect(try entryIDs().isEmpty)
        let sent = results.compactMap { $0?.output }.joined().split(separator: "\n").filter { $0.contains(" sent ") }
        #expect(sent.count == 20)
    }

    @Test func failedFlushKeepsTheEntryAndCountsAttempts() throws {
        let port = unusedPort()
        fail(["stubborn"], port: port)
        let flush = try runQuill(["outbox", "flush", "--json"], environment: home.environment)
        #expect(flush.status == 75)
        #expect(flush.output.contains(#""result":"kept""#))
        let list = try runQuill(["outbox"], environment: home.environment).output
        #expect(list.contains("  2  "))
    }

    @Test func unknownSubcommandIsAUsageError() throws {
        let result = try runQuill(["outbox", "explode"], environment: home.environment)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("Error: Unknown outbox command 'explode'\nUsage: quill outbox"))
    }

    @Test func helpDescribesTheSubcommands() throws {
        let result = try runQuill(["outbox", "--help"], environment: home.environment)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("OVERVIEW: Messages a sink could not take"))
        #expect(result.output.contains("drop ID"))
    }

    @Test func flushUsesTheConfiguredSinkByName() throws {
        let port = unusedPort()
        try home.write(
            "[sink \"team\"]\nurl = http://127.0.0.1:\(port)/hook\nheader = X-Team: on\n", to: "config/quill/config")
        let failed = try runQuill(["--to", "team"], input: "for the team", environment: home.environment)
        #expect(failed.status == 75)
        #expect(try runQuill(["outbox"], environment: home.environment).output.contains("  team  "))
        let receiver = try WebhookReceiver(port: port)
        #expect(try runQuill(["outbox", "flush"], environment: home.environment).status == 0)
        #expect(receiver.requests().map { $0.headers["x-team"] } == ["on"])
    }
}
