"""prompt_toolkit rival: a PromptSession with a dim placeholder, the same prompt and hint as Quill.
Each line read is printed on stdout."""
from prompt_toolkit import PromptSession
from prompt_toolkit.formatted_text import FormattedText

session = PromptSession()
hint = FormattedText([("dim", "Message stdout\u2026")])
while True:
    try:
        line = session.prompt("\u203a ", placeholder=hint)
    except (EOFError, KeyboardInterrupt):
        break
    print(line)
