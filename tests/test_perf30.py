"""perf30 (issue 12): CPU cuts that must not change any output."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from stages import spacy_model as sm

TEXTS = [
    "I am gonna return it, ain't it broken? Y'all said nothin' about that. C'mon, let's go. It gets worse; I got a refund.",
    "Dear Sir,\n\n  We  have\treceived your order no. 55 .  It 's not what I'd ordered - whether or not you agree.\n\n",
    "Total   EUR 45.00\nVAT 20%   7.50\n\n\nThis is an invoice. Those were theirs; these are mine. Is there any update?",
    "",
]


def _annotations(doc) -> list[tuple]:
    return [(t.text, t.tag_, t.pos_, str(t.morph), t.lemma_) for t in doc]


def test_quick_attribute_ruler_gives_the_docs_spacys_ruler_gives():
    nlp = sm.load_nlp()[0]
    assert sm._quick_ruler(nlp) is not None, "the installed model's ruler should be readable by QuickRuler"
    corpus = json.loads(gzip.decompress(Path(__file__).with_name("perf11_ocr.json.gz").read_bytes()))["docs"]
    for text in [*TEXTS, *(d["text"] for d in corpus[::25])]:
        spacys = nlp(text, disable=list(sm.LEMMA_ONLY))
        quick = sm.lemmatize(text)
        assert _annotations(quick) == _annotations(spacys), text[:60]
        assert quick.to_bytes() == spacys.to_bytes(), text[:60]


def test_quick_attribute_ruler_applies_two_token_patterns_and_later_patterns_last():
    doc = sm.lemmatize("We are gonna see. It's not done.")
    by_text = {t.text.lower(): t for t in doc}
    assert by_text["gon"].lemma_ == "go" and by_text["na"].lemma_ == "to"  # two-token patterns, index 0 and 1
    assert by_text["not"].pos_ == "PART" and by_text["not"].lemma_ == "not"  # RB's POS, then "not"'s own pattern


def test_doctype_groups_a_one_page_texts_sentences_once(monkeypatch):
    from stages import doctype
    from status.schema import load_schema

    calls = []
    real = doctype._first_page_sentences
    monkeypatch.setattr(doctype, "_first_page_sentences", lambda *a: calls.append(a[-1]) or real(*a))
    text = "Hello,\nThank you for your order. Your parcel was shipped today.\nKind regards, Shop"
    doctype.evidence(text, load_schema("default"))
    assert calls == [len(text)]
    calls.clear()
    doctype.evidence(text + "\fPage two: thank you for shopping with us.", load_schema("default"))
    assert calls == [len(text), len(text) + 42]  # the first page's, then the whole text's (for a seller's thanks)
