#!/usr/bin/env python3
"""Quill's benchmark driver: measures Quill and the tools a user would pick instead, in one run,
and prints medians and Quill/rival ratios next to the targets of issue 6. See bench/README.md.

Interactive figures run each program on a pseudo-terminal of 120x40 driven from here (no terminal
emulator in between): time is taken with perf_counter_ns around write -> read until the expected
text is in the program's output, with escape sequences and control characters stripped before
matching. Nothing here can fail CI: a case that is unsupported or too slow prints n/a / timeout.
"""

import argparse
import datetime
import fcntl
import json
import os
import re
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

COLUMNS, ROWS = 120, 40
PROMPT = "\u203a "
HINT = "Message stdout\u2026"
MARKER = b"ZZENDZZ9"  # never occurs in the filler text, so its arrival means the end is drawn
HERE = os.path.dirname(os.path.abspath(__file__))

# A complete escape sequence (CSI, OSC, two- or three-byte ESC forms) or a lone control byte.
STRIP = re.compile(
    rb"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[ -/]+[0-~]|[0-~])|[\x00-\x1f\x7f]"
)
CSI_DONE = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]")
CPR_REQUEST = b"\x1b[6n"


def now():
    return time.perf_counter_ns()


def ms(ns):
    return ns / 1e6


def complete_length(buf):
    """How much of buf can be stripped now: everything but a trailing, unfinished escape."""
    i = buf.rfind(b"\x1b")
    if i < 0:
        return len(buf)
    tail = buf[i:]
    if len(tail) == 1:
        return i
    kind = tail[1:2]
    if kind == b"[":
        return len(buf) if CSI_DONE.match(tail) or len(tail) > 64 else i
    if kind == b"]":
        return len(buf) if b"\x07" in tail or len(tail) > 4096 else i
    if 0x20 <= tail[1] <= 0x2F and len(tail) < 3:
        return i
    return len(buf)


