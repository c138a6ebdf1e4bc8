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


def test_text_voice_reads_the_words_the_cue_search_made_as_words_made_afresh():
    from stages import doctype
    from stages.cues import words

    text = "Hi,\nmy parcel never came, I want my money back.\n\n> On Monday you wrote:\n> Your order has shipped."
    quoted = doctype.quoted_spans(text)
    afresh = doctype.voice([w for w in words(text) if not any(s0 <= w.start < e0 for s0, e0 in quoted)])
    assert doctype.text_voice(text) == afresh == "customer"


def test_quoted_spans_once_per_text_and_a_list_of_its_own_per_caller():
    from stages import doctype

    text = "Thanks, that works for me and I will send the parcel back on Monday.\n\n-----Original Message-----\nFrom: shop@example.com\nYour refund was approved."
    first = doctype.quoted_spans(text)
    first.append((0, 1))  # a caller's own list: changing it changes no later answer
    assert doctype.quoted_spans(text) == [(text.index("-----Original"), len(text))]
    assert doctype.quoted_spans(text) is not doctype.quoted_spans(text)


def test_sentences_same_as_with_every_gap_read():
    """acts.sentences reads the blanks between two tokens only where a line breaks: the sentences of the old reading
    (every gap's blanks taken out, the chat-label test called at every token), kept here, on tuning texts."""
    from stages import acts

    def every_gap(text, toks):
        out = [[]]
        for prev, tok in zip([None, *toks], toks):
            if prev is not None:
                gap = acts.BLANKS_RE.sub("", text[prev.end:tok.start])
                abbreviation = prev.lemma == "." and any(c.isdigit() for c in text[tok.start:tok.end])
                if ((prev.lemma in {".", "!", "?", ";"} and not abbreviation) or ("\n\n" in gap and not text[tok.start].islower())
                        or ("\n" in gap and acts._ends_a_line_of_its_own(text, prev.end)) or acts._opening_label(text, prev)):
                    out.append([])
            out[-1].append(tok)
        return [s for s in out if s]

    corpus = json.loads(gzip.decompress(Path(__file__).with_name("perf11_ocr.json.gz").read_bytes()))["docs"]
    texts = ["Result: rejected\n \t\nthe parcel was lost.\nAgent 10:02: Sorry, I can't.\nAgent 10:05: Done",
             "order no. 55 came \t \n\t \n late; Dear Sir\nwe are\n\nsorry",
             "We are still waiting for the parcel we ordered two weeks ago from your shop\n \t\nPlease check it for us",
             *(d["text"] for d in corpus[::20])]
    for text in texts:
        toks = acts.tokens(sm.lemmatize(text))
        assert [[t.start for t in s] for s in acts.sentences(text, toks)] == [[t.start for t in s] for s in every_gap(text, toks)]
