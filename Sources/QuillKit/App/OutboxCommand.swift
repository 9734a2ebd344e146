#if canImport(Glibc)
    import Glibc
#endif

/// `quill outbox [list|flush|drop ID] [--json]`: look at, retry, or throw away the messages that a
/// sink could not take.
enum OutboxCommand {
    static let usage =
        "Usage: quill outbox [list | flush | drop ID] [--json]\n  See 'quill --help' for more information."

    static let help = """
        OVERVIEW: Messages a sink could not take, kept until they are delivered or dropped.

        USAGE: quill outbox [list | flush | drop ID] [--json]

        ARGUMENTS:
          list                    One line per entry: id, sink, age, attempts, last error (default).
          flush                   Try every entry again; delivered entries are removed.
          drop ID                 Delete one entry.

        OPTIONS:
          --json                  JSON lines instead of text.
          -h, --help              Show help information.

        """

    /// Runs the subcommand; `arguments` start with `outbox`.
    static func run(arguments: [String], settings: Settings, environment: Environment) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            Quill.printOut(help)
            return ExitStatus.success.rawValue
        }
        var words: [String] = []
        var json = false
        for argument in arguments.dropFirst() {
            if argument == "--json" { json = true } else { words.append(argument) }
        }
        let outbox = Outbox.forEnvironment(environment)
        switch words.first ?? "list" {
        case "list" where words.count <= 1:
            return list(outbox, json: json)
        case "flush" where words.count == 1:
            return flush(outbox, json: json, settings: settings, environment: environment)
        case "drop" where words.count == 2:
            return drop(outbox, id: words[1])
        case "drop":
            return usageError("'drop' takes one entry id")
        default:
            return usageError("Unknown outbox command '\(words.joined(separator: " "))'")
        }
    }

    private static func usageError(_ message: String) -> Int32 {
        Quill.printError("Error: \(message)\n\(usage)")
        return ExitStatus.usage.rawValue
    }

    private static func list(_ outbox: Outbox, json: Bool) -> Int32 {
        let entries = outbox.entries()
        if json {
            for entry in entries { print(entry.listingJSON) }
        } else {
            let lines = OutboxEntry.table(entries, now: Int(time(nil)), header: isatty(STDOUT_FILENO) != 0)
            for line in lines where !(entries.isEmpty && isatty(STDOUT_FILENO) != 0) { print(line) }
            if entries.isEmpty && isatty(STDOUT_FILENO) != 0 { print("The outbox is empty.") }
        }
        return 0
    }

    /// Prints one line per entry as it is done (`busy`: another flush or a live delivery has it).
    private static func flush(_ outbox: Outbox, json: Bool, settings: Settings, environment: Environment) -> Int32 {
        var sinks: [String: MessageSink] = [:]
        var status = ExitStatus.success
        let context = SinkFactory.Context(home: environment.home, telegramAPI: environment["QUILL_TELEGRAM_API"])
        outbox.flush(
            now: { Int(time(nil)) },
            makeSink: { entry in
                if let sink = sinks[entry.target] { return sink }
                let sink: MessageSink
                do throws(SinkFactory.UnknownSink) {
                    sink = try SinkFactory.make(entry.target, settings: settings, context: context)
                } catch {
                    throw DeliveryFailure(error.message, retryable: false)
                }
                sinks[entry.target] = sink
                return sink
            },
            report: { result in
                if case .kept = result { status = .deliveryFailed }
                if case .unreadable = result { status = .deliveryFailed }
                print(json ? jsonLine(result) : textLine(result))
                fflush(stdout)
            })
        return status.rawValue
    }

    /// `ID sent SINK`, `ID kept SINK: ERROR`, `ID busy`, `ID unreadable`.
    static func textLine(_ result: Outbox.FlushResult) -> String {
        switch result {
        case .delivered(let entry): return "\(entry.id) sent \(entry.sink)"
        case .kept(let entry): return "\(entry.id) kept \(entry.sink): \(entry.error)"
        case .busy(let id): return "\(id) busy"
        case .unreadable(let id): return "\(id) unreadable"
        }
    }

    /// `{"id":…,"sink":…,"result":"sent"|"kept"|"busy"|"unreadable","error":…}`.
    static func jsonLine(_ result: Outbox.FlushResult) -> String {
        var pairs: [(String, String)]
        switch result {
        case .delivered(let entry): pairs = [("id", entry.id), ("sink", entry.sink), ("result", "sent")]
        case .kept(let entry):
            pairs = [("id", entry.id), ("sink", entry.sink), ("result", "kept"), ("error", entry.error)]
        case .busy(let id): pairs = [("id", id), ("result", "busy")]
        case .unreadable(let id): pairs = [("id", id), ("result", "unreadable")]
        }
        return JSON.object(pairs)
    }

    private static func drop(_ outbox: Outbox, id: String) -> Int32 {
        do {
            if try outbox.drop(id) { return 0 }
            Quill.printError("Error: no outbox entry '\(id)'\n\(usage)")
            return ExitStatus.usage.rawValue
        } catch {
            Quill.printError("quill: outbox: \(error.reason)")
            return ExitStatus.deliveryFailed.rawValue
        }
    }
}
