import Foundation

private let spawnLock = NSLock()

/// Runs a program to completion with posix_spawn and waitpid, feeding `input` and collecting
/// stdout and stderr with poll. (Foundation's Process can stall when many tests wait on children at
/// once on a 2-core machine; this has no run loop and no helper thread.)
func spawnAndWait(
    _ executable: String, _ arguments: [String], input: Data = Data(), environment: [String: String]? = nil,
    captureOutput: Bool = true
) throws -> RunResult {
    var inPipe: [Int32] = [0, 0]
    var outPipe: [Int32] = [0, 0]
    var errPipe: [Int32] = [0, 0]
    // Close-on-exec, so that children spawned at the same time by other tests (tmux servers live
    // long) never hold these pipes open; dup2 onto 0, 1, 2 clears the flag for our child. The lock
    // keeps another test's spawn out of the gap between pipe() and fcntl().
    // A child may exit before it has read all its input: writing then must fail, not kill the tests.
    signal(SIGPIPE, SIG_IGN)
    spawnLock.lock()
    defer { spawnLock.unlock() }
    guard pipe(&inPipe) == 0, pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw POSIXError(.EMFILE) }
    for fd in inPipe + outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
    if captureOutput {
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let env = environment ?? ProcessInfo.processInfo.environment
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }

    // The child starts with no signal blocked (test threads block most of them) and SIGPIPE at its
    // default (this process ignores it).
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    close(inPipe[0])
    close(outPipe[1])
    close(errPipe[1])
    spawnLock.unlock()
    defer { spawnLock.lock() }
    guard spawned == 0 else {
        close(inPipe[1])
        close(outPipe[0])
        close(errPipe[0])
        throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOENT)
    }

    var pending = [UInt8](input)
    var writeFD: Int32 = inPipe[1]
    if pending.isEmpty {
        close(writeFD)
        writeFD = -1
    }
    _ = fcntl(inPipe[1], F_SETFL, O_NONBLOCK)
    var out = Data()
    var err = Data()
    var open: Set<Int32> = [outPipe[0], errPipe[0]]
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !open.isEmpty || writeFD >= 0 {
        var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        if writeFD >= 0 { fds.append(pollfd(fd: writeFD, events: Int16(POLLOUT), revents: 0)) }
        if poll(&fds, nfds_t(fds.count), -1) < 0 {
            if errno == EINTR { continue }
            break
        }
        for entry in fds where entry.revents != 0 {
            if entry.fd == writeFD {
                let n = pending.withUnsafeBytes { write(writeFD, $0.baseAddress, min($0.count, 65536)) }
                if n > 0 { pending.removeFirst(n) }
                if n < 0 && errno != EAGAIN || pending.isEmpty {
                    close(writeFD)
                    writeFD = -1
                }
                continue
            }
            let n = read(entry.fd, &buffer, buffer.count)
            if n > 0 {
                if entry.fd == outPipe[0] { out.append(buffer, count: n) } else { err.append(buffer, count: n) }
            } else if n == 0 || errno != EINTR {
                close(entry.fd)
                open.remove(entry.fd)
            }
        }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exitCode = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return RunResult(status: exitCode, stdout: out, stderr: err)
}
