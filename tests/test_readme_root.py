"""The README's Debian line begins with `sudo`; right under it, one short line says what to do
when already root (where there is often no `sudo` at all): the same line without it."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_install_line_says_what_to_do_as_root() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## The two commands", 1)[1].split("\n## ", 1)[0]
    before, after = section.split("```sh\n", 1)[1].split("```", 1)
    install = before.strip()
    assert install.startswith("sudo apt-get install ")
    # The first thing said after the block, on one line of its own.
    note = after.strip().split("\n\n", 1)[0]
    assert "\n" not in note and len(note) <= 100, note
    assert "root" in note and "without the leading `sudo `" in note
    # What is left once `sudo ` is dropped is a command as root runs it.
    assert install.removeprefix("sudo ").startswith("apt-get install -y python3-venv")
