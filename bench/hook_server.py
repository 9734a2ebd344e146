"""A loopback webhook receiver for the benchmark: answers every POST with 200 and remembers the
last body, so the harness can check that a post really arrived (GET /stats).

Prints its port on the first line of stdout, then serves until killed. 127.0.0.1 only.
"""
import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Hook(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    posts = 0
    last_body = b""

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        Hook.posts += 1
        Hook.last_body = body
        self._answer(200, b'{"ok":true}')

    def do_GET(self):
        stats = {"posts": Hook.posts, "last_body": Hook.last_body.decode("utf-8", "replace")}
        self._answer(200, json.dumps(stats).encode())

    def _answer(self, status, body):
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(body)
        self.close_connection = True

    def log_message(self, format, *args):
        pass


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Hook)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
