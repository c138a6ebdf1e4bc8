"""Finding the documents of a batch and naming batches.

A document's id is its path relative to the folder it was found in (posix
style), so ids are stable across runs and readable in the Prefect UI.
"""

from __future__ import annotations

import fnmatch
import os
import re
import secrets
import stat
import time
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from uuid import UUID

from stages.ocr import content_hash
from status.coordinator import DocumentRef
from status.models import DocumentError

IGNORED_NAMES = {"README.md", "truth.jsonl", "conflicts.json", ".DS_Store", "Thumbs.db"}

# Content-hash placeholders of documents that must not (or cannot) be read; OCR fails them with their own code.
UNREADABLE = "unreadable"
OUTSIDE_INBOX = "outside_inbox"
UNREADABLE_FOLDER = "unreadable_folder"


class InputError(ValueError):
    """The batch input itself is unusable (no such path, nothing to process)."""


class NoDocumentsError(InputError):
    """The folders exist but hold no matching file (an empty inbox)."""


BATCH_ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")


def check_batch_id(batch_id: str) -> str:
    """Batch ids name files (exports) and Prefect artifacts: letters, digits, . _ - only."""
    if not BATCH_ID_RE.match(batch_id):
        raise InputError(f"invalid batch id {batch_id!r}: use letters, digits, '.', '_' or '-' (at most 100, not starting with a symbol)")
    return batch_id


def new_batch_id() -> str:
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    return f"b{stamp}-{secrets.token_hex(2)}"


def batch_id_for_flow_run(flow_run_id) -> str:
    """The batch of a deployment run: the whole flow-run id, never a prefix of it (the
    scheduler creates runs in bursts with time-ordered ids that share their first digits).
    A retry of the run keeps its id, so it resumes the same batch."""
    return f"r-{UUID(str(flow_run_id)).hex}"


def discover(paths: list[str] | str, pattern: str = "*") -> list[DocumentRef]:
    """Every file under the given folders matching `pattern` (a glob on the file name;
    files named explicitly are always taken), sorted, each with its content hash.

    Nothing outside the input is ever read: a symbolic link is followed only when its
    target lies inside the folder it was found in (for a file named explicitly, its own
    folder); one that points elsewhere becomes a document that fails with `outside_inbox`
    without being opened. A sub-folder that cannot be listed becomes a document that
    fails with `unreadable_folder`, so it is reported instead of silently skipped.
    """
    if isinstance(paths, (str, Path)):
        paths = [str(paths)]
    found: dict[str, tuple[Path, str | None]] = {}  # doc id -> (path, placeholder hash or None)
    for raw in paths:
        root = Path(raw)
        if not root.exists() and not root.is_symlink():
            raise InputError(f"no such file or folder: {root}")
        if root.is_dir():
            candidates = _walk(root, pattern)
        else:
            candidates = [(root.name, *_place(root, root.absolute().parent.resolve()))]
        for doc_id, path, placeholder in candidates:
            if doc_id in found and found[doc_id][0] != path:
                doc_id = f"{path.parent.name}/{doc_id}"
            found[doc_id] = (path, placeholder)
    if not found:
        raise NoDocumentsError(f"no documents matching {pattern!r} found in {', '.join(map(str, paths))}")
    return [
        DocumentRef(doc_id=doc_id, path=str(path), content_hash=placeholder or hash_or_unreadable(path))
        for doc_id, (path, placeholder) in sorted(found.items())
    ]


def _walk(root: Path, pattern: str) -> list[tuple[str, Path, str | None]]:
    """(doc id, path, placeholder hash) for every matching entry under `root`, links not followed."""
    real_root = root.resolve()
    unlisted: list[OSError] = []
    out: list[tuple[str, Path, str | None]] = []
    for folder, dirnames, filenames in os.walk(root, onerror=unlisted.append, followlinks=False):
        here = Path(folder)
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        linked_dirs = [d for d in dirnames if (here / d).is_symlink()]  # listed, never walked into
        for name in sorted(filenames) + linked_dirs:
            path = here / name
            rel = path.relative_to(root).as_posix()
            if name.startswith(".") or name in IGNORED_NAMES or not fnmatch.fnmatchcase(name, pattern):
                continue
            placed, placeholder = _place(path, real_root)
            if placeholder is None and placed.is_dir():
                continue  # a link to a folder inside the inbox: its files are found there
            out.append((rel, placed, placeholder))
    for error in unlisted:
        folder = Path(error.filename)
        if folder == root or folder.resolve() == real_root:
            raise InputError(f"cannot read folder {root}: {error.strerror}")
        out.append((folder.relative_to(root).as_posix() + "/", folder.absolute(), UNREADABLE_FOLDER))
    return out


def _place(path: Path, inbox: Path) -> tuple[Path, str | None]:
    """Where a found entry is read from: its real path, or, for a link leading out of
    `inbox`, the link itself with the OUTSIDE_INBOX placeholder (the reader refuses
    links, so it is never opened)."""
    if not path.is_symlink():
        return path.resolve(), None
    target = path.resolve()
    if target == inbox or inbox in target.parents:
        return target, None
    return path.absolute(), OUTSIDE_INBOX


def hash_or_unreadable(path: Path) -> str:
    """The content hash, or a placeholder that lets the document fail in OCR with its
    own error (a link out of the inbox is refused by the reader, never hashed)."""
    try:
        return _hashed(path)
    except DocumentError as exc:
        return OUTSIDE_INBOX if exc.code == "outside_inbox" else UNREADABLE
    except OSError:
        return UNREADABLE


# While a `docflow run` lasts (`hashes_kept`): path -> (the file's identity when hashed, its hash). The command finds
# the documents before Prefect starts and the flow finds them again (a re-used batch id a third time, to see whether
# it is finished): each file is read and hashed once, as long as it is still the same file, unchanged.
_kept: dict[str, tuple[tuple, str]] | None = None


@contextmanager
def hashes_kept():
    """Within this block, `discover` hashes a file again only when its device, inode, size, modification or
    change time differ from when it was hashed in this block (any write or replacement changes one of them)."""
    global _kept
    outer, _kept = _kept, ({} if _kept is None else _kept)
    try:
        yield
    finally:
        _kept = outer


def _identity(path: Path) -> tuple | None:
    st = os.lstat(path)
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns) if stat.S_ISREG(st.st_mode) else None


def _hashed(path: Path) -> str:
    kept = _kept
    if kept is None:
        return content_hash(path)
    key = str(path)
    try:
        before = _identity(path)
    except OSError:
        before = None
    known = kept.get(key)
    if before is not None and known is not None and known[0] == before:
        return known[1]
    digest = content_hash(path)  # raises for what cannot be read, as without the block
    # kept only when not written while it was read, nor within a file system's clock step of it (git's "racy" files: a
    # rewrite of the same size in the same tick would look unchanged; FAT and network shares tick in seconds)
    if before is not None and _identity(path) == before and time.time_ns() - before[3] > RACY_NS:
        kept[key] = (before, digest)
    return digest


RACY_NS = 2_000_000_000
