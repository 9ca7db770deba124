"""A save being played is locked, so that two windows never overwrite each other's autosaves.

The lock is a file beside the save (`<save>.lock`, never listed as a save) that holds the
owner's process id. The owner also holds the operating system's lock on that file for as long
as it plays (flock on POSIX, msvcrt on Windows): the system lets go of it when the process is
gone, closed, crashed or killed, so the next window takes the lock over without guessing from
process ids. Released, and the file removed, when the game is left or the app quits.
"""
from __future__ import annotations

import os

try:
    import fcntl
except ImportError:          # Windows
    fcntl = None
    import msvcrt

SUFFIX = ".lock"
WINDOWS_BYTE = 1 << 20       # Windows locks a byte past the process id, which others still read


class SaveLocked(Exception):
    """The save is being played by another process (`pid`, None if it could not be read)."""

    def __init__(self, path: str, pid: int | None):
        super().__init__(f"{os.path.basename(path)} is open in another window (process {pid})")
        self.path, self.pid = path, pid


def lock_path(save_path: str) -> str:
    return save_path + SUFFIX


def _try_lock(fd: int) -> bool:
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            os.lseek(fd, WINDOWS_BYTE, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        return True
    except OSError:
        return False


def _read_pid(fd: int) -> int | None:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, 32).decode("ascii", "replace").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


def _still_there(fd: int, path: str) -> bool:
    """The file we locked is still the one at `path` (a releasing owner may have removed it
    between our open and our lock: then we locked a file nobody will look at)."""
    try:
        return os.path.samestat(os.fstat(fd), os.stat(path))
    except OSError:
        return False


class SaveLock:
    """Held while a save is played; `release()` lets it go (and is safe to call twice)."""

    def __init__(self, save_path: str, fd: int | None):
        self.save_path, self.path, self.fd = save_path, lock_path(save_path), fd

    @property
    def held(self) -> bool:
        return self.fd is not None

    def release(self) -> None:
        if self.fd is None:
            return
        fd, self.fd = self.fd, None
        try:
            if fcntl is not None:     # removed while still held: a newcomer never locks a ghost
                os.unlink(self.path)
            os.close(fd)
            if fcntl is None:
                os.unlink(self.path)
        except OSError:
            pass


def lock_save(save_path: str) -> SaveLock:
    """Take the lock of `save_path`, or raise SaveLocked naming the process that holds it.
    A folder where no lock file can be made (read-only) gives a lock that holds nothing: the
    autosave there will fail and say so."""
    path = lock_path(save_path)
    for _ in range(5):
        try:
            os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            return SaveLock(save_path, None)
        if not _try_lock(fd):
            pid = _read_pid(fd)
            os.close(fd)
            raise SaveLocked(save_path, pid)
        if _still_there(fd, path):
            try:
                os.ftruncate(fd, 0)
                os.lseek(fd, 0, os.SEEK_SET)
                os.write(fd, f"{os.getpid()}\n".encode("ascii"))
            except OSError:
                pass
            return SaveLock(save_path, fd)
        os.close(fd)
    raise SaveLocked(save_path, None)


def owner(save_path: str) -> int | None:
    """The process id written in the save's lock file, if any (whether it still runs or not)."""
    try:
        fd = os.open(lock_path(save_path), os.O_RDONLY)
    except OSError:
        return None
    try:
        return _read_pid(fd)
    finally:
        os.close(fd)


def clear_stale(folder: str) -> int:
    """Remove lock files no living process holds (left by a crash); returns how many."""
    try:
        names = [fn for fn in os.listdir(folder) if fn.endswith(".json" + SUFFIX)]
    except OSError:
        return 0
    removed = 0
    for fn in names:
        try:
            lock = lock_save(os.path.join(folder, fn[: -len(SUFFIX)]))
        except SaveLocked:
            continue
        removed += lock.held
        lock.release()
    return removed
