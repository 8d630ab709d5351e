"""Advisory file locks: one copy of the app per game, and temporary files nobody else deletes.

A game that is open holds a lock on `<game id>.lock` beside its autosave (`GameLock`) for as long
as its window is open: a second copy of the app (or a second window of this one) that wants the
same game is told so instead of writing over the first one's moves. The lock is the operating
system's (flock on POSIX, msvcrt on Windows), which it lets go of when the process ends in any
way: a lock file left by a killed copy is simply taken over, no stale pid to guess about.

`locked_while_writing` holds the same kind of lock on a save's temporary file while it is being
written, so that the clean-up of temporary files left by killed writes (saves.remove_stale_temp_
files) can tell a file in use from a left-over one.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import stat
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from attrs import frozen

LOCK_SUFFIX = ".lock"
_TRIES = 5  # a lock file replaced while we took it: try again this many times

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)


class LockError(OSError):
    """The lock file cannot be made or opened (a folder that cannot be written, a pipe at its
    place...): the game can still be played, without the protection."""


@frozen
class Holder:
    """Who holds a game's lock, as far as its file says (for the log; may be empty)."""

    pid: int | None = None
    host: str = ""
    since: float | None = None


class LockHeld(Exception):
    """The game is open in another copy of the app (or another window of this one)."""

    def __init__(self, path: Path, holder: Holder) -> None:
        super().__init__(f"{path} is locked by {holder}")
        self.path = path
        self.holder = holder


def lock_path(folder: Path, game_id: str) -> Path:
    return folder / f"{game_id}{LOCK_SUFFIX}"


def _open_lock_file(path: Path, create: bool) -> int:
    """The lock file, opened for writing without following a link and without blocking; only a
    regular file is accepted (a pipe put at its place must not hang the app)."""
    flags = os.O_RDWR
    for name in ("O_NOFOLLOW", "O_NONBLOCK", "O_BINARY", "O_CLOEXEC"):
        flags |= getattr(os, name, 0)
    if create:
        flags |= os.O_CREAT
    fd = os.open(path, flags, 0o644)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise LockError(f"{path} is not a regular file")
    return fd


def _read_holder(fd: int) -> Holder:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        data: Any = json.loads(os.read(fd, 4096).decode("utf-8"))
    except (OSError, ValueError):
        return Holder()
    if not isinstance(data, dict):
        return Holder()
    pid, host, since = data.get("pid"), data.get("host"), data.get("since")
    return Holder(
        pid if isinstance(pid, int) and not isinstance(pid, bool) else None,
        host if isinstance(host, str) else "",
        float(since) if isinstance(since, int | float) and not isinstance(since, bool) else None,
    )


def _same_file(fd: int, path: Path) -> bool:
    """The file we locked is still the one at `path` (not unlinked by its last holder)."""
    try:
        mine, there = os.fstat(fd), os.stat(path, follow_symlinks=False)
    except OSError:
        return False
    return (mine.st_dev, mine.st_ino) == (there.st_dev, there.st_ino)


class GameLock:
    """The lock of one open game. `acquire` raises LockHeld when another copy has the game,
    LockError when the lock file cannot be used at all; `release` lets go (also at exit, by the
    operating system)."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd: int | None = fd

    @classmethod
    def acquire(cls, folder: Path, game_id: str) -> GameLock:
        path = lock_path(folder, game_id)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise LockError(str(error)) from error
        for _ in range(_TRIES):
            try:
                fd = _open_lock_file(path, create=True)
            except LockError:
                raise
            except OSError as error:
                raise LockError(str(error)) from error
            if not _try_lock(fd):
                holder = _read_holder(fd)
                os.close(fd)
                raise LockHeld(path, holder)
            if not _same_file(fd, path):  # its holder removed it as we took it: a new one
                _unlock(fd)
                os.close(fd)
                continue
            note = {"pid": os.getpid(), "host": socket.gethostname(), "since": time.time()}
            with contextlib.suppress(OSError):  # who holds it is only a note for the log
                os.ftruncate(fd, 0)
                os.lseek(fd, 0, os.SEEK_SET)
                os.write(fd, json.dumps(note).encode("utf-8"))
            return cls(path, fd)
        raise LockError(f"{path} kept changing while it was being locked")

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Let go of the game. The file goes first, while still locked, so that nobody locks
        a file that is about to disappear."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            self.path.unlink()
        _unlock(fd)
        with contextlib.suppress(OSError):
            os.close(fd)

    def __del__(self) -> None:
        fd = self._fd
        if fd is not None:
            with contextlib.suppress(OSError):
                os.close(fd)


def locked(path: Path) -> bool:
    """Does someone hold the lock on `path` right now: a game's lock file (`lock_path`), or a
    temporary file being written (`locked_while_writing`)? A file that cannot be opened (there is
    none, or it cannot be a lock) is not known to be locked."""
    try:
        fd = _open_lock_file(path, create=False)
    except OSError:
        return False
    try:
        if _try_lock(fd):
            _unlock(fd)
            return False
        return True
    finally:
        os.close(fd)


def held_elsewhere(folder: Path, game_id: str) -> bool:
    """Is the game open in another copy of the app (or another window) right now?"""
    return locked(lock_path(folder, game_id))


@contextlib.contextmanager
def locked_while_writing(fd: int) -> Iterator[None]:
    """Hold the lock on an open file while the block writes it (best effort: a file system
    without locks writes all the same)."""
    locked = _try_lock(fd)
    try:
        yield
    finally:
        if locked:
            _unlock(fd)
