"""perf13's shortcuts in the doc type's evidence (issue 12) give what the plain search gave: each fast path against the
slow one it replaced, over many words and texts. No timings."""

from __future__ import annotations

import random
import re

from stages.acts import act_in, act_sentences, acts_found, sentence_words, sentences, tokens
from stages.cues import (COLUMN_GAP_RE, WORD_CHAR_RE, Word, WordPositions, fold_accents, fuzzy_spans, word_matches,
                         words)
from stages.doctype import WordIndex, _cue_forms_occurrences, _cue_occurrences, _warm_cue_lemmas, cue_forms, text_lemmas
from stages.rules import label_cues
from stages.spacy_model import lemmatize
from status.schema import load_schema
from tests.doctype_unseen_docs import DOCS

DEFAULT = load_schema("default")
SLIPS = "0l15|!$@8"


def _damaged(word: str, rng: random.Random) -> str:
    """A word with up to two OCR-like edits (a letter changed, dropped or doubled)."""
    w = word
    for _ in range(rng.randint(0, 2)):
        i = rng.randrange(len(w)) if w else 0
        w = rng.choice([w[:i] + rng.choice("abcdeilmnorstu" + SLIPS) + w[i + 1:], w[:i] + w[i + 1:], w[:i] + w[i:i + 1] + w[i:]])
    return w


def _cue_words() -> list[str]:
    return sorted({p for spec in DEFAULT.fields.values() for c in label_cues(spec) for p in c.lower().split()}
                  | {p for dt in DEFAULT.doc_types.values() for c in dt.cues for p in c.lower().split()})


def test_word_positions_same_as_every_word_compared_over_the_schemas_cue_words():
    rng = random.Random(13)
    cue_words = _cue_words()
    text = " ".join(_damaged(rng.choice(cue_words), rng) for _ in range(3000))
    ws = words(text)
    positions = WordPositions(ws)
    compare = word_matches.__wrapped__  # (uncached: the 8 million pairs would only churn its cache)
    for cue_word in [*cue_words, "zzzzzz", "a"]:
        assert positions.matching(cue_word) == [i for i, w in enumerate(ws) if compare(w.text, cue_word)], cue_word


def _slow_fuzzy_spans(text: str, cues: tuple[str, ...]) -> list[tuple[int, int, str]]:
    """Every cue tried at every word, every word of it compared (the search without its shortcuts), same filters."""
    ws = words(text, latin=True)  # (the words labels are searched among)
    texts = [w.text for w in ws]
    match = word_matches.__wrapped__  # (uncached: millions of pairs asked once would only churn its cache)
    out = []
    for cue in dict.fromkeys(cues):
        if cue != cue.lower() or not cue.split() or not all(re.fullmatch(r"[a-zñ']+", fold_accents(p)) for p in cue.split()):
            continue
        cw = [fold_accents(p) for p in cue.split()]  # (an accented cue as the text's words are: "razon social")
        # every word compared with the cue's first word (a plain call: this loop runs millions of times in the
        # tests), then every word of each span that matched it compared with the rest of the cue
        for i in [i for i in range(len(ws) - len(cw) + 1) if match(texts[i], cw[0])]:
            span = ws[i:i + len(cw)]
            a, b = span[0].start, span[-1].end
            if (all(match(w.text, c) for w, c in zip(span[1:], cw[1:]))
                    and not any(text[x.end:y.start].strip() or COLUMN_GAP_RE.search(text, x.end, y.start)
                                for x, y in zip(span, span[1:]))
                    and "\n" not in text[a:b]
                    and not WORD_CHAR_RE.match(text[a - 1:a] or " ") and not WORD_CHAR_RE.match(text[b:b + 1] or " ")):
                out.append((a, b, cue))
    return out


def test_fuzzy_spans_of_a_field_are_its_cues_found_one_by_one():
    for text in [d[0] for d in DOCS][:40]:
        for spec in list(DEFAULT.fields.values())[:12]:
            cues = tuple(label_cues(spec))
            assert sorted(fuzzy_spans(text, cues)) == sorted(_slow_fuzzy_spans(text, cues)), spec.name


def test_cue_forms_found_together_same_as_each_form_alone():
    _warm_cue_lemmas(DEFAULT)
    for text in [d[0] for d in DOCS][:40]:
        index = WordIndex(text_lemmas(text), words(text))
        for cue in [c for dt in DEFAULT.doc_types.values() for c in dt.cues]:
            slow = sorted({span for form in cue_forms(cue) for span in _cue_occurrences(text, form, index)})
            assert _cue_forms_occurrences(text, cue, index) == slow, cue


def test_act_sentences_skipped_by_their_words_same_as_every_act_read():
    for text in [d[0] for d in DOCS][:60]:
        sents = sentences(text, tokens(lemmatize(text)))
        ws = sentence_words(text, sents)
        for dt in DEFAULT.doc_types.values():
            every = [s for s in sents if any(act_in(text, s, act) for act in dt.acts)]
            assert act_sentences(text, sents, dt.acts) == every == act_sentences(text, sents, dt.acts, ws)
            assert acts_found(text, sents, dt.acts) == acts_found(text, sents, dt.acts, ws) \
                == sum(any(act_in(text, s, act) for s in sents) for act in dt.acts)


def test_shared_positions_of_a_text_same_as_its_own():
    text = "Ordcr confirmaton\nRefund  request for your 0rder"
    ws = words(text)
    shared = WordIndex([Word(w.text, w.start, w.end) for w in ws], ws, WordPositions(ws))
    own = WordIndex([Word(w.text, w.start, w.end) for w in ws], ws)
    for cue_word in ["order", "confirmation", "refund", "request", "for"]:
        assert shared.printed_matches(cue_word) == own.printed_matches(cue_word)
