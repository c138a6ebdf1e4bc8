"""Finding the documents of a batch and naming batches.

A document's id is its path relative to the folder it was found in (posix
style), so ids are stable across runs and readable in the Prefect UI.
"""

from __future__ import annotations

import re
import secrets
from datetime import datetime, timezone
from pathlib import Path
from uuid import UUID

from stages.ocr import content_hash
from status.coordinator import DocumentRef

IGNORED_NAMES = {"README.md", "truth.jsonl", "conflicts.json", ".DS_Store", "Thumbs.db"}


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
    files named explicitly are always taken), sorted, each with its content hash."""
    if isinstance(paths, (str, Path)):
        paths = [str(paths)]
    found: dict[str, Path] = {}
    for raw in paths:
        root = Path(raw)
        if not root.exists():
            raise InputError(f"no such file or folder: {root}")
        if root.is_file():
            candidates = [(root.name, root)]
        else:
            candidates = [
                (p.relative_to(root).as_posix(), p)
                for p in sorted(root.rglob(pattern))
                if p.is_file() and not any(part.startswith(".") for part in p.relative_to(root).parts)
                and p.name not in IGNORED_NAMES
            ]
        for doc_id, path in candidates:
            if doc_id in found and found[doc_id].resolve() != path.resolve():
                doc_id = f"{path.parent.name}/{doc_id}"
            found[doc_id] = path
    if not found:
        raise NoDocumentsError(f"no documents matching {pattern!r} found in {', '.join(map(str, paths))}")
    return [
        DocumentRef(doc_id=doc_id, path=str(path.resolve()), content_hash=hash_or_unreadable(path))
        for doc_id, path in sorted(found.items())
    ]


def hash_or_unreadable(path: Path) -> str:
    """The content hash; "unreadable" lets the document fail in OCR with its own error."""
    try:
        return content_hash(path)
    except OSError:
        return "unreadable"
