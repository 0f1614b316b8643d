"""Files the companion creates are private to the user who runs it.

The database holds every seat's token hash and every sealed rule, and a
backup is a copy of it: on a shared machine nobody else should read them. So
what the companion *creates* — the database file, its backups, the lock file
beside it, the default data folder — is made 0600 (files) and 0700 (folders)
from the start, whatever the umask. SQLite gives the ``-wal`` and ``-shm``
files it makes the permissions of the database file, so they follow.

Files and folders that already exist keep the modes their owner gave them.

It also says where the files the companion ships are (``asset_dir``): the pages, the
phone's app and the catalogs, in the checkout or in the installed wheel; and which of them are
the app shell the service worker keeps (``shell``).
"""
from __future__ import annotations

import hashlib
import os
from pathlib import Path

PRIVATE_FILE = 0o600
_PACKAGE = Path(__file__).resolve().parent


def asset_dir(name: str) -> str:
    """The checkout's top-level folder ``name`` (static, templates) when running from the repo,
    else the wheel's copy (``companion/_<name>``)."""
    checkout = _PACKAGE.parent / name
    if checkout.is_dir():
        return str(checkout)
    return str(_PACKAGE / f"_{name}")


# The files a phone needs to draw the app with no network (never /api, never /ws).
SHELL_EXT = (".js", ".css", ".svg", ".png", ".ftl")  # .ftl: the catalogs, so a page reloaded offline has its words
_shell: dict = {}


def shell(root: str) -> tuple[str, list[str]]:
    """(version, [urls]) of the app shell under the static folder ``root``, made again when one of its files changes."""
    files = []
    for folder, _dirs, names in os.walk(root):
        for name in sorted(names):
            if name.endswith(SHELL_EXT):
                path = os.path.join(folder, name)
                files.append((os.path.relpath(path, root).replace(os.sep, "/"), path))
    files.sort()
    stamp = tuple((rel, os.stat(path).st_mtime_ns) for rel, path in files)
    if _shell.get("stamp") != stamp:
        digest = hashlib.sha256()
        for rel, path in files:
            digest.update(rel.encode())
            with open(path, "rb") as fh:
                digest.update(fh.read())
        _shell.update(stamp=stamp, version=digest.hexdigest()[:12], urls=["/static/" + rel for rel, _ in files])
    return _shell["version"], _shell["urls"]


PRIVATE_DIR = 0o700


def make_private_dir(path: str | os.PathLike) -> Path:
    """Create the folder and any missing parents, each 0700; an existing one is left alone."""
    path = Path(path)
    missing = []
    probe = path
    while not probe.exists() and probe != probe.parent:
        missing.append(probe)
        probe = probe.parent
    for folder in reversed(missing):
        try:
            folder.mkdir(mode=PRIVATE_DIR)
        except FileExistsError:
            continue
        os.chmod(folder, PRIVATE_DIR)  # exactly 0700, whatever the umask
    return path


def create_private_file(path: str | os.PathLike) -> bool:
    """Create an empty 0600 file if there is none (True when this call created it).

    An empty file is a valid, empty SQLite database, so the database and a
    backup's target can be made this way before SQLite opens them.
    """
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE)
    except FileExistsError:
        return False
    try:
        if hasattr(os, "fchmod"):
            os.fchmod(fd, PRIVATE_FILE)  # exactly 0600, whatever the umask
    finally:
        os.close(fd)
    return True
