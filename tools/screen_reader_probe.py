"""What a screen reader reads of the running app: its accessibility tree over AT-SPI, the bus
Orca and every Linux screen reader read, and the buttons it can press through it.

Run by tools/screen_reader_session.sh (which starts a display, the accessibility bus and the
app) with the system's Python, which has `pyatspi` (Debian: python3-pyatspi); not with the
project's virtual environment, which does not. tests/test_screen_reader.py reads its output.

    python3 tools/screen_reader_probe.py STEPS.json OUT.json

STEPS.json is a list of steps, each a JSON object:

- {"dump": LABEL}: the tree as it is, saved under LABEL: every showing object with its path,
  role, name, description, whether it can take the focus and the actions it offers;
- {"press": NAME_START, "role": ROLE}: the first showing object of that role whose name starts
  with NAME_START does its "Press" action (what a screen reader's "activate" does);
- {"key": KEYS}: keys pressed on the app's window (xdotool), as a keyboard user would;
- {"until": LABEL, "list": NAME, "children": true|false}: wait (at most 20 s) until the showing
  list named NAME has children (or has none);
- {"focus": LABEL}: the object that has the keyboard focus (what a screen reader speaks);
- {"sleep": SECONDS}.

OUT.json: {"dumps": {LABEL: [object, ...]}, "focus": {LABEL: object}, "errors": [...]}.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from typing import Any

import pyatspi  # type: ignore[import-not-found]

APP_NAME = "Ark Nova Desktop"
WAIT_S = 20.0
POLL_S = 0.25


def app_root() -> Any:
    """The app's accessible application, once it is on the bus (waits for it)."""
    deadline = time.monotonic() + 40.0
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            child = desktop.getChildAtIndex(index)
            if child is not None and child.name == APP_NAME and child.childCount:
                return child
        time.sleep(POLL_S)
    raise SystemExit(f"{APP_NAME} did not appear on the accessibility bus")


def record(node: Any, path: str) -> dict[str, Any]:
    states = node.getState()
    try:
        action = node.queryAction()
        actions = [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        actions = []
    return {
        "path": path,
        "role": node.getRoleName(),
        "name": node.name or "",
        "description": node.description or "",
        "focusable": states.contains(pyatspi.STATE_FOCUSABLE),
        "focused": states.contains(pyatspi.STATE_FOCUSED),
        "children": node.childCount,
        "actions": actions,
    }


def showing(root: Any) -> list[tuple[Any, dict[str, Any]]]:
    """Every showing object under `root` (an object not showing hides its children too)."""
    found: list[tuple[Any, dict[str, Any]]] = []
    stack: list[tuple[Any, str]] = [(root, "")]
    while stack:
        node, path = stack.pop()
        try:
            if path and not node.getState().contains(pyatspi.STATE_SHOWING):
                continue
            found.append((node, record(node, path or "/")))
            for index in reversed(range(node.childCount)):
                child = node.getChildAtIndex(index)
                if child is not None:
                    stack.append((child, f"{path}/{index}"))
        except Exception:  # an object that went away while it was read (the table moves on)
            continue
    return found


def find(root: Any, role: str, name_start: str) -> Any | None:
    for node, seen in showing(root):
        if seen["role"] == role and seen["name"].startswith(name_start):
            return node
    return None


def press(root: Any, role: str, name_start: str) -> None:
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        node = find(root, role, name_start)
        if node is not None:
            action = node.queryAction()
            names = [action.getName(i) for i in range(action.nActions)]
            action.doAction(names.index("Press"))
            return
        time.sleep(POLL_S)
    raise LookupError(f"no showing {role} named {name_start!r}…")


def wait_for_list(root: Any, name: str, children: bool) -> None:
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        for _node, seen in showing(root):
            named = seen["role"] == "list" and seen["name"] == name
            if named and bool(seen["children"]) == children:
                return
        time.sleep(POLL_S)
    raise TimeoutError(f"the list {name!r} did not {'fill' if children else 'empty'}")


def focused(root: Any) -> dict[str, Any] | None:
    for _node, seen in showing(root):
        if seen["focused"]:
            return seen
    return None


def key(keys: str) -> None:
    window = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", APP_NAME],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()[0]
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True)
    subprocess.run(["xdotool", "key", "--window", window, *keys.split()], check=True)


def main(steps_file: str, out_file: str) -> None:
    with open(steps_file, encoding="utf-8") as handle:
        steps: list[dict[str, Any]] = json.load(handle)
    root = app_root()
    out: dict[str, Any] = {"dumps": {}, "focus": {}, "errors": []}
    for step in steps:
        try:
            if "dump" in step:
                out["dumps"][step["dump"]] = [seen for _node, seen in showing(root)]
            elif "press" in step:
                press(root, step["role"], step["press"])
            elif "key" in step:
                key(step["key"])
            elif "until" in step:
                wait_for_list(root, step["list"], step["children"])
            elif "focus" in step:
                out["focus"][step["focus"]] = focused(root)
            elif "sleep" in step:
                time.sleep(float(step["sleep"]))
        except Exception as error:  # told to the test, which fails with it
            out["errors"].append(f"{step}: {type(error).__name__}: {error}")
            break
    with open(out_file, "w", encoding="utf-8") as handle:
        json.dump(out, handle, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
