"""GNU readline rival: Python's input() with the readline module (readline has no placeholder,
so the benchmark waits for the prompt). Each line read is printed on stdout."""
import readline  # noqa: F401  (importing it makes input() edit with GNU readline)

while True:
    try:
        line = input("\u203a ")
    except EOFError:
        break
    print(line)
