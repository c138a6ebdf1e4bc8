"""A test set's doc-type score under the default schema, each text classified once a session: the typecase tests
score the same older sets again (each module keeps its own figures) and `classify` depends on the text and the
code only, so a second reading would cost a spaCy parse and prove nothing new."""

from __future__ import annotations

from functools import lru_cache

from stages.doctype import classify
from stages.validate import MIN_TYPE_CONFIDENCE
from status.schema import load_schema

DEFAULT = load_schema("default")


@lru_cache(maxsize=None)
def classified(text: str) -> tuple[str, float]:
    """`classify(text, DEFAULT)`, remembered."""
    return classify(text, DEFAULT)


def type_score(docs: list[tuple[str, str]]) -> tuple[int, int]:
    """(documents typed right, documents typed wrong with a confidence that would not send them to review)."""
    results = [(classified(text), doc_type) for doc_type, text in docs]
    right = sum(got == doc_type for (got, _), doc_type in results)
    silent = sum(got != doc_type and conf >= MIN_TYPE_CONFIDENCE for (got, conf), doc_type in results)
    return right, silent
