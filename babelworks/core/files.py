"""Writing a file so that it always holds either its old or its whole new content.

Every file the app writes (saves, autosaves, .glb, .png) goes through
:func:`write_atomic`: a temp file in the same folder, fsync, rename, fsync of the
folder; the user's normal permissions; symlinks written through; devices, FIFOs,
sockets and folders refused; temp files of killed writes removed later.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path

from babelworks.core.words import translate

#: The suffix of a write's temp file: the project's own marker, so the sweep of leftovers
#: never takes a person's ``.notes.2024.draft.partial`` for one of its own.
PARTIAL = ".babelworks-partial"  # not shown: a file name suffix


def write_atomic(path: str | os.PathLike, payload: bytes) -> None:
    """Write bytes so that ``path`` holds either the old or the whole new content.

    The file gets the user's normal permissions (an existing file keeps its own);
    a symlink is written through (the link stays); the folder is synced after the
    rename. Temp files left by a killed write are removed by the next write to
    the same folder (see :func:`remove_leftovers`).

    Raises:
        OSError: the folder is missing or not writable, or ``path`` is a device,
            FIFO, socket or folder (nothing is written there, nothing left behind).
    """
    target = Path(os.path.realpath(path))
    mode = _mode_for(target)
    remove_leftovers(target.parent)
    handle, temp_name = tempfile.mkstemp(
        prefix=f".{target.name}.{os.getpid()}.", suffix=PARTIAL, dir=target.parent
    )
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(payload)
            stream.flush()
            if hasattr(os, "fchmod"):  # not on Windows, where mkstemp's mode is the normal one
                os.fchmod(stream.fileno(), mode)
            os.fsync(stream.fileno())
        os.replace(temp_name, target)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)


def _mode_for(target: Path) -> int:
    """An existing regular file's permissions, else the user's default (0666 less umask)."""
    try:
        found = os.stat(target)
    except FileNotFoundError:
        return 0o666 & ~_umask()
    if not stat.S_ISREG(found.st_mode):
        if stat.S_ISDIR(found.st_mode):
            refusal = translate("Files", "{path} is a folder, not a file; choose a file name").format(
                path=str(target)
            )
        else:
            refusal = translate(
                "Files", "{path} is a device, pipe or socket, not a file; choose a file name"
            ).format(path=str(target))
        raise OSError(errno.EINVAL, refusal)
    return stat.S_IMODE(found.st_mode)


def _umask() -> int:
    current = os.umask(0o022)
    os.umask(current)
    return current


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (a crash right after keeps the new name)."""
    try:
        handle = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return  # some platforms (Windows) cannot open a folder; the data itself is synced
    try:
        os.fsync(handle)
    except OSError:
        pass  # some file systems refuse to sync a folder; nothing more can be done
    finally:
        os.close(handle)


def remove_leftovers(folder: str | os.PathLike) -> list[Path]:
    """Remove the temp files of writes whose process was killed; return what was removed.

    A temp file is ``.<name>.<pid>.<random>.babelworks-partial`` (:data:`PARTIAL`,
    the project's marker: nothing without it is ever removed); it is a leftover
    when no process with that id runs (a running writer's temp file is never touched).
    """
    removed = []
    for temp in Path(folder).glob(f".*{PARTIAL}"):
        pid = temp.name[: -len(PARTIAL)].split(".")[-2]
        if pid.isdigit() and temp.is_file() and not _process_runs(int(pid)):
            temp.unlink(missing_ok=True)
            removed.append(temp)
    return removed


def _process_runs(pid: int) -> bool:
    if os.name == "nt":
        return True  # os.kill(pid, 0) would signal the process there; keep the file
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it runs, as another user
    return True


#: One sentence per way a write can fail, by errno (what a person can do about it).
_WRITE_ERRORS = {
    errno.ENOSPC: translate("Files", "the disk is full"),
    errno.EDQUOT: translate("Files", "the disk quota is used up"),
    errno.ENAMETOOLONG: translate("Files", "the file name is too long"),
    errno.EROFS: translate("Files", "the folder is on a read-only disk"),
    errno.EACCES: translate("Files", "permission denied"),
    errno.EPERM: translate("Files", "permission denied"),
    errno.ENOENT: translate("Files", "the folder does not exist"),
    errno.ENOTDIR: translate("Files", "a part of the path is not a folder"),
    errno.EISDIR: translate("Files", "it is a folder"),
    errno.EIO: translate("Files", "the disk reported an error"),
}


