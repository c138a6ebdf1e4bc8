"""What every process works out the same way before its first document, kept on disk for the next process.

A fresh process spent ~1 s of CPU before its first extraction on two things that depend only on the schema, the
installed libraries and Python: compiling the cue regexes (`rules.cue_regex`: ~300,000 characters of patterns, one
per field) and lemmatizing the schema's cue phrases with spaCy (`doctype._warm_cue_lemmas`, ~1,500 phrases). Both
are written here once and read back by later processes:

  regex   the compiled program of a pattern (what `re` hands to `_sre.compile`), keyed by the pattern, its flags and
          the Python build; read back it makes the same Pattern object `re.compile` makes (equal to it: same code);
  lemmas  the (printed, lemma) pairs of cue phrases, keyed by the spaCy version, model package and version, and the
          code that turns a doc into pairs.

Files are JSON (nothing is executed on reading), written to a temporary name and renamed (concurrent processes never
read half a file). Anything wrong (no writable folder, a damaged or foreign file, a Python whose `re` internals
differ) falls back to the computation; the output never depends on the cache. DOCFLOW_CACHE_DIR names the folder
("off" turns the cache off); the default is $XDG_CACHE_HOME/docflow (~/.cache/docflow).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import tempfile
from pathlib import Path

FORMAT = 1


def cache_dir() -> Path | None:
    configured = os.environ.get("DOCFLOW_CACHE_DIR")
    if configured is not None:
        return None if configured.strip().lower() in ("", "off", "0", "false", "no") else Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
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


# --------------------------------------------------------------------------- compiled regexes


def _python_build() -> list:
    import re._constants as constants

    return [sys.version, sys.implementation.cache_tag, constants.MAGIC]


def compile_regex(pattern: str, flags: int = 0) -> re.Pattern:
    """`re.compile(pattern, flags)`, its program read from the cache when an earlier process compiled it (parsing and
    code generation of the big cue patterns is pure Python: ~0.5 s a process). The Pattern made is equal to
    `re.compile`'s (the same program); without the internals this relies on, it is `re.compile`'s."""
    flags = int(flags)
    try:
        import _sre
        import re._compiler as compiler
        import re._parser as parser

        key = [*_python_build(), pattern, flags]
        stored = read("regex", key)
        if stored is not None:
            code, all_flags, groups, groupindex, indexgroup = stored
            return _sre.compile(pattern, all_flags, code, groups, groupindex, tuple(indexgroup))
        parsed = parser.parse(pattern, flags)  # as re._compiler.compile does
        code = compiler._code(parsed, flags)
        groupindex = dict(parsed.state.groupdict)
        indexgroup = [None] * parsed.state.groups
        for name, i in groupindex.items():
            indexgroup[i] = name
        compiled = _sre.compile(pattern, flags | parsed.state.flags, code, parsed.state.groups - 1, groupindex,
                                tuple(indexgroup))
        write("regex", key, [list(code), flags | parsed.state.flags, parsed.state.groups - 1, groupindex, indexgroup])
        return compiled
    except (ImportError, AttributeError, TypeError, ValueError, RuntimeError):
        return re.compile(pattern, flags)
