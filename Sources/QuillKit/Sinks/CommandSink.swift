#if canImport(Glibc)
    import Glibc
#endif

/// Runs a command for each message (`exec:COMMAND ARGS…`, split at spaces, no shell) with the text
/// on its standard input. Its output goes to standard error, so only messages reach stdout. A
/// non-zero exit, a death by signal, or running past the sink's timeout is a failed delivery.
public final class CommandSink: MessageSink {
    public let name: String
    public let target: String
    let arguments: [String]
    let timeoutMilliseconds: Int

    /// - Parameter url: `exec:COMMAND ARGS…`; nil for anything else or an empty command.
    public init?(url: String, name: String? = nil, timeoutMilliseconds: Int = 10_000) {
        guard url.hasPrefix("exec:") else { return nil }
        arguments = url.dropFirst(5).split(separator: " ").map(String.init)
        guard !arguments.isEmpty else { return nil }
        self.name = name ?? Redaction.url(url)
        self.target = name ?? url
        self.timeoutMilliseconds = timeoutMilliseconds
    }

    public func send(_ message: Message) throws {
        let command = arguments[0]
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw DeliveryFailure("\(command): \(systemError(errno))") }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, STDERR_FILENO, STDOUT_FILENO)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGWINCH] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let spawned = posix_spawnp(&pid, command, &actions, &attributes, argv, environ)
        close(readEnd)
        guard spawned == 0 else {
            close(writeEnd)
            throw DeliveryFailure("\(command): \(systemError(spawned))", retryable: false)
        }
        let deadline = CommandSink.now() + Double(timeoutMilliseconds) / 1000
        feed(Array(message.text.utf8), to: writeEnd, until: deadline)
        close(writeEnd)
        guard let status = wait(for: pid, until: deadline) else {
            kill(pid, SIGKILL)
            var ignored: Int32 = 0
            while waitpid(pid, &ignored, 0) < 0 && errno == EINTR {}
            throw DeliveryFailure("\(command): timed out after \(timeoutMilliseconds) ms")
        }
        if status & 0x7F != 0 { throw DeliveryFailure("\(command): killed by signal \(status & 0x7F)") }
        let code = (status >> 8) & 0xFF
        if code != 0 { throw DeliveryFailure("\(command): exit status \(code)") }
    }

    /// Writes the message to the command's stdin without blocking past `deadline`. A command that
    /// stops reading is judged by its exit status, so a broken pipe is not an error here; SIGPIPE is
    /// held back for the write and discarded.
    private func feed(_ bytes: [UInt8], to fd: Int32, until deadline: Double) {
        var pipeSignal = sigset_t()
        var previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 {
                var zero = timespec()
                sigtimedwait(&pipeSignal, nil, &zero)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if written >= 0 {
                offset += written
                continue
            }
            guard errno == EAGAIN || errno == EINTR else { return }
            let left = Int32(max(0, (deadline - CommandSink.now()) * 1000))
            if left == 0 { return }
            var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            _ = poll(&poller, 1, min(left, 100))
        }
    }

    /// The wait status of `pid`, or nil if it is still running at `deadline`.
    private func wait(for pid: pid_t, until deadline: Double) -> Int32? {
        var status: Int32 = 0
        var pause = 1_000  // microseconds, growing to 20 ms
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return status }
            if result < 0 && errno != EINTR { return 0 }
            if CommandSink.now() >= deadline { return nil }
            usleep(useconds_t(pause))
            pause = min(pause * 2, 20_000)
        }
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
