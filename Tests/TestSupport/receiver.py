#!/usr/bin/env python3
"""A webhook receiver for Quill's tests: listens on 127.0.0.1, records every request as one JSON
line, and answers from a script.

    receiver.py LOG [--port N] [--script ITEMS] [--tls CERT KEY]

Prints the port it listens on, then serves until killed. ITEMS is a comma-separated list used one
per request, in order; after the last, every answer is 200. An item is a status code with optional
`/key=value` parts: `503`, `429/retry-after=2`, `200/delay=20` (wait before answering),
`307/location=http://localhost:PORT/x`. Each log line holds method, path, headers, body and the
arrival time (a float, seconds).
"""
import argparse
import json
import signal
import ssl
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

lock = threading.Lock()
script = []
log_path = ""


def next_item():
    with lock:
        return script.pop(0) if script else "200"


class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode("utf-8", "replace")
        record = {
            "method": "POST",
            "path": self.path,
            "headers": {k.lower(): v for k, v in self.headers.items()},
            "body": body,
            "time": time.time(),
        }
        with lock:
            with open(log_path, "a") as log:
                log.write(json.dumps(record) + "\n")
        parts = next_item().split("/", 1)
        options = dict(p.split("=", 1) for p in parts[1].split(";")) if len(parts) > 1 else {}
        if "delay" in options:
            time.sleep(float(options["delay"]))
        status = int(parts[0])
        answer = b'{"ok":true}' if status < 300 else b'{"ok":false}'
        try:
            self.send_response(status)
            if "retry-after" in options:
                self.send_header("Retry-After", options["retry-after"])
            if "location" in options:
                self.send_header("Location", options["location"])
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def log_message(self, format, *args):
        pass


def main():
    global log_path, script
    parser = argparse.ArgumentParser()
    parser.add_argument("log")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--script", default="")
    parser.add_argument("--tls", nargs=2, metavar=("CERT", "KEY"))
    args = parser.parse_args()
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    log_path = args.log
    script = [item for item in args.script.split(",") if item]
    open(log_path, "a").close()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    if args.tls:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(args.tls[0], args.tls[1])
        server.socket = context.wrap_socket(server.socket, server_side=True)
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
