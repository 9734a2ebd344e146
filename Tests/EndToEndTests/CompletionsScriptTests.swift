import Foundation
import Testing

/// `quill completions bash|zsh|fish` checked by the shells themselves.
@Suite struct CompletionsScriptTests {
    let home = TemporaryHome()

    /// Where a program is on PATH, if installed.
    static func which(_ program: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + program }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    func script(_ shell: String) throws -> String {
        try home.write("[sink \"team\"]\nurl = -\n[sink \"night-log\"]\nurl = file:~/x\n", to: ".quillrc")
        let result = try runQuill(["completions", shell], environment: home.environment)
        #expect(result.status == 0)
        try home.write(result.output, to: "completion." + shell)
        return home.path + "/completion." + shell
    }

    @Test func bashScriptIsValidAndCompletesOptionsAndSinks() throws {
        let path = try script("bash")
        let check = try runQuill(["-n", path], environment: home.environment, executable: "/bin/bash")
        #expect(check.status == 0, "\(check.errors)")
        func complete(_ words: String, _ index: Int) throws -> String {
            let program = "source \(path); COMP_WORDS=(\(words)); COMP_CWORD=\(index); _quill; echo \"${COMPREPLY[*]}\""
            return try runQuill(["-c", program], environment: home.environment, executable: "/bin/bash").output
        }
        #expect(try complete("quill --t", 1) == "--to\n")
        #expect(try complete("quill --to ''", 2) == "team night-log stdout\n")
        #expect(try complete("quill con", 1) == "config\n")
        #expect(try complete("quill config s", 2) == "show\n")
        #expect(try complete("quill completions ''", 2) == "bash zsh fish --config --help\n")
    }

    @Test func zshScriptIsValidWhereZshIsInstalled() throws {
        let path = try script("zsh")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("#compdef quill\n"))
        guard let zsh = Self.which("zsh") else { return }
        let check = try runQuill(["-n", path], environment: home.environment, executable: zsh)
        #expect(check.status == 0, "\(check.errors)")
    }

    @Test func fishScriptIsValidWhereFishIsInstalled() throws {
        let path = try script("fish")
        #expect(
            try String(contentsOfFile: path, encoding: .utf8).contains(
                "complete -c quill -l to -x -a 'team night-log stdout'"))
        guard let fish = Self.which("fish") else { return }
        let check = try runQuill(["-n", path], environment: home.environment, executable: fish)
        #expect(check.status == 0, "\(check.errors)")
    }
}
