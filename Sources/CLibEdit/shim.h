/// The only place that touches libedit's C API (and the terminal database libedit reads).
/// libedit's setters are C variadic functions, which Swift cannot call; each wrapper below fixes
/// one operation's arguments.
#ifndef QUILL_CLIBEDIT_SHIM_H
#define QUILL_CLIBEDIT_SHIM_H

#include <stdio.h>
#include <wchar.h>
#include <histedit.h>
#include <termcap.h>

/// A bound command: returns one of libedit's CC_* codes.
typedef unsigned char (*quill_command_fn)(EditLine *, int);
/// A prompt function for `EL_PROMPT_ESC`.
typedef wchar_t *(*quill_prompt_fn)(EditLine *);

/// Declared here because glibc hides it without _XOPEN_SOURCE.
extern int wcwidth(wchar_t c);

/// wcwidth(3): display columns of one character, -1 if not printable.
static inline int quill_wcwidth(wchar_t c) { return wcwidth(c); }

/// Whether the terminal database knows `term` and it can move the cursor (termcap `cm`): without
/// that, Quill reads plain lines instead of starting libedit.
static inline int quill_terminal_can_address(const char *term) {
    char entry[4096];
    if (tgetent(entry, term) != 1) return 0;
    char area[2048];
    char *cursor = area;
    return tgetstr("cm", &cursor) != NULL;
}

/// el_init_fd(3) on one terminal file used for both input and output.
static inline EditLine *quill_el_init(const char *prog, FILE *tty, int fd) {
    return el_init_fd(prog, tty, tty, stderr, fd, fd, 2);
}
/// el_set(EL_EDITOR): "emacs" or "vi".
static inline int quill_el_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
/// el_set(EL_SIGNAL).
static inline int quill_el_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }
/// el_set(EL_SETTY, "-d", "-isig", "-ixon", "-icrnl", "-inlcr"): Ctrl-C, Ctrl-Z, Ctrl-S reach the
/// editor as keys, and CR and LF arrive as typed (Enter is CR, Ctrl-J is LF, a pasted CRLF stays CRLF).
static inline int quill_el_setty_raw_keys(EditLine *el) {
    return el_set(el, EL_SETTY, "-d", "-isig", "-ixon", "-icrnl", "-inlcr", NULL);
}
/// el_wset(EL_PROMPT_ESC): a prompt whose escape sequences sit between two `literal` characters.
static inline int quill_el_set_prompt(EditLine *el, quill_prompt_fn fn, wchar_t literal) {
    return el_wset(el, EL_PROMPT_ESC, fn, literal);
}
/// el_wset(EL_GETCFN): the function that reads one character.
static inline int quill_el_set_getcfn(EditLine *el, el_rfunc_t fn) { return el_wset(el, EL_GETCFN, fn); }
/// el_set(EL_CLIENTDATA).
static inline int quill_el_set_clientdata(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }
/// el_get(EL_CLIENTDATA).
static inline void *quill_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}
/// el_set(EL_ADDFN): libedit copies the name and help text.
static inline int quill_el_addfn(EditLine *el, const char *name, const char *help, quill_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
/// el_set(EL_BIND, key, command, NULL).
static inline int quill_el_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, NULL);
}
/// el_set(EL_BIND, "-a", key, command, NULL): a binding in vi's command mode.
static inline int quill_el_bind_command_mode(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, "-a", key, command, NULL);
}
/// el_wset(EL_HIST, history_w, h).
static inline int quill_el_set_history(EditLine *el, HistoryW *h) { return el_wset(el, EL_HIST, history_w, h); }
/// el_set(EL_PREP_TERM): 1 puts the terminal in edit mode, 0 restores it.
static inline int quill_el_prep_term(EditLine *el, int on) { return el_set(el, EL_PREP_TERM, on); }

/// history_winit(3).
static inline HistoryW *quill_history_init(void) { return history_winit(); }
/// history_wend(3).
static inline void quill_history_end(HistoryW *h) { history_wend(h); }
/// history_w(H_SETSIZE).
static inline int quill_history_set_size(HistoryW *h, int size) {
    HistEventW ev;
    return history_w(h, &ev, H_SETSIZE, size);
}
/// history_w(H_ENTER).
static inline int quill_history_enter(HistoryW *h, const wchar_t *line) {
    HistEventW ev;
    return history_w(h, &ev, H_ENTER, line);
}

#endif
