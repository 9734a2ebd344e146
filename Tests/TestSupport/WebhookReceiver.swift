import Foundation

/// A real HTTP server on 127.0.0.1 for webhook tests: `receiver.py` beside this file in its own
/// process, answering from a script (`["503", "429/retry-after=2", "200/delay=20"]`) and recording
/// every request. Shared by the in-process sink tests and the end-to-end tests.
public final class WebhookReceiver {
    public struct Request: Decodable {
        public var method: String
        public var path: String
        public var headers: [String: String]
        public var body: String
        public var time: Double
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "receiver.py"
    ).path

    public let port: Int
    let log: String
    private let process = Process()

    /// Starts the receiver; `port` nil picks a free one. `tls` is a certificate and key file for HTTPS.
    public init(script: [String] = [], port: Int? = nil, tls: (String, String)? = nil) throws {
        log = FileManager.default.temporaryDirectory.appendingPathComponent("receiver-\(UUID().uuidString).jsonl").path
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = ["python3", WebhookReceiver.script, log, "--port", String(port ?? 0)]
        if !script.isEmpty { arguments += ["--script", script.joined(separator: ",")] }
        if let tls { arguments += ["--tls", tls.0, tls.1] }
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        guard let number = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else { throw CocoaError(.fileReadCorruptFile) }
        self.port = number
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: log)
    }

    public func stop() {
        // SIGKILL: a test runner may hand its children a blocked SIGTERM.
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    public var url: String { "http://127.0.0.1:\(port)" }

    /// Every request so far, in arrival order.
    public func requests() -> [Request] {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Request.self, from: Data($0.utf8)) }
    }

    /// The requests once there are at least `count`, or what there is after `timeout` seconds.
    public func waitForRequests(_ count: Int, timeout: Double = 30) -> [Request] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let seen = requests()
            if seen.count >= count { return seen }
            usleep(20_000)
        }
        return requests()
    }
}

/// A TCP port on 127.0.0.1 that nothing listens on (bound, read, and released).
public func unusedPort() -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
    }
    _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    return Int(UInt16(bigEndian: address.sin_port))
}
