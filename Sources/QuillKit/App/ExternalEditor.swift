#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-X Ctrl-E: the message in `$VISUAL` or `$EDITOR` (else `vi`), on the terminal.
enum ExternalEditor {
    /// The edited text (one trailing newline removed), or nil when the editor failed or could not start.
    static func edit(_ text: String, environment: Environment) -> String? {
        let command = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        var template =
            Array((environment["TMPDIR"] ?? "/tmp").utf8CString.dropLast()) + Array("/quill-XXXXXX.txt".utf8CString)
        let fd = mkstemps(&template, 4)
        guard fd >= 0 else { return nil }
        let path = String(cString: template)
        defer { unlink(path) }
        close(fd)
        guard StateFile.write(text, to: path) else { return nil }
        // Through the shell, as editors are often set with arguments (`code -w`); the path is $1.
        let script = command + " \"$1\" </dev/tty >/dev/tty"
        var pid: pid_t = 0
        let words: [String] = ["/bin/sh", "-c", script, "sh", path]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status == 0, var edited = StateFile.read(path) else { return nil }
        if edited.hasSuffix("\n") { edited.removeLast() }
        return edited
    }
}
