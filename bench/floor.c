/*
 * The floor: the least a libedit composer with a dim placeholder can do.
 *
 * Same technique as Quill (shared/LIBEDIT.md): libedit edits on /dev/tty; its read function
 * draws the hint dim after the prompt (ESC 7, ESC[2m hint ESC[22m, ESC 8) when the buffer is
 * empty and no input is pending, decodes UTF-8 itself, and erases the hint (ESC[K) before it
 * hands libedit the first character. Nothing else: no config, no history, no sinks. Each line
 * read is printed on stdout. The benchmark harness builds this file; it is not part of Quill.
 *
 * usage: floor [PROMPT [HINT]]   (defaults: "› " and "Message stdout…")
 */
#include <histedit.h>
#include <locale.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

static FILE *tty;
static int tty_fd;
static const char *hint = "Message stdout\xE2\x80\xA6";
static wchar_t prompt_wide[256];
static int hint_shown;

static wchar_t *prompt_fn(EditLine *el) {
    (void)el;
    return prompt_wide;
}

static int buffer_empty(EditLine *el) {
    const LineInfoW *line = el_wline(el);
    return line->lastchar == line->buffer;
}

static int input_pending(void) {
    struct pollfd p = {.fd = tty_fd, .events = POLLIN};
    return poll(&p, 1, 0) > 0;
}

static void erase_hint(void) {
    if (!hint_shown) return;
    fputs("\x1b[K", tty);
    fflush(tty);
    hint_shown = 0;
}

/* libedit's read function: one character per call, after libedit has flushed its output. */
static int read_char(EditLine *el, wchar_t *out) {
    if (!hint_shown && buffer_empty(el) && !input_pending()) {
        fprintf(tty, "\x1b" "7\x1b[2m%s\x1b[22m\x1b" "8", hint);
        fflush(tty);
        hint_shown = 1;
    }
    mbstate_t state;
    memset(&state, 0, sizeof state);
    for (;;) {
        char byte;
        ssize_t n = read(tty_fd, &byte, 1);
        if (n <= 0) {
            erase_hint();
            return n == 0 ? 0 : -1;
        }
        size_t r = mbrtowc(out, &byte, 1, &state);
        if (r == (size_t)-2) continue;
        if (r == (size_t)-1) {
            memset(&state, 0, sizeof state);
            *out = 0xFFFD;
        }
        erase_hint();
        return 1;
    }
}

int main(int argc, char **argv) {
    if (!setlocale(LC_ALL, "")) setlocale(LC_ALL, "C.UTF-8");
    const char *prompt = argc > 1 ? argv[1] : "\xE2\x80\xBA ";
    if (argc > 2) hint = argv[2];
    mbstowcs(prompt_wide, prompt, sizeof prompt_wide / sizeof prompt_wide[0] - 1);

    tty = fopen("/dev/tty", "r+");
    if (!tty) {
        perror("floor: /dev/tty");
        return 1;
    }
    tty_fd = fileno(tty);
    EditLine *el = el_init_fd(argv[0], tty, tty, stderr, tty_fd, tty_fd, STDERR_FILENO);
    if (!el) return 1;
    el_set(el, EL_EDITOR, "emacs");
    el_wset(el, EL_PROMPT, prompt_fn);
    el_set(el, EL_GETCFN, read_char);

    int count;
    const wchar_t *line;
    while ((line = el_wgets(el, &count)) != NULL && count > 0) {
        printf("%ls", line);
        fflush(stdout);
    }
    el_end(el);
    fclose(tty);
    return 0;
}
