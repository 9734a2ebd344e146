#!/usr/bin/env bash
# Makes the README's pictures: Quill in a real terminal (tmux), captured with its colours and
# rendered by screenshot.py. Run from the repository: doc/screenshots.sh [path/to/quill]
set -euo pipefail
quill=$(realpath "${1:-.build/debug/quill}")
doc=$(cd "$(dirname "$0")" && pwd)
home=$(mktemp -d)
socket=quill-shots-$$
trap 'tmux -L $socket kill-server 2>/dev/null; rm -rf "$home"' EXIT
cat > "$home/.quillrc" <<'RC'
placeholder = Message {to}…
char-limit = 140
to = team, log

[sink "team"]
url = file:~/team.txt

[sink "log"]
url = file:~/notes.jsonl
RC
tmux -L "$socket" -f /dev/null new-session -d -x 72 -y 9 \
  "env -i HOME=$home TERM=xterm-256color LANG=C.UTF-8 PATH=/usr/bin:/bin '$quill'; sleep 60"
wait_for() { for _ in $(seq 200); do tmux -L "$socket" capture-pane -p | grep -qF "$1" && return; sleep 0.05; done; echo "never saw: $1" >&2; exit 1; }
wait_for "Message team, log…"
tmux -L "$socket" send-keys -l "Standup moved to 10:30"
tmux -L "$socket" send-keys Enter
wait_for "✓ sent to team, log"
wait_for "0/140"
tmux -L "$socket" capture-pane -e -p | "$doc/screenshot.py" "quill — an empty box shows its hint" 72 > "$doc/screenshot-hint.svg"
tmux -L "$socket" send-keys -l "Release notes:"
tmux -L "$socket" send-keys M-Enter
tmux -L "$socket" send-keys -l "• starts in a few milliseconds"
tmux -L "$socket" send-keys M-Enter
tmux -L "$socket" send-keys -l "• 你好 and emoji 👍 count right"
wait_for "count right"
tmux -L "$socket" capture-pane -e -p | "$doc/screenshot.py" "quill — composing over several lines" 72 > "$doc/screenshot-compose.svg"
echo "wrote $doc/screenshot-hint.svg and $doc/screenshot-compose.svg"
