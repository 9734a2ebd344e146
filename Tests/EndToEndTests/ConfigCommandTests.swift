import Foundation
import Testing

/// The dotfile as the built binary reads it: discovery, precedence, errors, warnings, `quill config`.
@Suite struct ConfigCommandTests {
    let home = TemporaryHome()

    @Test func dotfileChoosesTheSinks() throws {
        try home.write("to = log\n[sink \"log\"]\nurl = file:~/notes/log.txt\n", to: ".quillrc")
        let result = try runQuill([], input: "hello\n", environment: home.environment)
        #expect(result.status == 0)
        #expect(result.output == "")
        #expect(home.read("notes/log.txt") == "hello\n")
    }

    @Test func xdgConfigIsReadWhenThereIsNoDotfile() throws {
        try home.write("to = file:~/xdg.txt\n", to: "config/quill/config")
        let result = try runQuill([], input: "hi", environment: home.environment)
        #expect(result.status == 0)
        #expect(home.read("xdg.txt") == "hi\n")
    }

    @Test func flagBeatsEnvironmentBeatsFile() throws {
        try home.write("to = file:~/from-file.txt\n", to: ".quillrc")
        var environment = home.environment
        _ = try runQuill([], input: "one", environment: environment)
        environment["QUILL_TO"] = "file:~/from-env.txt"
        _ = try runQuill([], input: "two", environment: environment)
        _ = try runQuill(["--to", "file:" + home.path + "/from-flag.txt"], input: "three", environment: environment)
        #expect(home.read("from-file.txt") == "one\n")
        #expect(home.read("from-env.txt") == "two\n")
        #expect(home.read("from-flag.txt") == "three\n")
    }

    @Test func configFlagAndVariableNameTheFile() throws {
        try home.write("to = file:~/a.txt\n", to: "a.rc")
        try home.write("to = file:~/b.txt\n", to: "b.rc")
        var environment = home.environment
        environment["QUILL_CONFIG"] = home.path + "/b.rc"
        _ = try runQuill(["--config", home.path + "/a.rc"], input: "flag", environment: environment)
        _ = try runQuill([], input: "variable", environment: environment)
        #expect(home.read("a.txt") == "flag\n")
        #expect(home.read("b.txt") == "variable\n")
    }

    @Test func missingNamedConfigIsAnError() throws {
        let result = try runQuill(["--config", home.path + "/nope"], input: "x", environment: home.environment)
        #expect(result.status == 78)
        #expect(result.errors == home.path + "/nope: No such file or directory\n")
        #expect(result.output == "")
    }

    @Test func badConfigStopsWithPathLineColumnAndPostsNothing() throws {
        try home.write("to = file:~/never.txt\n\n  placehoder = hi\n", to: ".quillrc")
        let result = try runQuill([], input: "message", environment: home.environment)
        #expect(result.status == 78)
        #expect(result.errors == home.path + "/.quillrc:3:3: unknown key 'placehoder'; did you mean 'placeholder'?\n")
        #expect(result.output == "")
        #expect(home.read("never.txt") == nil)
    }

    @Test func unsetVariableIsAnError() throws {
        try home.write("[sink \"team\"]\nurl = https://hooks.example.com/${HOOK}\n", to: ".quillrc")
        let result = try runQuill(["config", "check"], environment: home.environment)
        #expect(result.status == 78)
        #expect(result.errors == home.path + "/.quillrc:2:33: environment variable 'HOOK' is not set\n")
    }

    @Test func badEnvironmentValueIsAConfigError() throws {
        var environment = home.environment
        environment["QUILL_CHAR_LIMIT"] = "lots"
        let result = try runQuill([], input: "x", environment: environment)
        #expect(result.status == 78)
        #expect(result.errors == "quill: QUILL_CHAR_LIMIT: expected a whole number from 0 up to 1000000, got 'lots'\n")
        #expect(result.output == "")
    }

    @Test func unknownSinkOnTheCommandLineIsAUsageError() throws {
        try home.write("[sink \"team\"]\nurl = -\n", to: ".quillrc")
        let result = try runQuill(["--to", "taem"], input: "x", environment: home.environment)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("Error: Unknown sink 'taem'. Did you mean 'team'?\nUsage: quill "))
        #expect(result.output == "")
    }

    @Test func showRedactsSecretsAndNamesOrigins() throws {
        try home.write(
            """
            prompt = "> "
            [sink "team"]
            url = slack+https://hooks.slack.com/services/${HOOK}
            header = Authorization: Bearer TOPSECRET
            """, to: ".quillrc")
        var environment = home.environment
        environment["HOOK"] = "T0/B0/TOPSECRET"
        environment["QUILL_SUBMIT"] = "alt-enter"
        let result = try runQuill(
            ["config", "show", "--config", home.path + "/.quillrc", "--char-limit", "9"], environment: environment)
        #expect(result.status == 0)
        #expect(!result.output.contains("TOPSECRET") && !result.errors.contains("TOPSECRET"))
        let lines = result.output.split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        #expect(lines.contains("url = slack+https://hooks.slack.com/services/… # \(home.path)/.quillrc:3"))
        #expect(lines.contains("header = Authorization: … # \(home.path)/.quillrc:4"))
        #expect(lines.contains("prompt = \"> \" # \(home.path)/.quillrc:1"))
        #expect(lines.contains("submit = alt-enter # env QUILL_SUBMIT"))
        #expect(lines.contains("editor = emacs # default"))
        #expect(lines.contains("char-limit = 9 # flag --char-limit"))
    }

    @Test func readableSecretGetsAChmodWarning() throws {
        try home.write("[sink \"team\"]\nurl = https://hooks.example.com/services/T/B/X\n", to: ".quillrc", mode: 0o644)
        let loose = try runQuill(["config", "check"], environment: home.environment)
        let path = home.path + "/.quillrc"
        #expect(loose.status == 0)
        #expect(
            loose.errors.contains(
                "quill: warning: \(path) holds a secret and can be read by others; run chmod 600 \(path)\n"))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let tight = try runQuill(["config", "check"], environment: home.environment)
        #expect(!tight.errors.contains("chmod"))
    }

    @Test func readableFileWithoutSecretsGetsNoWarning() throws {
        try home.write("prompt = >\n[sink \"log\"]\nurl = file:~/log.txt\n", to: ".quillrc", mode: 0o644)
        let result = try runQuill(["config", "check"], environment: home.environment)
        #expect(result.status == 0)
        #expect(result.errors == "quill: \(home.path)/.quillrc is valid\n")
    }

    @Test func pathPrintsTheFileRead() throws {
        let none = try runQuill(["config", "path"], environment: home.environment)
        #expect(none.status == 0)
        #expect(none.output == home.path + "/.quillrc\n")
        #expect(none.errors.contains("no config file yet"))
        try home.write("prompt = >\n", to: "config/quill/config")
        let xdg = try runQuill(["config", "path"], environment: home.environment)
        #expect(xdg.output == home.path + "/config/quill/config\n")
        #expect(xdg.errors == "")
    }

    @Test func checkFailsOnABadValue() throws {
        try home.write("submit = entr\n", to: ".quillrc")
        let result = try runQuill(["config", "check"], environment: home.environment)
        #expect(result.status == 78)
        #expect(result.errors == home.path + "/.quillrc:1:10: unknown submit key 'entr'; did you mean 'enter'?\n")
    }
}
