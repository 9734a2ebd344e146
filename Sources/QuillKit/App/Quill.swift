#if canImport(Glibc)
import Glibc
#endif

/// The program: parses the command line, builds the sinks, and runs the composer or reads stdin.
public enum Quill {
    public static let version = "0.1.0"

    /// Runs Quill and returns its exit status.
    public static func main(arguments: [String], environment: Environment) -> Int32 {
        let parsed: Arguments
        do {
            parsed = try Arguments.parse(arguments)
        } catch {
            printError("Error: \(error.message)\nUsage: quill [--to SINK]... [--once] [-p TEXT] [--prompt TEXT]\n  See 'quill --help' for more information.")
            return ExitStatus.usage.rawValue
        }
        if parsed.version {
            print("quill \(version)")
            return 0
        }
        var settings = Settings.default
        if !parsed.to.isEmpty { settings.to = parsed.to }
        if let placeholder = parsed.placeholder { settings.placeholder = placeholder }
        if let prompt = parsed.prompt { settings.prompt = prompt }

        var sinks: [MessageSink] = []
        for target in settings.to {
            do {
                sinks.append(try SinkFactory.make(target, settings: settings, context: .init(home: environment.home)))
            } catch {
                printError("quill: \(error.message)")
                return ExitStatus.usage.rawValue
            }
        }
        let fanOut = FanOutSink(sinks)
        if isatty(STDIN_FILENO) == 0 {
            return Piped.run(fanOut: fanOut)
        }
        return Interactive(settings: settings, arguments: parsed, fanOut: fanOut, environment: environment).run()
    }

    /// Writes one line to standard error.
    static func printError(_ text: String) {
        var line = text
        line += "\n"
        _ = line.withCString { fputs($0, stderr) }
    }
}