class Session:
    """One program on its own pseudo-terminal (it is the session leader; /dev/tty works)."""

    def __init__(self, argv, env):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        slave_path = os.ttyname(slave)
        os.set_blocking(self.master, False)
        actions = [
            (os.POSIX_SPAWN_OPEN, 0, slave_path, os.O_RDWR, 0),  # no O_NOCTTY: becomes the ctty
            (os.POSIX_SPAWN_DUP2, 0, 1),
            (os.POSIX_SPAWN_DUP2, 0, 2),
        ]
        self.poller = select.poll()
        self.poller.register(self.master, select.POLLIN)
        self.pending = b""
        self.text = bytearray()  # everything shown so far, escapes and controls stripped
        self.dead = False
        self.started = now()
        self.pid = os.posix_spawn(argv[0], argv, env, file_actions=actions, setsid=True)
        os.close(slave)

    def _consume(self, data):
        self.pending += data
        cut = complete_length(self.pending)
        done, self.pending = self.pending[:cut], self.pending[cut:]
        if CPR_REQUEST in done:  # answer cursor-position requests the way a terminal would
            for _ in range(done.count(CPR_REQUEST)):
                self._write_all(b"\x1b[1;3R")
        self.text += STRIP.sub(b"", done)

    def read_available(self, timeout_ms):
        """Reads what arrives within timeout_ms; False when the program has gone."""
        if self.dead:
            return False
        events = self.poller.poll(timeout_ms)
        if not events:
            return True
        try:
            data = os.read(self.master, 1 << 16)
        except BlockingIOError:
            return True
        except OSError:
            self.dead = True
            return False
        if not data:
            self.dead = True
            return False
        self._consume(data)
        return True

    def wait_for(self, pattern, since, deadline):
        """perf_counter_ns when pattern first shows at or after text offset since; None on timeout."""
        start = max(0, since - len(pattern) + 1)
        while True:
            if self.text.find(pattern, start) >= 0:
                return now()
            start = max(0, len(self.text) - len(pattern) + 1)
            left = deadline - now()
            if left <= 0 or not self.read_available(max(1, min(100, left // 1_000_000))):
                return now() if self.text.find(pattern, start) >= 0 else None

    def settle(self, quiet_ms=5, limit_ms=500):
        """Reads until the program has been silent for quiet_ms (untimed housekeeping)."""
        end = now() + limit_ms * 1_000_000
        while now() < end:
            before = len(self.text) + len(self.pending)
            if not self.read_available(quiet_ms) or len(self.text) + len(self.pending) == before:
                return

    def _write_all(self, data):
        view = memoryview(data)
        while view:
            try:
                view = view[os.write(self.master, view):]
            except BlockingIOError:
                select.select([], [self.master], [], 0.01)

    def type(self, data):
        self._write_all(data)

    def feed(self, data, deadline):
        """Writes data as fast as the terminal takes it, reading the program's output meanwhile."""
        view = memoryview(data)
        poller = select.poll()
        poller.register(self.master, select.POLLIN | select.POLLOUT)
        while view:
            if now() > deadline or self.dead:
                return False
            for _, event in poller.poll(100):
                if event & select.POLLIN:
                    self.read_available(0)
                if event & select.POLLOUT and view:
                    try:
                        view = view[os.write(self.master, view[:4096]):]
                    except BlockingIOError:
                        pass
                    except OSError:
                        self.dead = True
                if event & (select.POLLHUP | select.POLLERR) and not event & select.POLLIN:
                    self.dead = True
        return True

    def memory_kb(self, field="VmHWM"):
        """A field of /proc/PID/status in kB (VmHWM: peak resident set; RssAnon: private memory)."""
        try:
            with open(f"/proc/{self.pid}/status") as status:
                for line in status:
                    if line.startswith(field + ":"):
                        return int(line.split()[1])
        except OSError:
            return None
        return None

    def close(self):
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(self.pid, 0)
        os.close(self.master)


class Rival:
    def __init__(self, key, label, argv, ready):
        self.key, self.label, self.argv, self.ready = key, label, argv, ready.encode()


class Bench:
    def __init__(self, args):
        self.args = args
        self.work = tempfile.mkdtemp(prefix="quill-bench-")
        self.home = os.path.join(self.work, "home")
        os.makedirs(self.home)
        self.env = {
            "HOME": self.home,
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "XDG_CONFIG_HOME": os.path.join(self.home, ".config"),
            "XDG_STATE_HOME": os.path.join(self.home, ".local/state"),
            "PYTHONDONTWRITEBYTECODE": "1",
        }
        self.quill = os.path.abspath(args.quill)
        self.rivals = {
            "quill": Rival("quill", "Quill", [self.quill], HINT),
            "floor": Rival("floor", "C libedit floor", [os.path.abspath(args.floor)], HINT),
            "readline": Rival("readline", "GNU readline (Python input)",
                              [args.python, os.path.join(HERE, "rival_readline.py")], PROMPT.strip()),
            "ptk": Rival("ptk", "prompt_toolkit",
                         [args.venv_python, os.path.join(HERE, "rival_ptk.py")], HINT),
        }
        self.results = {}

    # -- helpers ---------------------------------------------------------------------------

    def reset_state(self):
        for sub in (".local", ".config"):
            shutil.rmtree(os.path.join(self.home, sub), ignore_errors=True)

    def spawn_ready(self, rival, limit_s=10):
        """A session whose prompt/hint is on screen, and the spawn-to-hint time (None: timeout)."""
        self.reset_state()
        session = Session(rival.argv, self.env)
        seen = session.wait_for(rival.ready, 0, session.started + int(limit_s * 1e9))
        return session, (seen - session.started if seen else None)

    def record(self, figure, key, runs, unit, note=None, extra=None):
        entry = {"unit": unit, "runs": runs}
        if note:
            entry["status"] = note
        elif runs:
            entry["median"] = statistics.median(runs)
            entry["status"] = "ok"
        else:
            entry["status"] = "n/a"
        if extra:
            entry.update(extra)
        self.results.setdefault(figure, {})[key] = entry
        shown = f"{entry['median']:.3f} {unit}" if "median" in entry else entry["status"]
        print(f"  {figure:<22} {key:<9} {shown}  ({len(runs)} runs)", file=sys.stderr, flush=True)

    def say(self, text):
        print(text, file=sys.stderr, flush=True)

    # -- interactive figures ---------------------------------------------------------------

    def time_to_hint(self, keys):
        self.say("time to hint")
        runs = {key: [] for key in keys}
        failed = {}
        for key in keys:  # one untimed warm-up each: page cache, .pyc files
            session, _ = self.spawn_ready(self.rivals[key])
            session.close()
        for _ in range(self.args.hint_runs):
            for key in keys:
                if key in failed:
                    continue
                session, elapsed = self.spawn_ready(self.rivals[key])
                session.close()
                if elapsed is None:
                    failed[key] = "n/a (ended before its hint)" if session.dead else "timeout"
                else:
                    runs[key].append(ms(elapsed))
        for key in keys:
            self.record("time_to_hint", key, runs[key], "ms", failed.get(key))

    def keystroke_echo(self, keys):
        self.say("keystroke echo and peak memory")
        letters = b"abcdefghijklmnopqrstuvwxyz"
        for key in keys:
            session, elapsed = self.spawn_ready(self.rivals[key])
            runs, note = [], None
            if elapsed is None:
                note = "n/a (ended before its hint)" if session.dead else "timeout"
            else:
                session.settle(quiet_ms=20)
                for i in range(self.args.keys):
                    char = letters[i % 26:i % 26 + 1]
                    since = len(session.text)
                    start = now()
                    session.type(char)
                    seen = session.wait_for(char, since, start + 5_000_000_000)
                    if seen is None:
                        note = "timeout"
                        break
                    runs.append(ms(seen - start))
                    session.settle(quiet_ms=3, limit_ms=200)
            memory, private = session.memory_kb("VmHWM"), session.memory_kb("RssAnon")
            session.close()
            self.record("keystroke_echo", key, runs, "ms", note)
            self.record("peak_memory", key, [memory / 1024] if memory else [], "MB",
                        None if memory else "n/a")
            self.record("private_memory", key, [private / 1024] if private else [], "MB",
                        None if private else "n/a")

    def paste(self, figure, keys, payload, runs_wanted, budget_s, limit_s, then_key=None):
        """Writes payload after the hint; times until MARKER shows, and optionally a key after it."""
        self.say(figure.replace("_", " "))
        runs = {key: [] for key in keys}
        key_runs = {key: [] for key in keys}
        memory = {key: [] for key in keys}
        notes, spent = {}, {key: 0.0 for key in keys}
        for rep in range(runs_wanted):
            for key in keys:
                if key in notes or (rep > 0 and spent[key] > budget_s):
                    continue
                began = time.monotonic()
                session, elapsed = self.spawn_ready(self.rivals[key])
                if elapsed is None:
                    notes[key] = "n/a (ended before its hint)" if session.dead else "timeout (no hint)"
                    session.close()
                    continue
                session.settle(quiet_ms=20)
                since = len(session.text)
                start = now()
                deadline = start + int(limit_s * 1e9)
                fed = session.feed(payload, deadline)
                seen = session.wait_for(MARKER, since, deadline) if fed else None
                if seen is None:
                    notes[key] = "n/a (program ended)" if session.dead else f"timeout (>{limit_s:g} s)"
                else:
                    runs[key].append(ms(seen - start))
                    if then_key:
                        session.settle(quiet_ms=50, limit_ms=int(limit_s * 1000))
                        since = len(session.text)
                        start = now()
                        session.type(then_key)
                        seen = session.wait_for(then_key, since, start + int(limit_s * 1e9))
                        if seen is None:
                            notes.setdefault(key + "+key", f"timeout (>{limit_s:g} s)")
                        else:
                            key_runs[key].append(ms(seen - start))
                kb = session.memory_kb()
                if kb:
                    memory[key].append(kb / 1024)
                session.close()
                spent[key] += time.monotonic() - began
        for key in keys:
            self.record(figure, key, runs[key], "ms", notes.get(key))
            if then_key:
                note = "n/a (the paste did not finish)" if key in notes else notes.get(key + "+key")
                self.record(figure + "_key", key, key_runs[key], "ms", note)
            self.record(figure + "_memory", key, memory[key], "MB", None if memory[key] else "n/a")

    # -- whole-process figures -------------------------------------------------------------

    def run_process(self, argv, stdin_bytes=None, stdin_path=None, stdout_path=None, limit_s=60):
        """(elapsed ns, exit status, stderr text) of one whole process."""
        err = tempfile.TemporaryFile()
        out = open(stdout_path, "wb") if stdout_path else open(os.devnull, "wb")
        if stdin_path:
            stdin = open(stdin_path, "rb")
            stdin_fd, writer = stdin.fileno(), None
        else:
            read_end, writer = os.pipe()
            os.write(writer, stdin_bytes or b"")
            os.close(writer)
            stdin, stdin_fd = None, read_end
        actions = [(os.POSIX_SPAWN_DUP2, stdin_fd, 0), (os.POSIX_SPAWN_DUP2, out.fileno(), 1),
                   (os.POSIX_SPAWN_DUP2, err.fileno(), 2)]
        self.reset_state()
        start = now()
        pid = os.posix_spawn(argv[0], argv, self.env, file_actions=actions, setsid=True)  # no /dev/tty
        deadline = time.monotonic() + limit_s
        status = None
        while status is None:
            done, raw = os.waitpid(pid, os.WNOHANG)
            if done:
                status = os.waitstatus_to_exitcode(raw)
                break
            if time.monotonic() > deadline:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                status = "timeout"
                break
            time.sleep(0.0002)
        elapsed = now() - start
        if stdin:
            stdin.close()
        else:
            os.close(stdin_fd)
        out.close()
        err.seek(0)
        message = err.read().decode("utf-8", "replace").strip().splitlines()
        err.close()
        return elapsed, status, (message[0] if message else "")

    def post_message(self):
        self.say("post one message")
        server = subprocess.Popen([self.args.python, os.path.join(HERE, "hook_server.py")],
                                  stdout=subprocess.PIPE, text=True)
        try:
            port = int(server.stdout.readline())
            url = f"http://127.0.0.1:{port}/hook"
            text = "Hello from the Quill benchmark \u2014 \u4f60\u597d \"quoted\""
            body = json.dumps({"text": text}, ensure_ascii=False).encode()
            cases = {
                "quill": ([self.quill, "--to", url], text.encode()),
                "curl": ([shutil.which("curl") or "/usr/bin/curl", "-sS", "-f", "-o", "/dev/null",
                          "-H", "Content-Type: application/json", "--data-binary", "@-", url], body),
            }
            runs, notes = {key: [] for key in cases}, {}
            for key, (argv, data) in cases.items():  # check once that the post arrives whole
                before = self._hook_stats(port)["posts"]
                _, status, err = self.run_process(argv, data, limit_s=20)
                stats = self._hook_stats(port)
                arrived = stats["posts"] == before + 1 and self._text_of(stats["last_body"]) == text
                if status != 0 or not arrived:
                    notes[key] = f"n/a (exit {status}{': ' + err if err else ''}" + \
                        ("" if arrived else "; nothing arrived") + ")"
            for _ in range(self.args.post_runs):
                for key, (argv, data) in cases.items():
                    if key in notes:
                        continue
                    elapsed, status, _ = self.run_process(argv, data, limit_s=20)
                    if status == 0:
                        runs[key].append(ms(elapsed))
            for key in cases:
                self.record("post_message", key, runs[key], "ms", notes.get(key))
        finally:
            server.kill()
            server.wait()

    @staticmethod
    def _text_of(body):
        try:
            return json.loads(body).get("text")
        except (ValueError, AttributeError):
            return None

    @staticmethod
    def _hook_stats(port):
        import urllib.request
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/stats", timeout=5) as answer:
            return json.load(answer)

    def stream_to_file(self):
        self.say("streaming to a file")
        source = os.path.join(self.work, "lines.txt")
        words = ["compose", "message", "caf\u00e9", "\u4f60\u597d", "say \"hi\"", "back\\slash",
                 "tab\there", "emoji \U0001F44D", "lorem", "ipsum"]
        with open(source, "w", encoding="utf-8") as handle:
            for i in range(self.args.lines):
                handle.write(f"line {i} {words[i % len(words)]} {words[(i * 7) % len(words)]}\n")
        target = os.path.join(self.work, "x.jsonl")
        cases = {
            "quill": ([self.quill, "--lines", "--to", "file:" + target], None),
            "jq": ([shutil.which("jq") or "/usr/bin/jq", "-R", "-c", "{text: .}"], target),
        }
        runs, notes = {key: [] for key in cases}, {}
        for _ in range(self.args.stream_runs):
            for key, (argv, stdout_path) in cases.items():
                if key in notes:
                    continue
                if os.path.exists(target):
                    os.unlink(target)
                elapsed, status, err = self.run_process(argv, stdin_path=source, stdout_path=stdout_path,
                                                         limit_s=self.args.stream_limit)
                count = self._count_records(target)
                if status != 0 or count != self.args.lines:
                    notes[key] = ("timeout" if status == "timeout" else
                                  f"n/a (exit {status}, {count} records{': ' + err if err else ''})")
                    continue
                runs[key].append(ms(elapsed))
        for key in cases:
            self.record("stream_to_file", key, runs[key], "ms", notes.get(key))

    @staticmethod
    def _count_records(path):
        if not os.path.exists(path):
            return 0
        with open(path, "rb") as handle:
            return sum(1 for line in handle if line.strip().startswith(b"{"))

    # -- the run ---------------------------------------------------------------------------

    def run(self):
        interactive = [key for key in ["quill", "floor", "readline", "ptk"] if key in self.args.rivals.split(",")]
        only = set(self.args.only.split(",")) if self.args.only else None

        def wanted(name):
            return only is None or name in only

        if wanted("hint"):
            self.time_to_hint(interactive)
        if wanted("echo"):
            self.keystroke_echo(interactive)
        if wanted("raw"):
            filler = self._filler(self.args.raw_bytes - len(MARKER), line_width=None)
            self.paste("raw_paste", interactive, filler + MARKER, self.args.paste_runs,
                       budget_s=self.args.paste_budget, limit_s=self.args.paste_limit)
        if wanted("bracketed"):
            lines = self._filler(self.args.bracketed_bytes - len(MARKER), line_width=80)
            payload = b"\x1b[200~" + lines + MARKER + b"\x1b[201~"
            pair = [key for key in interactive if key in ("quill", "ptk")]
            self.paste("bracketed_paste", pair, payload, self.args.bracketed_runs,
                       budget_s=self.args.paste_budget, limit_s=self.args.paste_limit, then_key=b"%")
        if wanted("post"):
            self.post_message()
        if wanted("stream"):
            self.stream_to_file()
        shutil.rmtree(self.work, ignore_errors=True)
        return self.results

    @staticmethod
    def _filler(size, line_width):
        """Lower-case words and spaces (no MARKER, no '%'); with line_width, lines of that many
        bytes including their LF."""
        words = b"the quick brown fox jumps over a lazy dog while quill composes messages ".split()
        out = bytearray()
        i = 0
        line = bytearray()
        while len(out) + len(line) < size:
            word = words[i % len(words)]
            i += 1
            if line_width and len(line) + len(word) + 1 > line_width - 1:
                out += line.ljust(line_width - 1, b".") + b"\n"
                line = bytearray()
                continue
            line += word + b" "
        out += line
        return bytes(out[:size])


TARGETS = [  # figure, rival, bound on Quill/rival, label
    ("time_to_hint", "floor", 1.5), ("time_to_hint", "ptk", 0.1),
    ("keystroke_echo", "floor", 2.0),
    ("raw_paste", "readline", 1.0),
    ("bracketed_paste", "ptk", 1.0), ("bracketed_paste_key", "ptk", 1.0),
    ("peak_memory", "ptk", 0.1),
    ("post_message", "curl", 1.5),
    ("stream_to_file", "jq", 1.0),
]

FIGURES = [
    ("time_to_hint", "time to hint", ["floor", "readline", "ptk"]),
    ("keystroke_echo", "keystroke echo (median of {keys})", ["floor", "readline", "ptk"]),
    ("raw_paste", "raw paste {raw}", ["floor", "readline", "ptk"]),
    ("bracketed_paste", "bracketed paste {bracketed}", ["ptk"]),
    ("bracketed_paste_key", "key typed into {bracketed}", ["ptk"]),
    ("peak_memory", "peak memory (idle, {keys} keys)", ["floor", "readline", "ptk"]),
    ("private_memory", "private memory (RssAnon, idle)", ["floor", "readline", "ptk"]),
    ("raw_paste_memory", "peak memory after {raw} raw", ["floor", "readline", "ptk"]),
    ("bracketed_paste_memory", "peak memory after {bracketed} paste", ["ptk"]),
    ("post_message", "post one message (median of {posts})", ["curl"]),
    ("stream_to_file", "{lines} lines to JSON lines", ["jq"]),
]

LABELS = {"floor": "C libedit floor", "readline": "GNU readline", "ptk": "prompt_toolkit",
          "curl": "curl", "jq": "jq"}


def shown(entry, notes=None):
    """A figure for the table; a failed case shows its first word, the reason goes to notes."""
    if not entry:
        return "-"
    if "median" not in entry:
        status = entry["status"]
        short = status.split(" ")[0].rstrip(":")
        if notes is not None and status != short:
            notes.append(status)
            short += f" [{len(notes)}]"
        return short
    value = entry["median"]
    digits = 3 if value < 1 else 2 if value < 10 else 1 if value < 100 else 0
    return f"{value:.{digits}f} {entry['unit']}"


def size(count):
    return f"{count // (1 << 20)} MB" if count % (1 << 20) == 0 else f"{count // 1024} KB"


def table(results, args):
    """The results as a Markdown table: one row per figure and rival."""
    words = {"raw": size(args.raw_bytes), "bracketed": size(args.bracketed_bytes), "keys": args.keys,
             "posts": args.post_runs, "lines": f"{args.lines // 1000}k" if args.lines % 1000 == 0 else args.lines}
    bounds = {(figure, rival): bound for figure, rival, bound in TARGETS}
    rows = ["| figure | Quill | rival | rival's figure | Quill / rival | target |",
            "|---|---|---|---|---|---|"]
    notes = []
    for figure, title, rivals in FIGURES:
        title = title.format(**words)
        per = results.get(figure)
        if not per:
            continue
        quill = per.get("quill")
        for index, rival in enumerate(rivals):
            other = per.get(rival)
            ratio, target = "-", ""
            if quill and other and "median" in quill and "median" in other and other["median"] > 0:
                value = quill["median"] / other["median"]
                ratio = f"{value:.2f}" if value >= 0.01 else f"{value:.3f}"
                bound = bounds.get((figure, rival))
                if bound is not None:
                    mark = "\u2713" if value <= bound else "\u2717"
                    target = f"\u2264 {bound:g}\u00d7 {mark}"
            elif (figure, rival) in bounds:
                target = f"\u2264 {bounds[(figure, rival)]:g}\u00d7 ?"
            quill_text = shown(quill, notes) if index == 0 else ""
            rows.append(f"| {title if index == 0 else ''} | {quill_text} | "
                        f"{LABELS[rival]} | {shown(other, notes)} | {ratio} | {target} |")
    rows += [""] + [f"[{number}] {note}" for number, note in enumerate(notes, 1)] if notes else []
    return "\n".join(rows)


def main():
    root = os.path.dirname(HERE)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quill", default=os.path.join(root, ".build/release/quill"))
    parser.add_argument("--floor", default=os.path.join(HERE, "out/floor"))
    parser.add_argument("--python", default="/usr/bin/python3")
    parser.add_argument("--venv-python", default=os.path.join(HERE, ".venv/bin/python"))
    parser.add_argument("--only", help="comma list of: hint,echo,raw,bracketed,post,stream")
    parser.add_argument("--rivals", default="quill,floor,readline,ptk",
                        help="interactive programs to run (comma list), e.g. quill,floor for a quick check")
    parser.add_argument("--hint-runs", type=int, default=21)
    parser.add_argument("--keys", type=int, default=60)
    parser.add_argument("--raw-bytes", type=int, default=32 * 1024)
    parser.add_argument("--bracketed-bytes", type=int, default=1024 * 1024)
    parser.add_argument("--paste-runs", type=int, default=5)
    parser.add_argument("--bracketed-runs", type=int, default=3)
    parser.add_argument("--paste-budget", type=float, default=15, help="seconds per program, then stop repeating")
    parser.add_argument("--paste-limit", type=float, default=20, help="seconds before one paste is a timeout")
    parser.add_argument("--post-runs", type=int, default=30)
    parser.add_argument("--lines", type=int, default=200_000)
    parser.add_argument("--stream-runs", type=int, default=5)
    parser.add_argument("--stream-limit", type=float, default=30)
    parser.add_argument("--about", help="a file whose first line (program versions) heads the output")
    parser.add_argument("--json", help="also write the raw results here")
    parser.add_argument("--markdown", help="also write the table here")
    args = parser.parse_args()

    began = time.monotonic()
    results = Bench(args).run()
    header = (f"Quill benchmark {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, "
              f"{os.cpu_count()} cores, load {os.getloadavg()[0]:.2f}, "
              f"run took {time.monotonic() - began:.0f} s")
    if args.about and os.path.exists(args.about):
        with open(args.about) as handle:
            header += "\n" + handle.readline().strip()
    text = table(results, args)
    print(header)
    print()
    print(text)
    if args.markdown:
        with open(args.markdown, "w") as handle:
            handle.write(header + "\n\n" + text + "\n")
    if args.json:
        with open(args.json, "w") as handle:
            json.dump(results, handle, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
