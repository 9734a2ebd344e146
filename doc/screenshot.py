#!/usr/bin/env python3
"""Renders the screen of a tmux pane (`capture-pane -e -p` output on stdin) as an SVG picture.

Usage: tmux capture-pane -e -p | doc/screenshot.py TITLE COLUMNS > picture.svg
Understands the SGR sequences tmux writes: reset, bold, dim, italic, underline, the 8/16 colours,
256-colour and RGB foregrounds. Dim is drawn at half opacity, as terminals do.
"""
import html
import re
import sys

PALETTE = ["#1e1e1e", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
           "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff"]
CELL_W, CELL_H, PAD = 8.4, 18, 14


def color256(n):
    if n < 16:
        return PALETTE[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (steps[n // 36], steps[(n // 6) % 6], steps[n % 6])
    v = 8 + (n - 232) * 10
    return "#%02x%02x%02x" % (v, v, v)


def width(ch):
    o = ord(ch)
    wide = (0x1100 <= o <= 0x115F or 0x2E80 <= o <= 0xA4CF or 0xAC00 <= o <= 0xD7A3 or
            0xF900 <= o <= 0xFAFF or 0xFE30 <= o <= 0xFE4F or 0xFF00 <= o <= 0xFF60 or
            0xFFE0 <= o <= 0xFFE6 or 0x1F300 <= o <= 0x1FAFF or 0x20000 <= o <= 0x3FFFD)
    return 2 if wide else 1


def spans(line):
    style = {}
    col = 0
    for part in re.split(r"(\x1b\[[0-9;]*m)", line):
        if part.startswith("\x1b["):
            codes = [int(c) if c else 0 for c in part[2:-1].split(";")]
            i = 0
            while i < len(codes):
                c = codes[i]
                if c == 0:
                    style = {}
                elif c == 1:
                    style["bold"] = True
                elif c == 2:
                    style["dim"] = True
                elif c == 3:
                    style["italic"] = True
                elif c == 4:
                    style["underline"] = True
                elif c == 22:
                    style.pop("bold", None)
                    style.pop("dim", None)
                elif c == 23:
                    style.pop("italic", None)
                elif 30 <= c <= 37:
                    style["fg"] = PALETTE[c - 30]
                elif 90 <= c <= 97:
                    style["fg"] = PALETTE[c - 90 + 8]
                elif c == 39:
                    style.pop("fg", None)
                elif c == 38 and i + 2 < len(codes) and codes[i + 1] == 5:
                    style["fg"] = color256(codes[i + 2])
                    i += 2
                elif c == 38 and i + 4 < len(codes) and codes[i + 1] == 2:
                    style["fg"] = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5])
                    i += 4
                i += 1
            continue
        if part:
            yield col, part, dict(style)
            col += sum(width(ch) for ch in part)


def main():
    title = sys.argv[1] if len(sys.argv) > 1 else "quill"
    lines = sys.stdin.read().rstrip("\n").split("\n")
    while lines and not re.sub(r"\x1b\[[0-9;]*m", "", lines[-1]).strip():
        lines.pop()
    cols = int(sys.argv[2]) if len(sys.argv) > 2 else 80
    w, h = PAD * 2 + cols * CELL_W, PAD * 2 + 28 + len(lines) * CELL_H
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" font-family="DejaVu Sans Mono, Menlo, monospace" font-size="14">',
           f'<rect width="100%" height="100%" rx="8" fill="#1e1e1e"/>',
           f'<circle cx="20" cy="16" r="5" fill="#ff5f57"/><circle cx="36" cy="16" r="5" fill="#febc2e"/><circle cx="52" cy="16" r="5" fill="#28c840"/>',
           f'<text x="{w / 2:.0f}" y="20" fill="#999" text-anchor="middle" font-size="12">{html.escape(title)}</text>']
    for row, line in enumerate(lines):
        y = PAD + 28 + row * CELL_H + 13
        for col, text, style in spans(line):
            attrs = [f'x="{PAD + col * CELL_W:.1f}"', f'y="{y}"', f'fill="{style.get("fg", "#e5e5e5")}"']
            if style.get("dim"):
                attrs.append('fill-opacity="0.5"')
            if style.get("bold"):
                attrs.append('font-weight="bold"')
            if style.get("italic"):
                attrs.append('font-style="italic"')
            if style.get("underline"):
                attrs.append('text-decoration="underline"')
            out.append(f'<text xml:space="preserve" {" ".join(attrs)}>{html.escape(text)}</text>')
    out.append("</svg>")
    print("\n".join(out))


if __name__ == "__main__":
    main()
