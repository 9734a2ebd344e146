/// What the command line asked for.
public struct Arguments: Sendable, Equatable {
    public var to: [String] = []
    public var once = false
    public var placeholder: String?
    public var prompt: String?
    public var value: String?
    public var help = false
    public var version = false

    public init() {}

    /// A command-line mistake, worded for `Error: …`.
    public struct UsageError: Error, Equatable {
        public var message: String
    }

    /// Parses `arguments` (without the program name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> Arguments {
        var result = Arguments()
        var rest = arguments[...]
        func value(for option: String) throws(UsageError) -> String {
            guard let next = rest.popFirst() else { throw UsageError(message: "Missing value for '\(option)'") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--to": result.to.append(try value(for: argument))
            case "--once": result.once = true
            case "-p", "--placeholder": result.placeholder = try value(for: argument)
            case "--prompt": result.prompt = try value(for: argument)
            case "--value": result.value = try value(for: argument)
            case "-h", "--help": result.help = true
            case "--version": result.version = true
            default: throw UsageError(message: "Unknown option '\(argument)'")
            }
        }
        return result
    }
}
