#if canImport(Glibc)
import Glibc
#endif

/// Quill without a terminal: standard input is the message.
enum Piped {
    static func run(fanOut: FanOutSink) -> Int32 {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if n > 0 { bytes += chunk[..<n]; continue }
            if n < 0 && errno == EINTR { continue }
            break
        }
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            Quill.printError("quill: input is not valid UTF-8")
            return ExitStatus.dataError.rawValue
        }
        if text.isEmpty {
            Quill.printError("quill: empty input, nothing sent")
            return 0
        }
        return Delivery.deliver(Message(text: text), fanOut: fanOut).status.rawValue
    }
}