def write_problem(path: str | os.PathLike, error: OSError) -> str:
    """One sentence for a failed write of ``path``: which file and why, never a traceback."""
    reason = _WRITE_ERRORS.get(error.errno or 0) or error.strerror or str(error)
    if error.errno == errno.EINVAL and error.strerror:
        reason = error.strerror  # write_atomic's own refusal of a device, pipe or folder
    return translate("Files", "cannot write {path}: {reason}").format(path=os.fspath(path), reason=reason)


def target_problem(path: str | os.PathLike, inputs: tuple = (), others: tuple = ()) -> str:
    """Why an output file cannot be written at ``path`` ("" if it can), before any work.

    Refuses a path that is one of the command's ``inputs`` (however it is spelled:
    the same name, a symlink, a hard link), one shared with another output of the
    same command (``others``), a folder, a device, pipe, socket or terminal
    (``/dev/stdout`` included), a name too long, a missing or unwritable folder.
    """
    shown = os.fspath(path)
    try:
        found = os.stat(path)
    except FileNotFoundError:
        found = None
    except OSError as error:
        return write_problem(shown, error)
    if any(_same_file(path, taken) for taken in inputs):
        return translate(
            "Files", "cannot write {path}: it is the file being read; choose another name"
        ).format(path=shown)
    if any(_same_file(path, taken) for taken in others):
        return translate("Files", "cannot write {path} twice: give each output its own file name").format(
            path=shown
        )
    if found is not None and (not stat.S_ISREG(found.st_mode) or _system_place(path)):
        if stat.S_ISDIR(found.st_mode):
            return translate(
                "Files", "cannot write {path}: it is a folder, not a file; give a file name"
            ).format(path=shown)
        return translate(
            "Files", "cannot write {path}: it is a device, pipe or terminal, not a file; give a file name"
        ).format(path=shown)
    if _system_place(path):
        return translate(
            "Files", "cannot write {path}: it is in a folder of the system's, not a place for files"
        ).format(path=shown)
    return _folder_problem(shown, Path(os.path.realpath(path)))


def _system_place(path: str | os.PathLike) -> bool:
    """A path into the system's own trees (``/dev/stdout``, ``/proc/...``): never a file to save."""
    places = ("/dev/", "/proc/", "/sys/")
    spelled = (os.path.abspath(path), os.path.realpath(path))  # /dev/stdout may lead to a plain file
    return os.name == "posix" and any(
        name.startswith(places) and not name.startswith("/dev/shm/") for name in spelled
    )  # /dev/shm is an ordinary folder in memory


def _folder_problem(shown: str, target: Path) -> str:
    try:
        if len(os.fsencode(target.name)) > _name_max(target.parent):
            return translate("Files", "cannot write {path}: the file name is too long").format(path=shown)
        if not target.parent.is_dir():
            return translate("Files", "cannot write {path}: the folder {folder} does not exist").format(
                path=shown, folder=str(target.parent)
            )
    except OSError as error:
        return write_problem(shown, error)
    if not os.access(target.parent, os.W_OK | os.X_OK):
        return translate("Files", "cannot write {path}: the folder {folder} is not writable").format(
            path=shown, folder=str(target.parent)
        )
    return ""


def _name_max(folder: Path) -> int:
    """The longest file name the folder's file system takes, less room for the temp file's."""
    try:
        longest = os.pathconf(folder, "PC_NAME_MAX")
    except (OSError, ValueError, AttributeError):
        longest = 255
    return longest - len(PARTIAL) - 20  # ".<name>.<pid>.<random>": up to 7 digits, 8 letters


def _same_file(first: str | os.PathLike, second: str | os.PathLike) -> bool:
    """True when both paths name one file: the same inode (links) or the same place."""
    try:
        return os.path.samefile(first, second)
    except OSError:
        return os.path.realpath(first) == os.path.realpath(second)
