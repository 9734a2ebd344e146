/// The completion scripts printed by `quill completions bash|zsh|fish`: options, subcommands and
/// their words, and the sink names declared in the config for `--to`. Pure: names in, script out.
public enum Completions {
    /// The script for `shell`. Sink names that are not plain words are left out rather than quoted.
    public static func script(for shell: Arguments.Shell, sinkNames: [String]) -> String {
        let sinks = (sinkNames + ["stdout"]).filter(isPlainWord)
        switch shell {
        case .bash: return bash(sinks: sinks)
        case .zsh: return zsh(sinks: sinks)
        case .fish: return fish(sinks: sinks)
        }
    }

    static func isPlainWord(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
    }

    /// The first sentence of an option's help, without characters the shells treat specially.
    static func summary(_ option: OptionSpec) -> String {
        var sentence = option.help.prefix { $0 != ":" && $0 != ";" && $0 != "(" }
        if let stop = sentence.firstRange(of: ". ") { sentence = sentence[..<stop.lowerBound] }
        if sentence.hasSuffix(".") { sentence = sentence.dropLast() }
        return String(sentence.filter { !"[]'\"`$\\".contains($0) }).trimmingSuffix()
    }

    static let valueWords: [String: String] = ["--submit": "enter alt-enter"]
    static let subcommandWords = [
        "config": "path show check", "completions": "bash zsh fish", "outbox": "list flush drop",
    ]

    static func bash(sinks: [String]) -> String {
        let options = OptionSpec.main.flatMap { [$0.short, $0.long].compactMap { $0 } }.joined(separator: " ")
        let freeValues = OptionSpec.main.filter {
            $0.valueName != nil && !["--to", "--config", "--submit"].contains($0.long)
        }
        .flatMap { [$0.short, $0.long].compactMap { $0 } }.joined(separator: "|")
        return """
            # bash completion for quill (quill completions bash)
            _quill() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                case $prev in
                    --to) COMPREPLY=($(compgen -W "\(sinks.joined(separator: " "))" -- "$cur")); return ;;
                    --config) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                    --submit) COMPREPLY=($(compgen -W "\(valueWords["--submit"]!)" -- "$cur")); return ;;
                    \(freeValues)) return ;;
                esac
                local words
                case $COMP_CWORD:${COMP_WORDS[1]} in
                    1:*) words="config completions outbox help \(options)" ;;
                    *:config) words="\(subcommandWords["config"]!) --config --help" ;;
                    *:completions) words="\(subcommandWords["completions"]!) --config --help" ;;
                    *:outbox) words="\(subcommandWords["outbox"]!) --json --help" ;;
                    *:help) words="config completions outbox" ;;
                    *) words="\(options)" ;;
                esac
                COMPREPLY=($(compgen -W "$words" -- "$cur"))
            }
            complete -F _quill quill

            """
    }

    static func zsh(sinks: [String]) -> String {
        var specs: [String] = []
        for option in OptionSpec.main {
            let names = [option.short, option.long].compactMap { $0 }
            let value: String
            switch option.long {
            case "--to": value = ":sink:(\(sinks.joined(separator: " ")))"
            case "--config": value = ":path:_files"
            case "--submit": value = ":key:(\(valueWords["--submit"]!))"
            default: value = option.valueName.map { ":\($0): " } ?? ""
            }
            let description = "[\(summary(option))]\(value)"
            if names.count > 1 {
                specs.append("'(\(names.joined(separator: " ")))'{\(names.joined(separator: ","))}'\(description)'")
            } else {
                specs.append("'\(option.long == "--to" ? "*" : "")\(option.long)\(description)'")
            }
        }
        return """
            #compdef quill
            # zsh completion for quill (quill completions zsh)
            _quill() {
                local config='--config[config file]:path:_files'
                case ${words[2]} in
                    config) _arguments '2:action:(\(subcommandWords["config"]!))' $config; return ;;
                    completions) _arguments '2:shell:(\(subcommandWords["completions"]!))' $config; return ;;
                    outbox) _arguments '2:action:(\(subcommandWords["outbox"]!))' '--json[JSON lines]'; return ;;
                    help) _arguments '2:subcommand:(config completions outbox)'; return ;;
                esac
                _arguments -s \\
                    \(specs.joined(separator: " \\\n        ")) \\
                    '1:subcommand:(config completions outbox help)'
            }
            if [[ $funcstack[1] == _quill ]]; then
                _quill "$@"
            else
                compdef _quill quill
            fi

            """
    }

    static func fish(sinks: [String]) -> String {
        var lines = [
            "# fish completion for quill (quill completions fish)",
            "complete -c quill -f",
            "complete -c quill -n __fish_use_subcommand -a config -d 'Show or check the config'",
            "complete -c quill -n __fish_use_subcommand -a completions -d 'Print a completion script'",
            "complete -c quill -n __fish_use_subcommand -a outbox -d 'Messages not yet delivered'",
            "complete -c quill -n __fish_use_subcommand -a help -d 'Show help'",
        ]
        for (subcommand, words) in subcommandWords.sorted(by: { $0.key < $1.key }) {
            lines.append("complete -c quill -n '__fish_seen_subcommand_from \(subcommand)' -a '\(words)'")
        }
        for option in OptionSpec.main {
            var line = "complete -c quill"
            if let short = option.short { line += " -s " + short.dropFirst() }
            line += " -l " + option.long.dropFirst(2)
            switch option.long {
            case "--to": line += " -x -a '\(sinks.joined(separator: " "))'"
            case "--config": line += " -r -F"
            case "--submit": line += " -x -a '\(valueWords["--submit"]!)'"
            default: if option.valueName != nil { line += " -x" }
            }
            lines.append(line + " -d '\(summary(option))'")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension StringProtocol {
    /// The text without trailing spaces.
    func trimmingSuffix() -> String {
        String(self.reversed().drop { $0 == " " }.reversed())
    }
}
