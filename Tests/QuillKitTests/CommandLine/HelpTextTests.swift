import Testing

@testable import QuillKit

@Test func mainHelpFollowsArgumentParserLayout() {
    #expect(
        HelpText.help(for: .compose) == """
            OVERVIEW: A terminal chat composer: write under a dim hint, press Enter, and the
            message goes to stdout, a file, a webhook or a command.

            With stdin not a terminal, Quill posts what it reads instead: all of it as one
            message, one message per line with --lines, or one per NUL-separated record with
            --null.

            USAGE: quill [--to <sink> ...] [--once] [--lines | --null] [--json]
                         [--placeholder <text>] [--prompt <text>] [--value <text>]
                         [--char-limit <n>] [--submit <key>] [--config <path>]
                         [--no-history]
                   quill <subcommand>

            OPTIONS:
              --to <sink>             Where messages go: a sink name from the config, or a
                                      URL (stdout, file:PATH, https://…, exec:COMMAND).
                                      Repeat for several sinks.
              --once                  Post one message, then exit.
              --lines                 With piped input, post each non-empty line as it
                                      arrives.
              -0, --null              Messages on stdin are separated by NUL; stdout ends
                                      each with NUL.
              --json                  Write each message on stdout as a JSON line with id,
                                      time and text.
              -p, --placeholder <text>
                                      The hint shown in the empty box; {to} stands for the
                                      sinks' names.
              --prompt <text>         The prompt in front of the message.
              --value <text>          Start the first message with this text.
              --char-limit <n>        Refuse messages longer than n characters (0: no
                                      limit).
              --submit <key>          The key that sends: enter (default) or alt-enter.
              --config <path>         Read this config file instead of ~/.quillrc.
              --no-history            Neither recall nor keep sent messages.
              --version               Show the version.
              -h, --help              Show help information.

            EXIT STATUS:
              0                       Every message was delivered to every sink.
              2                       Usage error.
              65                      The input is not valid UTF-8.
              75                      Some delivery failed; the message is in the outbox.
              78                      Configuration error.
              130                     Cancelled with Ctrl-C; the draft is kept.

            SUBCOMMANDS:
              config                  Show the config file's path or the effective settings,
                                      or check the config.
              completions             Print a completion script for bash, zsh or fish.
              outbox                  List, retry or drop messages that could not be
                                      delivered.

              See 'quill help <subcommand>' for detailed help.

            """)
}

@Test func configHelpListsItsActions() {
    #expect(
        HelpText.help(for: .config(.show)) == """
            OVERVIEW: Show where the config file is, the effective settings, or check it.

            The config is read from --config, else $QUILL_CONFIG, else ~/.quillrc, else
            $XDG_CONFIG_HOME/quill/config. QUILL_* variables override the file and flags
            override both.

            USAGE: quill config [path | show | check] [--config <path>] [<setting flags>]

            ARGUMENTS:
              path                    Print the path of the config file that is read.
              show                    Print the effective settings and where each one comes
                                      from, secrets redacted (the default).
              check                   Exit 0 if the config is valid; print the error and
                                      exit 78 if not.

            OPTIONS:
              --config <path>         Read this config file instead of ~/.quillrc.
              <setting flags>         --to, --placeholder, --prompt, --char-limit, --submit
                                      and --no-history, as for quill itself; show lists them
                                      as 'flag'.
              -h, --help              Show help information.

            """)
}

@Test func completionsHelpNamesTheShells() {
    #expect(
        HelpText.help(for: .completions(nil)) == """
            OVERVIEW: Print a shell completion script for Quill's options, subcommands and
            sink names.

            For example:
              quill completions bash > ~/.local/share/bash-completion/completions/quill

            USAGE: quill completions <shell> [--config <path>]

            ARGUMENTS:
              <shell>                 bash, zsh or fish.

            OPTIONS:
              --config <path>         Read sink names from this config file.
              -h, --help              Show help information.

            """)
}

@Test func unknownOptionErrorShowsUsageAndWhereToLook() {
    #expect(
        HelpText.usageError(.init("Unknown option '--bogus'")) == """
            Error: Unknown option '--bogus'
            Usage: quill [--to <sink> ...] [--once] [--lines | --null] [--json]
                         [--placeholder <text>] [--prompt <text>] [--value <text>]
                         [--char-limit <n>] [--submit <key>] [--config <path>]
                         [--no-history]
              See 'quill --help' for more information.

            """)
}

@Test func subcommandErrorShowsTheSubcommandsUsage() {
    #expect(
        HelpText.usageError(.init("Unexpected argument 'shwo'. Did you mean 'show'?", command: .config(.show))) == """
            Error: Unexpected argument 'shwo'. Did you mean 'show'?
            Usage: quill config [path | show | check] [--config <path>] [<setting flags>]
              See 'quill config --help' for more information.

            """)
}

@Test func noHelpLineIsWiderThanEightyColumns() {
    for command in [Arguments.Command.compose, .config(.show), .completions(nil)] {
        for line in HelpText.help(for: command).split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
        }
    }
}
