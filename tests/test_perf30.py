"""perf30 (issue 12): CPU cuts that must not change any output."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from stages import spacy_model as sm


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
                abbreviation = prev.lemma == "." and acts._abbreviated(text, tok)
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
