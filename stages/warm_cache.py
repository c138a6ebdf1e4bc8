"""What every process works out the same way before its first document, kept on disk for the next process.

A fresh process spent ~0.4 s of CPU before its first extraction lemmatizing the schema's cue phrases with spaCy
(`doctype._warm_cue_lemmas`, ~1,500 phrases), which depends only on the cues, the installed spaCy and model and the
code that reads the pairs: the (printed, lemma) pairs are written here once, keyed by all of those, and read back by
later processes.

Files are JSON (nothing is executed on reading), written to a temporary name and renamed (concurrent processes never
read half a file). Anything wrong (no writable folder, a damaged or foreign file) falls back to the computation; the
output never depends on the cache. DOCFLOW_CACHE_DIR names the folder ("off" turns the cache off); the default is
$XDG_CACHE_HOME/docflow (~/.cache/docflow).
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path

FORMAT = 1


def cache_dir() -> Path | None:
    """The folder of `DOCFLOW_CACHE_DIR` (settings.cache_dir); None when it is "off"."""
    from status.settings import get_settings

    configured = get_settings().cache_dir.strip()
    if configured.lower() in ("off", "0", "false", "no"):
        return None
    if configured:
        return Path(configured)
    try:
        base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    except RuntimeError:  # no home folder (a container's arbitrary user): no cache
        return None
    return Path(base) / "docflow"


def _path(kind: str, key: object) -> Path | None:
    folder = cache_dir()
    if folder is None:
        return None
    digest = hashlib.sha256(json.dumps([FORMAT, kind, key], ensure_ascii=False).encode()).hexdigest()[:32]
    return folder / f"{kind}-{digest}.json"


def read(kind: str, key: object):
    """The value stored under (kind, key), or None."""
    path = _path(kind, key)
    if path is None:
        return None
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return stored.get("value") if isinstance(stored, dict) and stored.get("key") == key else None


def write(kind: str, key: object, value) -> None:
    """Store a JSON-able value under (kind, key); a failure is ignored (the next process computes it again)."""
    path = _path(kind, key)
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump({"key": key, "value": value}, fh, ensure_ascii=False)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except (OSError, TypeError, ValueError):
        pass
