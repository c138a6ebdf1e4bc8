"""Document type from scored evidence, never from one exact phrase.

Two kinds of evidence, both read from the schema, so a new type or another shop's
wording is a schema edit:

1. Cue phrases of the type (many per type: synonyms, other shops' wording). A cue
   matches word by word on lemmas (spaCy: "requested a refund" matches "request a
   refund") or on the printed words with OCR damage forgiven (`stages.cues`). A cue
   counts by its number of content words times where it stands: a line of its own
   (a title) x4, opening one of the first lines (a heading, an e-mail subject) x2,
   elsewhere x1. Only the type's best few cues count, so a type with a long cue list
   does not win by volume. A `generic` type (a customer's letter) has cues of form
   ("Dear", "Regards"): each counts GENERIC_CUE, wherever it stands.
2. Its fields, as label-value pairs: a field's label followed by a value of the
   field's type on the same line or the line below ("Decision date: 3 March 2026",
   "Amount refunded\nUSD 79.00"), or an identifier of a shape that names itself.
   A field counts by how distinctive it is (1 / the number of types that have it):
   an order id says little, an executed refund amount a lot.
3. Who writes (`voice_evidence`): the shop or the customer, from whose things the text names, or
   outright from the role a salutation greets ("Dear customer": `addressee_voice`); it never counts
   against a type whose act a sentence does (the act's grammar says who acts). In a chat transcript
   each side's messages are evidence only of the types that side sends (`speaker_sides`).

4. A text written wholly in French, German, Spanish, Dutch, Italian or Portuguese (`stages.acts.is_foreign`) is read
   through the same schema: its acts, cues and keywords by the stems of their English words in that language and its
   sentences' mood from that language's grammar words (`stages.acts.FOREIGN_STEMS`, `foreign_act_in`).

Cues after the first page (terms, small print) count LATER_PAGE as much, its words as no keywords; a
reply's quoted earlier message ("> " lines, "On ... wrote:", "Original Message") not at all.

Confidence is the margin between the best and the runner-up; validation sends a
document whose type is uncertain to review (`stages.validate.doc_type_rules`).
"""

from __future__ import annotations

import bisect
import hashlib
import re
import threading
from functools import lru_cache

from stages.amounts import ROLE_OF_QUALIFIER, amounts_type_evidence, read_amounts
from stages.acts import (FOREIGN_MINE, FOREIGN_OURS, FOREIGN_STEMS, FOREIGN_YOURS, ForeignWord, Token, act_sentences, acts_found,
                         asked_for_spans, foreign_act_in, foreign_acts_found, foreign_mood, participle_of, foreign_sentences,
                         foreign_voice, has_amount, has_any, policy_spans, title_clause_moods, about_near_act, act_word_positions, asks_information, asks_of_own_case, asks_replacement, is_foreign, is_request, news_questions, own_acts, reported_spans, reports_fault,
                         thanks_for_buying, wish_denied, BUYING, THANKING, sentence_words, sentences, stem_found, tokens,
                         doer_is_reader, foreign_status, is_done, status_cell, FOREIGN_CELL, fold as fold_word)
from stages.cues import Word, WordPositions, fuzzy_spans, text_positions, word_initials, word_matches, words
from stages.spans import SpanIndex
from stages.normalize import ABS_DATE_RE, PERCENT_RE, REL_DATE_RE, dominant_currency, identifier_regex, literal_prefix
from stages.rules import cue_hits, export_record
from stages import warm_cache
from stages.transcript import CLOSING_LINE, messages
from status.schema import FieldSpec, Schema

TITLE_LINES = 7
TOP_CUES = 4  # the type's best cues that count
GENERIC_TOP = 3  # a generic type's form cues that count
GENERIC_CUE = 1.0  # a cue of form (a greeting, a closing, "I would like") in a generic type
MENTIONED = 0.5  # a shop's type's cues and labels in a customer's letter that does none of its acts: its subject
FORM_ONLY = 0.5  # ... counts half when the text has none of the generic type's words or acts: every letter has a form
KEYWORD_WEIGHT = 0.75  # each distinct content word of the type found in the text ...
VOICE_WEIGHT = 1.5  # the text is (+) or is not (-) in the voice of who writes the type (see `voice`)
TOP_KEYWORDS = 4  # ... up to this many: vocabulary speaks for a type, never outweighs a title
LATER_PAGE = 0.5  # a cue after the first page (terms, small print) speaks for the document half as much
HEAD_WEIGHT = 2.0  # a heading ends in one of the type's words ("... outcome", "... advice"): a heading's one-word cue
ACT_WEIGHT = 2.0  # a sentence doing the type's act (`stages.acts`): about one two-word cue
FIELD_WEIGHT = 1.5  # a distinctive labelled value weighs about one title-free two-word cue
WEAK_EVIDENCE = 2.0  # the best type's evidence, its voice aside, under about one act or two-word cue ...
WEAK_CONFIDENCE = 0.5  # ... is a guess however far it leads (validation sends it to review)
STOP_WORDS = frozenset("a an the of for to your my our you we i is was has have been be by on in and or with this that it".split())


# --------------------------------------------------------------------------- lemmas


def _lemmatized(text: str):
    """The text's spaCy doc with lemmas (`spacy_model.lemmatize`), or None without a model:
    printed words only (fuzzy), still a classification."""
    from stages.spacy_model import SpacyModelMissing, lemmatize

    try:
        return lemmatize(text)
    except SpacyModelMissing:
        return None


def text_lemmas(text: str, doc=None) -> list[Word]:
    """(lemma, start, end) of the words of a text; printed words when spaCy is not there."""
    doc = doc if doc is not None else _lemmatized(text)
    if doc is None:
        return words(text)
    return [Word(t.lemma_.lower(), t.idx, t.idx + len(t.text)) for t in doc if not (t.is_space or t.is_punct)]


def _word_lemmas(doc) -> tuple[tuple[str, str], ...]:
    return tuple((t.text.lower(), t.lemma_.lower()) for t in doc if not (t.is_space or t.is_punct))


_PRELEMMATIZED: dict[str, tuple[tuple[str, str], ...]] = {}  # cue phrase -> (printed, lemma) per word
_WARM_SCHEMAS: set[tuple[str, ...]] = set()  # the cue lists warmed
_WARMING = threading.Lock()


@lru_cache(maxsize=4096)
def cue_lemmas(cue: str) -> tuple[tuple[str, str], ...]:
    """(printed, lemma) per word of a cue phrase."""
    if cue in _PRELEMMATIZED:
        return _PRELEMMATIZED[cue]
    doc = _lemmatized(cue)
    if doc is None:
        return tuple((w, w) for w in cue.lower().split())
    return _word_lemmas(doc)


@lru_cache(maxsize=4096)  # (the schema's cues, weighed for every document)
def _content_words(cue: str) -> int:
    """How many of a cue phrase's words are no `STOP_WORDS` (by lemma): its weight as a type's evidence."""
    return sum(lem not in STOP_WORDS for _, lem in cue_lemmas(cue))


def _warm_cue_lemmas(schema: Schema) -> None:
    """Lemmatize a schema's cue phrases and their "of" forms in two batches, once per process:
    one spaCy call per phrase cost ~2 s at the first document. Known by its cues, what the warming
    reads (hashing the whole schema for its config_version cost ~0.7 ms a document)."""
    cues = tuple(dict.fromkeys(c for dt in schema.doc_types.values() for c in dt.cues))
    if cues in _WARM_SCHEMAS:
        return
    from stages.spacy_model import SpacyModelMissing, lemmatize_many

    # One thread warms while the others wait: a thread let through early would lemmatize cues one by
    # one and cache that, so the output could depend on timing.
    with _WARMING:
        if cues in _WARM_SCHEMAS:
            return
        key = _lemma_cache_key(cues)
        stored = warm_cache.read("lemmas", key) if key is not None else None
        try:
            warmed: dict[str, tuple[tuple[str, str], ...]] = {}
            for batch in (list(cues), None):
                phrases = batch if batch is not None else [f for c in cues for f in cue_forms(c)]
                todo = [c for c in dict.fromkeys(phrases) if c not in _PRELEMMATIZED]
                done = _stored_lemmas(stored, todo)  # what this warming computed before, if the file holds it whole
                if done is None:
                    stored = None
                    done = dict(zip(todo, map(_word_lemmas, lemmatize_many(todo))))
                _PRELEMMATIZED.update(done)
                warmed.update(done)
            if stored is None and key is not None:
                warm_cache.write("lemmas", key, warmed)
        except SpacyModelMissing:
            pass
        _WARM_SCHEMAS.add(cues)


def _stored_lemmas(stored, todo: list[str]) -> dict[str, tuple[tuple[str, str], ...]] | None:
    """The cached (printed, lemma) pairs of every phrase in `todo`, or None when the file lacks one or is malformed."""
    if not isinstance(stored, dict) or not all(c in stored for c in todo):
        return None
    try:
        done = {c: tuple((str(w), str(lemma)) for w, lemma in stored[c]) for c in todo}
    except (TypeError, ValueError):
        return None
    return done


def _lemma_cache_key(cues: tuple[str, ...]) -> list | None:
    """What a warming's lemmas depend on: the cues, spaCy and the model package (versions, found without loading
    them) and the code that reads a doc's pairs; None when no model is installed."""
    from importlib import metadata

    from stages.spacy_model import SpacyModelMissing, installed_model

    try:
        model = installed_model()
        versions = [metadata.version("spacy"), model, metadata.version(model)]
    except (SpacyModelMissing, metadata.PackageNotFoundError, ValueError):
        return None
    return [*versions, _code_digest(_word_lemmas.__code__), list(cues)]


def _code_digest(code) -> str:
    """A function's bytecode, names and constants (nested code too), as a digest that is the same in every process."""
    digest = hashlib.sha256(code.co_code + repr(code.co_names).encode())
    for const in code.co_consts:
        digest.update((_code_digest(const) if hasattr(const, "co_code") else repr(const)).encode())
    return digest.hexdigest()[:16]


SAME_PERSON = {"we": "i", "us": "me", "our": "my", "ours": "mine"}  # a cue's "we" is the clerk's "I" too


def _person(lemma: str) -> str:
    """A first-person pronoun in one number: "we have approved" and "I have approved" are one cue."""
    return SAME_PERSON.get(lemma, lemma)


class WordIndex:
    """A text's words by lemma and by first printed letter: a cue is tried only where its
    first word could match (scoring every cue at every word was half of NLP's time)."""

    def __init__(self, lemmas: list[Word], printed: list[Word], positions: WordPositions | None = None):
        """`positions`: the printed words' `WordPositions` when already made (`cues.text_positions`)."""
        self.lemmas, self.printed = lemmas, printed
        self.by_lemma: dict[str, list[int]] = {}
        for i, w in enumerate(lemmas):
            self.by_lemma.setdefault(_person(w.text), []).append(i)
        self._printed = WordPositions(printed) if positions is None else positions
        self.printed_initials = word_initials([w.text for w in printed])
        self.printed_found = self._printed.found  # `printed_matches`' answers so far: a look-up, not a call

    def printed_matches(self, cue_word: str) -> list[int]:
        """Positions of the printed words a cue word matches (OCR damage forgiven), found once per text."""
        return self._printed.matching(cue_word)


def _inflection_chosen(cue_words: tuple[tuple[str, str], ...]) -> bool:
    """A one-word cue written inflected ("returning", "regards", "shipped") means that form: its
    lemma would be another word ("Re: return no. 12" is a reference, "Regarding order 5" opens
    a letter, neither is "returning" or a closing "Regards"). Longer cues keep their lemmas:
    "requested a refund" is "request a refund"."""
    return len(cue_words) == 1 and cue_words[0][0] != cue_words[0][1]


def _cue_occurrences(text: str, cue: str, index: WordIndex) -> list[tuple[int, int]]:
    """Spans where a cue's words follow each other on one line, each matching by lemma or printed form."""
    cw, lemma_key = _first_word_keys(cue)
    if not cw:
        return []
    return sorted(set(_spans_from(text, cw, *_first_word_starts(index, cw[0][0], lemma_key), index)))


def _first_word_starts(index: WordIndex, printed: str, lemma_key: str | None) -> tuple[list[int], list[int]]:
    """Where a cue's first word stands in the text: by lemma (`lemma_key`), by print (OCR damage forgiven)."""
    by_lemma = [] if lemma_key is None else index.by_lemma.get(lemma_key, [])
    by_printed = index.printed_found.get(printed)
    return by_lemma, by_printed if by_printed is not None else index.printed_matches(printed)


def _spans_from(text: str, cw: tuple[tuple[str, str], ...], by_lemma: list[int], by_printed: list[int],
                index: WordIndex) -> list[tuple[int, int]]:
    """The spans a cue's words (printed, lemma) fill from the given starts of its first word."""
    out = []
    printed_initials = word_initials([printed for printed, _ in cw]) if by_printed else ""
    for seq, starts, use_lemma in ((index.lemmas, by_lemma, True), (index.printed, by_printed, False)):
        for i in starts:  # where the first word matches: a lemma equal, a printed word by word_matches
            if i + len(cw) > len(seq):
                continue
            if not use_lemma and not index.printed_initials.startswith(printed_initials, i):
                continue  # (a printed word matches a cue word of its first letter only: most cues ruled out at once)
            span = seq[i:i + len(cw)]
            if "\n" in text[span[0].start:span[-1].end]:
                continue
            if all((_person(w.text) == _person(lem)) if use_lemma else word_matches(w.text, pr)
                   for w, (pr, lem) in zip(span, cw)):
                out.append((span[0].start, span[-1].end))
    return out


@lru_cache(maxsize=8192)  # a schema's ~1000 cue forms, each tried on every document
def _first_word_keys(cue: str) -> tuple[tuple[tuple[str, str], ...], str | None]:
    """A cue's (printed, lemma) words and the lemma its first word is looked up by (None: by its print only)."""
    cw = cue_lemmas(cue)
    return cw, None if not cw or _inflection_chosen(cw) else _person(cw[0][1])


OF_DETERMINERS = ("", "the ", "your ", "my ", "this ")  # "confirmation of [your] order"


@lru_cache(maxsize=4096)
def cue_forms(cue: str) -> tuple[str, ...]:
    """A two-noun cue and its "of" form: English says "order confirmation" and "confirmation of
    (your) order", "dispatch notice" and "notice of dispatch" alike."""
    cw = cue_lemmas(cue)
    if len(cw) != 2 or any(lem in STOP_WORDS for _, lem in cw):
        return (cue,)
    (first, _), (second, _) = cw
    return (cue, *(f"{second} of {det}{first}" for det in OF_DETERMINERS))


@lru_cache(maxsize=4096)
def _forms_by_first_word(cue: str) -> tuple[tuple[str, str | None, tuple[tuple[tuple[str, str], ...], ...]], ...]:
    """A cue's forms (`cue_forms`) grouped by their first word's (print, lemma key): "order confirmation" and its five
    "confirmation of ..." forms ask two first words, not six. Filled after the schema's cues are lemmatized."""
    groups: dict[tuple[str, str | None], list[tuple[tuple[str, str], ...]]] = {}
    for form in cue_forms(cue):
        cw, lemma_key = _first_word_keys(form)
        if cw:
            groups.setdefault((cw[0][0], lemma_key), []).append(cw)
    return tuple((printed, key, tuple(cws)) for (printed, key), cws in groups.items())


def _cue_forms_occurrences(text: str, cue: str, index: WordIndex) -> list[tuple[int, int]]:
    """The spans of a cue in any of its forms (`_cue_occurrences` of each form, merged)."""
    spans: set[tuple[int, int]] = set()
    for printed, lemma_key, cws in _forms_by_first_word(cue):
        by_lemma, by_printed = _first_word_starts(index, printed, lemma_key)
        if by_lemma or by_printed:  # most of a schema's cues: their first word is nowhere in the text
            for cw in cws:
                spans.update(_spans_from(text, cw, by_lemma, by_printed, index))
    return sorted(spans)


COLUMN_GAP = re.compile(r"[ ]{3,}|\t")  # cells of a laid-out line (OCR keeps a column's gap as spaces)
LABEL_OVER_VALUE = re.compile(r":[ \t]*$")  # a line ending in its colon: a label whose value stands below
TRANSLATION_BAR = re.compile(r"[ \t]+[/|][ \t]+")  # "Bon de commande / Order confirmation": one title, two languages
HEAD_CELL_LINES = 3  # a title beside other cells stands on one of the first lines


# The document saying what it is not: "This is not an invoice.", "NOT A TAX INVOICE", "this e-mail isn't a receipt". The
# words after the negation, to the clause's end: a type's cue there names what the document denies being.
DENIAL = re.compile(r"(?im)(?:^[ \t]*(?:this[ \t]+(?:[a-z-]+[ \t]+)?is[ \t]+)?not"
                    r"|\b(?:this|it)[ \t]+(?:[a-z-]+[ \t]+)?is[ \t]+not|\b(?:this|it)[ \t]+(?:[a-z-]+[ \t]+)?isn['\u2019]t)"
                    r"[ \t]+(?:an?|the)[ \t]+([A-Za-z][^\n.!?;,(]{0,40})")
CONDITION = re.compile(r"(?im)(?:\b(?:if|unless|whether|in[ \t]+case)|(?:^|(?<=[.!?;,]))[ \t]*should)\b[^\n,.;:!?]*")  # (a clause
# opening "Should ..." is a condition; "you should contact us" is none)


def conditional_spans(text: str) -> list[tuple[int, int]]:
    """A condition's clause, to its comma or stop: "if you want a refund", "should the item arrive damaged", "in case
    your parcel is lost". What it names may never happen, so its words say nothing of what the document is (a specific
    type's keywords; its cues are `_hypothetical`)."""
    return [m.span() for m in CONDITION.finditer(text)]


DENIED_WEIGHT = 4.0  # as much as a title: the document says outright which type it is not


def denied_spans(text: str) -> list[tuple[int, int]]:
    """Where a text denies being a kind of document (`DENIAL`): the span of what it is not."""
    return [m.span(1) for m in DENIAL.finditer(text)]


def _position_factor(text: str, start: int, end: int, line_no: int, named_tails: frozenset[int] = frozenset()) -> float:
    """4 for a title (the cue is the whole line), 2 for a cue opening one of the first
    lines (a heading, a greeting, an e-mail subject) and ending its words, else 1: in "Return
    request outcome" the cue only modifies the heading's last word, what the document is."""
    ls = text.rfind("\n", 0, start) + 1
    le = text.find("\n", end)
    whole = text[ls: le if le >= 0 else len(text)].strip()
    line = whole.strip(" \t=*-#:")
    if LABEL_OVER_VALUE.search(whole) and text[end:le if le >= 0 else len(text)].strip().startswith(":"):
        return 1.0  # "Your order:" over "184/6664/T": a form's label over its value below, not a heading (`_field_evidence`)
    if line.lower() == text[start:end].lower() and not whole.endswith(","):  # a title, not a greeting
        return 4.0
    halves = re.split(TRANSLATION_BAR, line)
    if (len(halves) > 1 and line_no < TITLE_LINES and not re.search(r"\d", line)
            and any(h.strip(" \t=*-#:").lower() == text[start:end].lower() for h in halves)):
        return 4.0  # "Demande de retour / Return request": a title printed in two languages, one of them the cue
    heading = heading_match(whole, text.find(whole, ls), named_tails)
    heading = heading if heading is not None and heading.end() == len(whole) else None
    phrase = whole[:heading_phrase_end(whole, heading)] if heading else whole  # (a tail after a dash: "- RETURNS")
    at = start - ls - (len(text[ls:le if le >= 0 else len(text)]) - len(text[ls:le if le >= 0 else len(text)].lstrip()))
    if (line_no < TITLE_LINES and heading and end - start + at <= len(phrase) and not phrase[end - start + at:].strip(" \t=*-#:")
            and not re.search(r"\d", phrase) and len(phrase.split()) <= 5 and not re.match(r"(?:re|fwd?|subject)\b", line, re.I)):
        return 4.0  # "SALES ORDER ACKNOWLEDGEMENT": the cue is the head of a title, the words before it modify it
    cell, *rest = re.split(COLUMN_GAP, whole.strip())
    if (line_no < HEAD_CELL_LINES and rest and cell.strip(" \t=*-#:").lower() == text[start:end].lower()
            and not has_amount(" ".join(rest))):
        return 4.0  # "ORDER ACKNOWLEDGEMENT          Page 1 of 1": a title in the first cell of a top line, a column apart
        # (a table row's "Refund requested      USD 212.40" is a label over its value)
    # "Re:" (a letter's reference line, a reply's subject) names what is answered, not this document
    opens_line = not re.sub(r"^\s*(?:subject|fwd?):", "", text[ls:start], flags=re.I).strip(" \t=*-#:")
    # "Return request outcome": the cue modifies the heading's noun; "Bill to": an address label
    modifier = bool(re.match(r"[ \t]+(?:[A-Za-z]{3,}|to\b)", text[end:le if le >= 0 else len(text)], re.I))
    return 2.0 if opens_line and not modifier and line_no < TITLE_LINES else 1.0


def modified_head(text: str, end: int, lemmas: list[Word], named_tails: frozenset[int] = frozenset()) -> str | None:
    """The lemma of the word a cue modifies in a heading: in "Return request outcome" the cue "return
    request" names what the document is about, "outcome" what it is. A heading: a line of at most
    five words (and its own number) among the first lines; None when the cue ends its line or the
    line is prose."""
    ls, le = text.rfind("\n", 0, end) + 1, text.find("\n", end)
    line = text[ls:le if le >= 0 else len(text)]
    m = heading_match(line, ls, named_tails)
    if text.count("\n", 0, ls) >= TITLE_LINES or not m or len(line[:heading_phrase_end(line, m)].split()) > 5:
        return None
    phrase_end = ls + m.end(1)  # the noun phrase's last word: no tail's ("CREDIT MEMO REQUEST - RETURNS")
    nxt = next((w for w in lemmas if w.start >= end), None)
    if nxt is None or nxt.start >= phrase_end or text[end:nxt.start].strip():
        return None
    return nxt.text


ASK_NOUNS = frozenset("request requests application applications".split())  # what an asking document calls itself
TOPIC_WEIGHT = 1.0  # a sentence about "Order 7712 ...", in a text where no sentence does any type's act
# (possessive blanks: what follows each is no blank, or reached as well without the blanks given back: linear on a run)
TOPIC = re.compile(r"(?:^|(?<=[.!?\n])|(?<=[.!?][ \t]))[ \t]*+([A-Z][a-z]+)[ \t]*+(?:no\.?|nr\.?|number|#)?[ \t]*+#?"
                   r"[A-Z]{0,4}[-/]?(?:\d[\dA-Z/-]{2,}|\d{2,4}(?:[ ]\d{2,4}){1,3})\b")  # "Order 55 120 88": groups too


def topics(text: str, lemmas: list[Word]) -> list[tuple[str, int]]:
    """(lemma, offset) of each capitalised noun that opens a sentence with its own number: "Order 7712,
    two lamps, EUR 80.00", "Got it! Order 2219 ...". A terse message names its thing so: what the thing
    is, when no sentence says what was done with it."""
    by_start = {w.start: w.text for w in lemmas}
    return [(by_start[m.start(1)], m.start(1)) for m in TOPIC.finditer(text) if m.start(1) in by_start and _goes_on(text, m.end())]


def _goes_on(text: str, end: int) -> bool:
    """Words follow on the line: "Order 7712, two lamps" says something of the order; a line "Order 90114" alone is a
    form's reference."""
    line_end = text.find("\n", end)
    return bool(re.search(r"[^\W\d_]", text[end:line_end if line_end >= 0 else len(text)]))


# (possessive blanks: what follows them is never a blank, so giving one back never matched; linear on a run of blanks)
REFERENCE = r"(?:[ \t]++(?:no\.?|nr\.?|number|#)?[ \t]*+#?[A-Za-z0-9/-]*\d[A-Za-z0-9/-]*)?"  # "Delivery docket No. 0098"
# what a title may carry after its noun phrase, set apart by a dash, a colon, a bar or brackets: the section or department
# that issues it, the copy, the language ("CREDIT NOTE REQUEST - ACCOUNTS", "Reimbursement Advice | Finance", "Tax Invoice
# (Original for Recipient)", "Bestellbestätigung - English"): a few words naming where it comes from, not what it is (not
# after a colon: "Consignee: Priya Raghunathan" is a label over its value)
TITLE_TAIL = (r"[ \t]+[-\u2013\u2014|][ \t]*(?:[A-Za-z][A-Za-z.&'/-]*[ \t]*){1,3}(?:\d{1,3})?"
              r"|[ \t]*\([ \t]*(?:[A-Za-z][A-Za-z.&'/-]*[ \t]*){1,4}\)")
HEADING = re.compile(r"(?m)^[ \t=*#-]*((?:[A-Za-z][A-Za-z'&/-]*[ \t]+){0,4}[A-Za-z][A-Za-z'-]*)" + REFERENCE
                     + r"(?P<tail>" + TITLE_TAIL + r")?[ \t=*#:-]*$", re.I)
# the nouns a title names its document's form by ("Refund Rejection Notice", "Return Approval Letter", "Shipment Advice
# Slip", "Freight Receipt"): the word before says what the notice, letter, slip or receipt is
CARRIER_NOUNS = frozenset("notice notification letter memo memorandum slip advice confirmation note form document "
                          "sheet copy record statement message receipt".split())
NOMINAL = ("ion", "al", "ment")  # "rejection", "approval", "settlement": the act done, named as a thing


HEADING_WHOLE = re.compile(HEADING.pattern.replace(r"(?P<tail>", r"(?P<tail>(?!)"), re.I)  # a tail naming a document


def heading_match(line: str, at: int = 0, named_tails: frozenset[int] = frozenset()) -> re.Match | None:
    """`HEADING` at the start of `line`, a line starting at offset `at` of its text: its tail set apart unless the tail
    names a document (`document_tails`): "Credit Note - Refund Approval" is a title in two parts, not a title and its
    department."""
    m = HEADING.match(line)
    if m is not None and m.group("tail") is not None and at + m.start("tail") in named_tails:
        return HEADING_WHOLE.match(line)
    return m


def document_tails(text: str, lemmas: list[Word], schema: Schema) -> frozenset[int]:
    """The offsets of the title tails among the first lines that hold a specific type's cue, all its content words
    ("Credit Note - Refund Approval", "Factura - Invoice"): a name of the document, not of a section; not a cue of the
    case's subject words only ("- RETURNS", "| Refunds": the department)."""
    out = set()
    cues = [c for dt in schema.doc_types.values() if not dt.generic for c in dt.cues]
    subject = subject_words(schema)  # "CREDIT MEMO REQUEST - RETURNS": a department named by the case's subject
    for line in list(re.finditer(r"(?m)^.*\S.*$", text))[:TITLE_LINES]:
        m = HEADING.match(line.group(0))
        if m is None or m.group("tail") is None:
            continue
        t0, t1 = line.start() + m.start("tail"), line.start() + m.end("tail")
        words = {w.text.lower() for w in lemmas if t0 <= w.start < t1}
        if any(content and content <= words and family_matches(content, set(subject)) != content for content in
               ({lem for _, lem in cue_lemmas(c) if lem not in STOP_WORDS} for c in cues)):
            out.add(t0)
    return frozenset(out)


def heading_phrase_end(text: str, m: re.Match) -> int:
    """Where a heading's noun phrase and its own number end: before a tail naming its section, copy or language."""
    return m.start("tail") if m.group("tail") is not None else m.end()


def subject_words(schema: Schema) -> frozenset[str]:
    """The words that say what a case is about, not which of its documents this is: an act's word or a keyword of two
    or more specific types ("refund" is asked for, decided and paid; "return", "credit" likewise). A heading of one of
    them ("REFUND", "Return") names the subject, not the document (its fields and sentences tell the stage)."""
    return _subject_words(tuple((tuple(w.lower() for act in dt.acts for w in act.words if " " not in w),
                                 tuple(k.lower() for k in dt.keywords))
                                for dt in schema.doc_types.values() if not dt.generic))


def staged_words(schema: Schema) -> frozenset[str]:
    """The words of what goes through the stages a status line names (asked, decided, paid: the types with a money
    field of a stage's qualifier): a word two such types act on, are about or name, and no other type ("refund",
    "claim", not "accept", which an order takes too)."""
    return _staged_words(tuple((bool(_qualifiers(schema, dt) & STAGES),
                                frozenset({w.lower() for act in dt.acts for w in [*act.words, *act.about]
                                           if " " not in w and not w.startswith("$")} | {k.lower() for k in dt.keywords}),
                                frozenset({w.lower() for act in dt.acts for w in act.words} | {k.lower() for k in dt.keywords}))
                               for dt in schema.doc_types.values() if not dt.generic))


@lru_cache(maxsize=8)  # once per schema: the words of each type were gathered again for every document (~10% of NLP)
def _staged_words(per_type: tuple[tuple[bool, frozenset[str], frozenset[str]], ...]) -> frozenset[str]:
    """`staged_words` from each specific type's (staged, words it acts on, is about or names, words it acts on or names)."""
    staged = [(words, acted) for is_staged, words, acted in per_type if is_staged]
    elsewhere = set().union(*(words for is_staged, words, _ in per_type if not is_staged))
    acted = set().union(*(a for _, a in staged))  # not a mere "price" or "sum" it is about
    counts = {w: sum(w in words for words, _ in staged) for w in set().union(*(words for words, _ in staged))}
    return frozenset(w for w, n in counts.items() if n >= 2 and w in acted and w not in elsewhere)


STAGES = frozenset({"requested", "approved", "executed"})  # the qualifiers of a case's money fields


@lru_cache(maxsize=8)
def _subject_words(per_type: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]) -> frozenset[str]:
    seen: dict[str, int] = {}
    for act_words, keywords in per_type:
        for w in set(act_words) | set(keywords):
            seen[w] = seen.get(w, 0) + 1
    return frozenset(w for w, n in seen.items() if n >= 2)


def heading_heads(text: str, lemmas: list[Word], named_tails: frozenset[int] = frozenset()) -> set[str]:
    """Each heading's head among the first lines (`title_heads`), a carrier noun's modifier too."""
    return {w for pair in title_heads(text, lemmas, named_tails) for w in pair if w}


def title_heads(text: str, lemmas: list[Word], named_tails: frozenset[int] = frozenset()) -> list[tuple[str, str | None]]:
    """The lemma of each heading's last word among the first lines: in English the head of a
    compound ("Return request outcome", "Payment advice", "Your order summary") is its last noun,
    what the document is. A heading: a line of one to five words, no digits but its own number
    ("Credit memo CM-22"), nothing after, above the greeting (a short letter's sign-off is among its
    first lines too) and above something: the last line heads nothing (a form's closing instruction)."""
    heads: list[tuple[str, str | None]] = []  # (head, the word before a carrier noun) per heading, the title first
    titled = False
    lines = [m for m in re.finditer(r"(?m)^.*\S.*$", text)][:-1][:TITLE_LINES]
    for line in lines:
        if line.group(0).rstrip().endswith(","):
            break  # the greeting: what follows is the body and the sign-off ("Kind regards,\nReturns")
        m = heading_match(line.group(0), line.start(), named_tails)
        if m is None:
            continue
        if titled and re.search(r"\d", line.group(0)[m.end(1):heading_phrase_end(line.group(0), m)]):
            continue  # "Order 90114" under the title "REFUND": a reference to what the document is about
        titled = True
        words = [w.text.lower() for w in lemmas if line.start() + m.start(1) <= w.start < line.start() + m.end(1)]
        if words:  # "Refund Rejection Notice": a notice of a rejection, what the word before names
            heads.append((words[-1], words[-2] if len(words) >= 2 and words[-1] in CARRIER_NOUNS else None))
    return heads


def names_no_subject(head: str, subject: frozenset[str]) -> bool:
    """A heading's head names what the document is, not only the case's subject ("REFUND", "Returns"): a word no two
    types share, or the act done named as a thing ("Rejection", "Approval", "Settlement") though its verb is shared."""
    if not family_matches({head}, set(subject)):
        return True
    return head not in subject and head.endswith(NOMINAL) and not any(head == w + "s" for w in subject)


SUFFIXES = ("s", "es", "d", "ed", "ing", "ion", "ation", "al", "ment")  # inflections and nominalisations


@lru_cache(maxsize=4096)
def word_family(word: str) -> frozenset[str]:
    """A word and its regular inflections and nominalisations ("approve": approved, approval;
    "authorise": authorisation; "ship": shipped, shipment): the lemma a tagger gives a word in
    capitals (a system's "REFUND APPROVED") or a heading's noun may be any of them."""
    stem = word[:-1] if word.endswith("e") else word
    doubled = (stem + stem[-1],) if len(word) <= 4 and re.search(r"[^aeiou][aeiou][^aeiouwy]$", word) else ()
    return frozenset({word, *(s + suf for s in (stem, *doubled) for suf in SUFFIXES)})


def family_matches(found: set[str], type_words: set[str]) -> set[str]:
    """The type's words `found` holds, as printed or lemmatized, and those it holds only in another
    form of their family, one per family: "tracking" and "track" in a text are one word, not two."""
    exact = found & type_words
    out = set(exact)
    for w in sorted(type_words - exact):
        if word_family(w) & found and not any(w in word_family(o) or o in word_family(w) for o in out):
            out.add(w)
    return out


# --------------------------------------------------------------------------- fields as evidence


def _has_value(text: str, spec: FieldSpec, start: int) -> bool:
    """A value of the field's type right after its label: the rest of the line, or the next line."""
    line_end = text.find("\n", start)
    line_end = len(text) if line_end < 0 else line_end
    nxt_end = text.find("\n", line_end + 1)
    window = text[start:line_end] if text[start:line_end].strip(" \t:#-") else text[start:nxt_end if nxt_end >= 0 else len(text)]
    window = window[:80]
    if spec.type == "money":
        return has_amount(window)
    if spec.type == "date":
        return bool(ABS_DATE_RE.search(window) or REL_DATE_RE.search(window))
    if spec.type == "percent":
        return bool(PERCENT_RE.search(window))
    if spec.type == "identifier":
        return bool(re.search(r"[A-Za-z0-9]*\d[A-Za-z0-9-]{2,}", window))
    if spec.type == "status":
        return bool(spec.allowed) and bool(re.search(r"\b(?:" + "|".join(map(re.escape, spec.status_words)) + r")\b", window, re.I))
    # free text as "Label: value", or prose going on from its cue ("... because the handle came loose")
    return bool(re.match(r"[ \t]*:[ \t]*\w|[ \t]+(?:[A-Za-z'\u2019]+[ \t,]+){3}", text[start:line_end]))


def _opens_cell(text: str, start: int) -> bool:
    """The label opens its line or a cell of a laid-out line (after a column's gap or a bar)."""
    before = text[text.rfind("\n", 0, start) + 1:start]
    return not before.strip(" \t*#-") or bool(re.search(r"(?:[ ]{3,}|\t|[ \t]\|)[ \t]*$", before))


PROSE_BEFORE = re.compile(r"[A-Za-z]{2,}[ \t]+(?:[A-Za-z'\u2019]+[ \t]+){2}$")  # three words lead up to it


def _in_prose(text: str, start: int) -> bool:
    """A label found inside a running sentence ("... we are happy to refund the"), not opening a line,
    a cell or a clause of its own."""
    line_start = text.rfind("\n", 0, start) + 1
    return bool(PROSE_BEFORE.search(text[max(line_start, start - 60):start]))


def _cue_owners(schema: Schema) -> dict[str, int]:
    """How many fields list each cue: a label several fields share ("refund of") says less."""
    return _cue_owners_of(tuple(tuple(spec.cues) for spec in schema.fields.values()))


@lru_cache(maxsize=8)
def _cue_owners_of(cue_lists: tuple[tuple[str, ...], ...]) -> dict[str, int]:
    owners: dict[str, int] = {}
    for cues in cue_lists:
        for cue in {c.lower() for c in cues}:
            owners[cue] = owners.get(cue, 0) + 1
    return owners


def _field_evidence(text: str, schema: Schema, form_labels: set[str] | None = None) -> dict[str, float]:
    """Per field of the schema: how strongly it is present as a label with a value (or a
    self-naming id): 1 for a label of two words or more that no other field uses ("Approved
    amount"), 0.5 for a one-word or shared label ("Amount", "refund of"). `form_labels`, when given, gets the fields
    whose label of that strength opens a line or a cell (`_opens_cell`): a form's own labels, no sentence's words."""
    specs = list(schema.fields.values())
    owners = _cue_owners(schema)
    present: dict[str, float] = {s.name: 0.0 for s in specs}
    for h in cue_hits(text, specs):
        spec = schema.fields[h.field]
        label = " ".join(text[h.start:h.end].lower().split())
        strength = 1.0 if len(label.split()) >= 2 and owners.get(label, 1) == 1 else 0.5
        if _in_prose(text, h.start):
            strength /= 2  # "we are happy to refund the EUR 120": a sentence (its act reads it), not a form's label
        if (form_labels is not None and strength >= 1.0 and h.field not in form_labels and _opens_cell(text, h.start)
                and (spec.type != "text" or re.match(r"[ \t]*[:=]", text[h.end:h.end + 4]))  # "Reason: ...", not "We need the"
                and _has_value(text, spec, h.end)):
            form_labels.add(h.field)
        if present[h.field] < strength and _has_value(text, spec, h.end):
            present[h.field] = strength
    for spec in specs:
        named = tuple(p for p in spec.shapes if len(literal_prefix(p)) >= 2)
        if spec.type == "identifier" and named and identifier_regex(named).search(text):
            present[spec.name] = 1.0
    return present


REQUIRED_WEIGHT = 3.0  # all of a type's defining fields labelled with values: a form of that type, whatever its title
REQUIRED_LEAST = 2  # ... when it has two or more: one shared field ("Total") says little of which form it is
REQUIRED_SHARE = 0.5  # ... and half of them at least are there: one row "Refund requested" of a statement of four is none


def required_cover(form_labels: set[str], required: list[str]) -> float:
    """How much of a type's defining fields (`required`) stand as a form's labels with values (`_field_evidence`'s
    `form_labels`: a label of two words or more no other field uses, opening a line or a cell, not words of a
    sentence): a form whose labels are an order's total and date is an order's, though its title ("Sales docket") is
    no cue."""
    share = sum(f in form_labels for f in required) / len(required) if len(required) >= REQUIRED_LEAST else 0.0
    return REQUIRED_WEIGHT * share if share >= REQUIRED_SHARE else 0.0


SUBSTANCE_TYPES = ("money", "identifier")  # values a text shows by their shape: a sum of money, an id of letters and digits


def substance_fields(schema: Schema, dt) -> list[str]:
    """A type's own defining values: its `required` fields that no other type has, of a kind whose value shows by its
    shape (`SUBSTANCE_TYPES`): a warranty claim's serial number, a refund request's sum."""
    return [f for f in dt.required if f in schema.fields and schema.fields[f].type in SUBSTANCE_TYPES
            and sum(f in other.fields for other in schema.doc_types.values()) == 1]


def carries_substance(text: str, schema: Schema, dt, present: dict[str, float], form_labels: set[str], amounts,
                      fault_reported=lambda: False) -> bool:
    """The text holds what a document of the type is made of: one of its own values (`substance_fields`): a sum of
    money its field may hold (`amounts()`: the text's amounts, `stages.amounts.read_amounts`; one the text reads in
    another stage of that field, "the EUR 40 you approved", is not the one asked for; a sum that reads no amount there,
    "64 euro", may be), an identifier after its label or of a shape naming itself (`_field_evidence`'s `present`); or
    one of its required fields as a form's label; or the first report of what is wrong (`fault_reported()`: a sentence
    reporting a fault, `stages.acts.reports_fault`), which such a document describes and a follow-up does not. True for
    a type without such fields (nothing to miss)."""
    own = substance_fields(schema, dt)
    if not own or any(f in form_labels for f in dt.required):
        return True
    for f in own:
        spec = schema.fields[f]
        if spec.type == "money":
            later = {ROLE_OF_QUALIFIER.get(q) for q in spec.qualifiers if q != spec.qualifier} - {None}
            read = amounts()
            if any(a.role not in later for a in read) or (not read and has_amount(text)):
                return True
        elif present.get(f, 0.0) > 0:
            return True
    return fault_reported()


def stage_passed(schema: Schema, dt, amounts) -> bool:
    """Every amount of the text (`amounts()`) stands in a later stage of the type's own sum ("the EUR 40 you approved",
    "refunded"): what the type asks for was asked and answered already."""
    later = {ROLE_OF_QUALIFIER.get(q) for f in substance_fields(schema, dt) if schema.fields[f].type == "money"
             for q in schema.fields[f].qualifiers if q != schema.fields[f].qualifier} - {None}
    read = amounts() if later else []
    return bool(read) and all(a.role in later for a in read)


def export_as_form(text: str) -> str | None:
    """A one-record export (a header of field names over one record: "order_id;refund_amount;status\n55102;49.00;paid",
    `stages.rules.export_record`) written as the form it is, one "name: value" line per column, its names in words
    ("refund_amount", "refundAmount" -> "refund amount"): labels, status lines and values then read as in any form. The
    lines after the record stay as they are. None for any other text."""
    head = re.search(r"\S", text)
    record = export_record(text, head.start()) if head else None
    if record is None:
        return None
    sep, ls, cells = record
    le = text.find("\n", ls)
    names = [re.sub(r"[_./-]+|(?<=[a-z])(?=[A-Z])", " ", n.strip(' \t"')).strip() for n in text[ls:le].split(sep)]
    rows = [name + ": " + text[a:b].strip(' \t"') for name, (a, b) in zip(names, cells)]
    rest_at = text.find("\n", cells[-1][1])
    return "\n".join(rows) + (text[rest_at:] if rest_at >= 0 else "")


# --------------------------------------------------------------------------- voice

OWN = {"my": 1.0, "mine": 1.0, "our": 0.5, "ours": 0.5}  # "our": a business buying, but also "our returns team"
ADDRESSED = frozenset("your yours".split())
CLOSING = frozenset("faithfully sincerely truly ever respectfully".split())  # "Yours faithfully": a sign-off, nobody's thing
REFERENCE_WORDS = frozenset("ref reference ref. refs".split())  # "Your ref: DN-44102" heads either side's letter
SINGULAR = frozenset("i me myself i'm i've i'd i'll".split())
PLURAL = frozenset("we us ourselves we're we've we'd we'll".split())
FIRST_PERSON_SINGULAR = SINGULAR | {"my", "mine"}
SUBJECT_RELIABILITY = 0.5  # a shop's clerk writes "I have approved", a business buying "we are returning"


# The shop's own people, places and channels: "your website", "your colleague Mark" name what the reader
# has as a shop; a customer writes them (a shop names the customer's order, parcel, card, account, refund).
SHOP_SIDE = frozenset("team staff colleague colleagues manager managers website site "
                      "webshop shop store stores showroom warehouse depot workshop helpline hotline switchboard "
                      "department dept desk salesperson salesman saleswoman shopkeeper "
                      # where the shop repairs what is sent in, and who does it: "went to your service three weeks
                      # ago", "is in your service centre", "your technician" (a customer's unit at the shop)
                      "service centre center technician technicians engineer engineers "
                      # the shop's rules and clientele: "your returns policy", "your customers" (not "your courier":
                      # a shop names the carrier bringing the reader's parcel so too)
                      "policy policies procedure procedures "
                      "customers clients shoppers "
                      # what the shop decides on a claim: "your decision of 9 May to reject our request"
                      "decision decisions".split())
SHOP_SIDE_REACH = 2  # words after "your": "your delivery driver", "your customer service team"


SELLERS_OWN = frozenset("policy policies procedure procedures helpline hotline".split())  # what only a seller calls "our"


def _shop_side(following: list[str], side: frozenset[str] | None = None) -> bool:
    """The words after a "your" name the shop's side (`SHOP_SIDE`): the head within a short noun phrase."""
    for t in following:
        if t in (side if side is not None else SHOP_SIDE | SPEAKER_ROLES["shop"]):
            return True
        if t in STOP_WORDS:
            return False
    return False


# The verb of a message telling something, its subject the reader's message: "your e-mail said", "your shipping e-mail
# gave me the code", "your letter saying": what the shop told, quoted by the customer it told
REPORTING_FORMS = frozenset("said says saying told tells telling stated states stating mentioned mentions mentioning "
                            "confirmed confirms confirming promised promises promising informed gave gives giving".split())
# (not "shows": "your tracking shows it was delivered" is a shop's answer as much as a customer's report)


REPORT_REACH = 4  # words after "your": "your shipping e-mail gave" (a hyphened word is two)


def _reports_speech(following: list[str]) -> bool:
    """The words after a "your" are a short subject and a verb telling what it said (`REPORTING_FORMS`): the reader's
    message, quoted by whoever it was sent to."""
    for t in following:
        if t in REPORTING_FORMS:
            return True
        if t in STOP_WORDS and t not in ("e",):
            return False
    return False


PERSON_WORDS = frozenset(OWN) | ADDRESSED | SINGULAR | PLURAL  # the words `voice_evidence` counts
JOINED = re.compile(r"[-/_.@#:][A-Za-z0-9]")  # a word run on into the next by a joining sign: "MY-739644", "my.example"
JOINED_BEFORE = re.compile(r"[A-Za-z0-9][-/_.@#]$")  # ... or run on from the one before: "shop.com.my", "jo@my"
BAR_BEFORE_NAME = re.compile(r"[ \t]+[A-Z0-9]")  # a bar before a capital or a digit separates; a pronoun "I"
# is followed by its verb ("| am writing", "| have")
SEPARATOR = re.compile(r"[ \t]\|[ \t]")  # a bar standing between two items: "Lot 7-2 | Jalan PJU | 47810"


def spoken(text: str, printed: list[Word]) -> list[Word]:
    """The words of `printed` (words of `text`, at their offsets) less person words that are no words of a sentence: one
    run together with the next or the one before by a joining sign, the letters of an identifier, an address or a web
    domain ("order MY-739644", "hello@shop.com.my"); a bar standing between items on a line holding another such bar
    (a letterhead's or a header's separators: "12 Hill Road | Eastside | care@..."), which OCR's "I" would be
    otherwise; a piece of an accented word ("Tél." read "T", "l") or a unit ("18 L"). Who writes is told by the
    sentences' "my", "your", "I", never by a country code."""
    def kept(w: Word) -> bool:
        if w.text not in PERSON_WORDS:
            return True
        if JOINED.match(text, w.end) or JOINED_BEFORE.search(text, max(0, w.start - 2), w.start):
            return False
        if text[max(0, w.start - 1):w.start].isalpha() or text[w.end:w.end + 1].isalpha():
            return False  # a piece of an accented word the word pattern split: "Tél." ("T", "l"), "méme" ("me")
        if text[w.start:w.end] in ("l", "L") and re.search(r"\d[ \t]?$", text[max(0, w.start - 2):w.start]):
            return False  # "18 L": a litre, not OCR's "I"
        if text[w.start:w.end] == "|":
            line = text[text.rfind("\n", 0, w.start) + 1:(text.find("\n", w.end) + 1 or len(text) + 1) - 1]
            if BAR_BEFORE_NAME.match(text, w.end):
                return False  # "Fogo Tools | Commercial Kitchens": a bar between a letterhead's names ("| am" is OCR's "I")
            return len(SEPARATOR.findall(line)) < 2
        return True
    return [w for w in printed if kept(w)]


def _majority(a: float, b: float) -> str | None:
    return "customer" if a > 2 * b else "shop" if b > 2 * a else None


def voice_evidence(printed: list[Word]) -> tuple[str | None, float]:
    """(who speaks, how reliable the evidence is). First from whose things the text names:
    "my" (the writer's own order, card; "our" half, since both sides say it) against "your"
    (the reader's order, refund). Only when that says nothing, from subject pronouns ("I"
    against "we"), which both sides use, so at SUBJECT_RELIABILITY."""
    norm = [w.text.replace("\u2019", "'") for w in printed]
    norm = [t for t, nxt in zip(norm, [*norm[1:], ""]) if not (t == "yours" and nxt in CLOSING)  # "Yours faithfully"
            and not (t in ("your", "our") and nxt in REFERENCE_WORDS)]  # "Your ref", "Our ref": a letterhead's, both sides
    shops = sum(t == "your" and (_shop_side(norm[k + 1:k + 1 + SHOP_SIDE_REACH])
                                 or _reports_speech(norm[k + 1:k + 1 + REPORT_REACH])) for k, t in enumerate(norm))
    # ... and the shop's rules and lines its own people name so: "our return policy", "our helpline" (a business
    # buying says "our team", "our shop", "our customers" too: those stay anyone's "our")
    ours = sum(OWN[t] for k, t in enumerate(norm) if t in ("our", "ours")
               and _shop_side(norm[k + 1:k + 1 + SHOP_SIDE_REACH], SELLERS_OWN))
    own = sum(OWN.get(t, 0.0) for t in norm) + shops - ours
    addressed = sum(t in ADDRESSED for t in norm) - shops + ours
    who = _majority(own, addressed) if max(own, addressed) >= 1.0 else None  # a lone "our" ("Our ref.") says nothing
    if who is not None:
        return who, 1.0
    who = _majority(sum(t in SINGULAR for t in norm), sum(t in PLURAL for t in norm))
    return who, SUBJECT_RELIABILITY if who is not None else 0.0


def voice(printed: list[Word]) -> str | None:
    """Who speaks: "customer", "shop", or None when the text does not tell (a form, a table)."""
    return voice_evidence(printed)[0]


def text_voice(text: str) -> str | None:
    """Who writes a text, its quoted earlier messages left out (they are the other party's). The text's words are
    those the cue search made of it (`text_positions`: asked about the same text twice per document, by the fields'
    finders and the names' reader)."""
    quoted = quoted_spans(text)
    return voice(spoken(text, [w for w in text_positions(text)[0] if not any(s0 <= w.start < e0 for s0, e0 in quoted)]))


OTHER_SIDE = {"customer": "shop", "shop": "customer"}

# Whom a salutation addresses by role names who writes (the keys): a shop writes to "Dear customer", "Dear valued
# client", "Hello guest"; a customer to "Dear seller", "Hello support", "Dear customer service".
GREETING = (r"(?:dear|hello|hi|hey|good\s+(?:morning|afternoon|evening|day)|greetings"
            # the everyday greetings of the other languages read (`stages.acts.is_foreign`)
            r"|bonjour|bonsoir|buongiorno|buonasera|salve|hola|buen[oa]s\s+(?:d[ií]as|tardes)|hallo|guten\s+(?:tag|morgen)"
            r"|bom\s+dia|boa\s+tarde|ol[áa]|goedemorgen|goedemiddag|goedendag)[ \t,]+")
ADDRESSEE_ROLES = {
    "shop": re.compile(r"(?im)^[ \t]*" + GREETING + r"(?:(?:valued|esteemed|dear|respected)[ \t]+)?"
                       r"(?:customers?|clients?|buyers?|guests?|shoppers?|members?|patrons?|purchasers?|consumers?)[ \t]*[,!.:]?[ \t]*$"),
    "customer": re.compile(r"(?im)^[ \t]*" + GREETING + r"(?:(?:the|dear)[ \t]+)?"
                           r"(?:sellers?|vendors?|suppliers?|merchants?|support(?:[ \t]+team)?|(?:customer|client)[ \t]+"
                           r"(?:service|services|care|support)(?:[ \t]+team)?|sales(?:[ \t]+team)?|returns[ \t]+team"
                           # the shop's people and places: "Dear Manager", "Hello accounts team", "Dear all at ..."
                           r"|(?:[a-z]+[ \t]+)?(?:team|department|dept|office)|managers?|management|owners?|staff)"
                           r"[ \t]*[,!.:]?[ \t]*$"),
}


def speaker_sides(text: str, sure: bool = False) -> dict[str, list[tuple[int, int]]]:
    """In a chat transcript, where each side speaks: {"customer": spans, "shop": spans} of the message
    bodies, each speaker's side from the voice of their own messages (`voice_evidence`); of two
    speakers, one voiced makes the other the other side. {} when a transcript's sides are not clear
    (or the text is none)."""
    msgs = messages(text)
    by: dict[str, list] = {}
    for m in msgs:
        by.setdefault(m.speaker.lower(), []).append(m)
    voiced = {n: voice_evidence([w for m in ms for body in [text[m.body_start:m.body_end]] for w in spoken(body, words(body))])
              for n, ms in by.items()}
    voiced.update({n: (role, 1.0) for n in by if (role := speaker_role(n)) is not None})  # "Visitor", "Agent Maeve"
    sides = {n: side for n, (side, _) in voiced.items()}
    if len(sides) == 2 and len(set(sides.values())) == 1 and None not in sides.values():
        # both read as one side, one only from "I" against "we" (a clerk says "I checked"): that one is the other side
        weak = [n for n, (_, reliability) in voiced.items() if reliability < 1.0]
        if len(weak) == 1:
            sides[weak[0]] = None
    known = [n for n, side in sides.items() if side is not None]
    if len(sides) == 2 and len(known) == 1 and not (sure and voiced[known[0]][1] < 1.0):
        # (`sure`: not from one speaker's "I" alone, which the shop's "What can I do for you?" says as well)
        other = next(n for n in sides if n not in known)
        sides[other] = OTHER_SIDE[sides[known[0]]]
    if None in sides.values() or set(sides.values()) != {"customer", "shop"}:
        return {}
    return {side: [(m.body_start, m.body_end) for n, ms in by.items() if sides[n] == side for m in ms]
            for side in ("customer", "shop")}


# The roles a chat export labels its speakers with ("Visitor 09:15", "Agent Maeve 09:19", "Customer (Ana): ..."):
# said outright, surer than the voice of what they say.
SPEAKER_ROLES = {"customer": frozenset("customer visitor guest client user buyer requester caller patient".split()),
                 "shop": frozenset("agent support staff operator helpdesk advisor adviser rep representative "
                                   "assistant consultant concierge".split())}


def speaker_role(name: str) -> str | None:
    """The side a chat speaker's label names by role, from any of its words ("Agent Maeve", "Visitor", "Thandi
    (Customer)", "Kim - Agent"), the last role word deciding as a compound's head does ("Customer Support" is the
    shop), or None (a name)."""
    words = re.split(r"[^a-z]+", name.strip().lower())
    found = [side for word in words for side, roles in SPEAKER_ROLES.items() if word in roles]
    return found[-1] if found else None


# A helpdesk export's marker of what its staff wrote: "---- Public reply (Hanna) ----", "Reply from Support:",
# "Agent reply:", "Internal note:" (the requester's own message comes under "Body:", "Message:" or "Description:").
STAFF_REPLY = re.compile(r"(?im)^[ \t=*#-]*(?:(?:public|agent|staff|support)[ \t]+(?:reply|response|answer)"
                         r"|(?:reply|response|answer)[ \t]+from[ \t]+(?:support|agent|staff|our[ \t]+team)"
                         r"|internal[ \t]+note)\b")


def replier_voice(text: str) -> str | None:
    """"shop" when the text is a helpdesk ticket's staff reply (`STAFF_REPLY`): the agent writes it."""
    return "shop" if STAFF_REPLY.search(text) else None


LETTERHEAD_LINES = 14  # a printed letter's salutation stands under its letterhead: the sender's and the addressee's
# addresses (up to four lines each), a date and a reference line


def addressee_voice(text: str) -> str | None:
    """Who writes, from the role a salutation line among the first lines greets (`ADDRESSEE_ROLES`), under a printed
    letter's letterhead too (`LETTERHEAD_LINES`): the other party; None without such a line."""
    head = "\n".join(text.lstrip().splitlines()[:LETTERHEAD_LINES])
    found = [writer for writer, rx in ADDRESSEE_ROLES.items() if rx.search(head)]
    return found[0] if len(found) == 1 else None


def writer_voice(printed: list[Word], quoted_printed: list[Word], text: str) -> tuple[str | None, float]:
    """Who writes this message, and how surely (`voice_evidence`), from the message's structure too:
    a transcript of two speakers has both voices, so none; a reply answers the other party, so a
    quoted message in one voice and the reply in the other confirm each other, a reply that says
    nothing of itself is the other party's, and a reply in the quoted message's own voice (someone
    quoting themselves, or a customer's "your" of no shop's side: "your offer") tells nothing sure."""
    if messages(text):  # a conversation: both sides speak
        return None, 0.0
    printed, quoted_printed = spoken(text, printed), spoken(text, quoted_printed)
    who, reliability = voice_evidence(printed)
    quoted_who, _ = voice_evidence(quoted_printed) if quoted_printed else (None, 0.0)
    if quoted_who is None:
        return who, reliability
    if who is None:
        return OTHER_SIDE[quoted_who], SUBJECT_RELIABILITY
    return (who, 1.0) if who != quoted_who else (None, 0.0)


OTHER_PARTY = {"customer": re.compile(r"\b(?:you(?:r|\s+(?:have|had)|['\u2019]ve)?|thanks?(?:\s+you)?\s+for)\s+$", re.I),
               # "my invoice"; "I've just received the order confirmation", "I got a shipping notice": the shop's
               # document the customer got, named
               "shop": re.compile(r"\b(?:my|i(?:['\u2019]ve|\s+have|\s+had)?\s+(?:just\s+|now\s+|only\s+|finally\s+|also\s+"
                                  r"|already\s+|never\s+|not\s+)?(?:received|receive|got|get|saw|seen|see|read|opened|found)"
                                  r"\s+(?:the|your|an?|this|that|no|any)(?:\s+[a-z]+)?)\s+$", re.I)}
OTHER_PARTY_REACH = 60  # characters before a cue


def _refers_to_other_party(text: str, start: int, voice_of_type: str | None) -> bool:
    """"Your return request" in a shop's reply names the customer's document, not this one's kind;
    "my invoice" in a customer's letter names the shop's; "you sent back", "thank you for returning"
    is the customer's act told by the shop. A cue of a type one party writes, owned or done by the other party ("your", "you" /
    "my" before it), is no evidence of the type."""
    pattern = OTHER_PARTY.get(voice_of_type or "")
    return bool(pattern and pattern.search(text[max(0, start - OTHER_PARTY_REACH):start]))


HYPOTHETICAL = re.compile(r"\b(?:if|once|when|until|unless|soon|will|shall|won['\u2019]t"
                          r"|expected|estimated|planned|scheduled|anticipated)\b|['\u2019]ll\b", re.I)  # "Expected despatch: 9 April"
CLAUSE_START = re.compile(r"[.!?;]\s|\n[ \t]*\n(?![ \t]*[a-z])")  # a blank line before a small letter: OCR's gap
HYPOTHETICAL_REACH = 8  # words before the cue
NEGATION = re.compile(r"\b(?:not|never|cannot|unable)\b|n['\u2019]t\b", re.I)
NEGATION_REACH = 3  # "we cannot give money back": the negation governs the next few words


def _hypothetical(text: str, start: int, end: int | None = None) -> bool:
    """A cue in a condition, still to come or negated: "once it is on its way", "we will dispatch",
    "we cannot give money back", "the parcel still hasn't turned up": the document says the act has
    not happened, so it is no evidence of the type that reports it."""
    clause_start = max((m.end() for m in CLAUSE_START.finditer(text, max(0, start - 200), start)), default=max(0, start - 200))
    before = text[clause_start:start].split()
    return bool(HYPOTHETICAL.search(" ".join(before[-HYPOTHETICAL_REACH:]))
                or NEGATION.search(" ".join(before[-NEGATION_REACH:]))
                or (end is not None and _negated_after(text, end)))


def _negated_after(text: str, end: int) -> bool:
    """The cue is the subject of a negated verb on its line: "the parcel still hasn't turned up",
    "refund not received"."""
    line_end = text.find("\n", end)
    rest = text[end:line_end if line_end >= 0 else len(text)]
    clause = re.split(r"[.!?;,:]", rest, maxsplit=1)[0].split()
    return bool(NEGATION.search(" ".join(clause[:NEGATION_REACH])))


# --------------------------------------------------------------------------- quoted earlier messages

# Mail programs' separators over an earlier message, in the languages docflow reads: "Original Message" and "Forwarded
# message" ("Ursprüngliche Nachricht", "Message d'origine", "Mensaje original", "Oorspronkelijk bericht", "Messaggio
# originale", "Mensagem original", "Ursprungligt meddelande", "Oprindelig meddelelse", "Opprinnelig melding"; "Weitergeleitete
# Nachricht", "Message transféré", "Mensaje reenviado", "Doorgestuurd bericht", "Messaggio inoltrato", "Mensagem
# encaminhada", "Vidarebefordrat meddelande"), and the attribution line "On <date>, <name> wrote:" ("Am ... schrieb ...:",
# "Le ... a écrit :", "El ... escribió:", "Il ... ha scritto:", "Em ... escreveu:", "Op ... schreef ...:", "Den ... skrev
# ...:"), wrapped over two lines as some programs do.
SEPARATOR_WORDS = (r"original[ \t]+message|forwarded[ \t]+message|urspr[üu]ngliche[ \t]+nachricht|weitergeleitete[ \t]+nachricht"
                   r"|message[ \t]+d['\u2019]origine|message[ \t]+transf[ée]r[ée]|mensaje[ \t]+(?:original|reenviado)"
                   r"|oorspronkelijk[ \t]+bericht|doorgestuurd[ \t]+bericht|messaggio[ \t]+(?:originale|inoltrato)"
                   r"|mensagem[ \t]+(?:original|encaminhada)|ursprungligt[ \t]+meddelande|vidarebefordrat[ \t]+meddelande"
                   r"|oprindelig[ \t]+meddelelse|opprinnelig[ \t]+melding")
ATTRIBUTION = (r"(?:on|am|le|el|il|em|op|den|p[åa])\b[^\n]{4,200}?(?:\n[^\n]{0,120}?)?"
               r"(?:\bwrote|\bschrieb[^\n:]{0,120}|\ba[ \t]+[ée]crit|\bescribi[óo]|\bha[ \t]+scritto|\bescreveu|\bschreef[^\n:]{0,120}"
               r"|\bskrev[^\n:]{0,120})[ \t]*:")
QUOTE_START = re.compile(r"(?im)^[ \t]*(?:-{2,}[ \t]*(?:" + SEPARATOR_WORDS + r")[ \t]*-{2,}|begin forwarded message:"
                         r"|" + ATTRIBUTION + r")[ \t]*$")
QUOTED_LINE = re.compile(r"(?m)^[ \t]*>[^\n]*")
# A reply's or forward's subject line, or a letter's "Re:" line, names the earlier message it answers
# ("Subject: RE: refund declined" over a customer's objection): what it says was done is that message's
# act, not this one's (its cues still say what the case is about: `_position_factor`). The marks mail
# programs put before a subject in their languages (re, fw/fwd, aw/wg, sv/vs, antw, tr, rv, res, rif).
REFERENCE_LINE = re.compile(r"(?im)^[ \t]*(?:subject[ \t]*:[ \t]*(?:re|fwd?|aw|wg|sv|vs|antw|tr|rv|res|rif)|re)"
                            r"[ \t]*(?:\[\d+\])?[ \t]*:[^\n]*"
                            # "Re invoice 70551 - only 80 arrived": a colon-less "Re" and what it names, up to its number
                            r"|^[ \t]*re[ \t]+(?:[A-Za-z.']+[ \t]+){0,3}#?[A-Za-z]{0,4}[-/]?\d[\w/-]*")
OWN_TEXT_WORDS = 8  # fewer words of its own than this: the message only forwards the earlier one, which is the document


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """Where a message quotes or forwards an earlier one: lines opening with ">", and everything
    from an "-----Original Message-----", "---------- Forwarded message ---------" or "On <date>,
    <name> wrote:" line on; a "wrote:" line over ">" lines heads only those (the reply may stand
    below them). The earlier message is often of another type (the request an approval answers),
    so it is no evidence of this one's. A message with next to nothing of its own ("FYI", a bare
    forward) is the earlier one: nothing is quoted then.
    Worked out once per text (the doc type, the fields' finders and the amounts ask ~9 times per document); each
    caller gets a list of its own."""
    return list(_quoted_spans(text))


@lru_cache(maxsize=32)  # the texts of the documents in flight
def _quoted_spans(text: str) -> tuple[tuple[int, int], ...]:
    spans = [m.span() for m in QUOTED_LINE.finditer(text)]
    start = QUOTE_START.search(text)
    block = quoted_header_block(text)
    if block is not None and (start is None or block.start() < start.start()):
        start = block
    if start is not None:
        after_header = text[start.end():].lstrip("\n")
        if after_header.lstrip(" \t").startswith(">"):
            spans.append(start.span())  # the quoted lines are the earlier message, not what follows them
        else:
            spans.append((start.start(), len(text)))
    own = len(words(_unquoted(text, spans))) if spans else 0
    if start is not None and _forwarded(text, start) and cover_note(text[:start.start()]):
        own = 0  # a cover note passing the forwarded message on: as a bare forward
    if spans and own < OWN_TEXT_WORDS and not (block is not None and start is block and own >= REPLY_WORDS and not _forwards(block.group(0))):
        # a bare forward: the forwarded message is the document, and what it quotes in turn is still quoted
        inner = [m.span() for m in QUOTED_LINE.finditer(text) if start is not None and m.start() >= start.end()]
        return tuple(inner) if inner and len(words(_unquoted(text, inner))) >= OWN_TEXT_WORDS else ()
    return tuple(spans)


FORWARD_WORDS = re.compile(r"(?i)forward|weitergeleitet|transf[ée]r[ée]|reenviado|doorgestuurd|inoltrato|encaminhad"
                           r"|vidarebefordra")  # a separator's words that say the message is forwarded, not replied to
# The words by which a forward's cover note points at the message it passes on ("see below", "FYI", "for your
# information", "anbei zur Info", "hieronder", "ci-dessous", "nedan"), in the languages docflow reads
POINTING = re.compile(r"(?i)\b(?:below|beneath|underneath|following|fyi|info(?:rmation)?|forward(?:s|ed|ing)?|anbei|unten"
                      r"|nachstehend\w*|untenstehend\w*|hieronder|onderstaand\w*|ter[ \t]+info\w*|ci-dessous|pour[ \t]+info"
                      r"|abajo|a[ \t]+continuaci[óo]n|qui[ \t]+sotto|nedan|nedenfor|segue)\b")
PROSE_PARAGRAPH = re.compile(r"[^\W\d_]{2}[.!?](?:\s|$)")  # a paragraph with a sentence's end (not "B.V.", "Dear Jo,")
COVER_WORDS = 30  # a cover note's sentences: a line or two


def _forwarded(text: str, start: re.Match) -> bool:
    """The earlier message from `start` on is forwarded, not quoted in a reply: a forward's separator ("Forwarded
    message", "Begin forwarded message:") or a forward's subject ("FW:", "Fwd:", "WG:") over it."""
    return bool(FORWARD_WORDS.search(start.group(0)) or _forwards(text[:start.end()])
                or FORWARD_SUBJECT.search(text[:start.start()]))


def cover_note(own: str) -> bool:
    """A forward's own words only pass the earlier message on: its sentences (paragraphs ending one; not the greeting,
    the sign-off, the signature) are a line or two pointing at it ("FYI - below the carrier's notice", `POINTING`) and
    add nothing of their own: no figure, no question. Such a forward is the forwarded message (a customer forwarding the
    shop's mail with "I ordered 2, not 3?" writes a letter)."""
    body = re.sub(r"(?im)\A(?:[ \t]*[\w-]{1,20}[ \t]*:[^\n]*\n)+", "", own)  # the mail's own header
    prose = " ".join(p for p in re.split(r"\n[ \t]*\n", body) if PROSE_PARAGRAPH.search(p))
    return (bool(prose) and len(words(prose)) <= COVER_WORDS and bool(POINTING.search(prose))
            and not re.search(r"[\d?]", prose))


# A mail program's header over an earlier message in a reply (Outlook, Gmail on phones and others write no "Original
# Message" line): a "From:" line (or its word in another language) and, on the lines right after it, two or more of the
# other header fields ("Sent:", "Date:", "To:", "Subject:", ...).
HEADER_FROM = r"(?:from|von|de|van|da|fra|från|od)"
HEADER_SUBJECT = r"(?:subject|betreff|objet|asunto|onderwerp|oggetto|[äa]mne)"
HEADER_SENT = r"(?:sent|gesendet|envoy[ée]|enviado|verzonden|inviato|skickat)"
HEADER_MAIL_ONLY = r"(?:" + HEADER_SENT + "|" + HEADER_SUBJECT + r"|cc)"  # fields only a mail's header has
HEADER_FIELD = r"(?:" + HEADER_MAIL_ONLY + r"|date|datum|fecha|to|an|[àa]|para|aan|till)"
HEADER_BLOCK = re.compile(r"(?im)^[ \t]*\*?" + HEADER_FROM + r"\*?[ \t]*:[^\n]*\n(?:[ \t]*\*?" + HEADER_FIELD
                          + r"\*?[ \t]*:[^\n]*(?:\n|$)){2,}")


REPLY_WORDS = 3  # "Thank you, it came today": a reply over the header of what it answers, however short (not "FYI")


def _forwards(header: str) -> bool:
    """A header block whose subject is a forward's ("Fwd:", "FW:", "WG:", "TR:", "RV:", "VS:")."""
    return bool(re.search(r"(?im)^[ \t]*\*?" + HEADER_SUBJECT + r"\*?[ \t]*:[ \t]*(?:fwd?|wg|tr|rv|vs|doorst)[ \t]*:", header))


MAIL_ONLY_FIELD = re.compile(r"(?im)^[ \t]*\*?" + HEADER_MAIL_ONLY + r"\*?[ \t]*:")


def quoted_header_block(text: str) -> re.Match | None:
    """The first mail header block (`HEADER_BLOCK`) below words of the message's own: the earlier message a reply
    quotes, from its header on. A header block opening the text is the message's own header (an e-mail's "From:",
    "Date:", "Subject:"); one with neither an address in its "From:" line nor a field only mail has ("Sent:",
    "Subject:", "Cc:") is a form's route ("From: Leeds depot", "To: ...", "Date: ...")."""
    for m in HEADER_BLOCK.finditer(text):
        first_line = m.group(0).split("\n", 1)[0]
        if "@" not in first_line and not MAIL_ONLY_FIELD.search(m.group(0)):
            continue  # "From: Leeds depot / To: 12 High St / Date: 3 May": a form's route, no mail's header
        above = text[:m.start()]
        own = [ln for ln in above.splitlines() if ln.strip() and not re.match(r"[ \t]*[\w-]{1,20}[ \t]*:", ln)]
        if own:
            return m
    return None


FORWARD_SUBJECT = re.compile(r"(?im)^[ \t]*(?:subject[ \t]*:[ \t]*)?fwd?[ \t]*:[^\n]*")
# a reply's subject line ("Subject: Re: Your parcel is on its way!", "AW: Bestellung 4471") repeats the subject of the
# message it answers: over that message quoted below, as much the earlier message's words as the quote
REPLY_SUBJECT = re.compile(r"(?im)^[ \t]*subject[ \t]*:[ \t]*(?:re|aw|sv|vs|antw|res|rif)[ \t]*(?:\[\d+\])?[ \t]*:[^\n]*")


def forwarded_subjects(text: str, quoted: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """A forward's subject line ("Fwd: Your order is confirmed") over a message of its own names the forwarded
    message, quoted below, not this one: as much the earlier message's as the quote. None without a quote (a bare
    forward is the earlier message) or when both are plainly the writer's own (someone forwarding their own
    earlier chaser: its subject is still theirs)."""
    if not quoted:
        return []
    subjects = sorted([m.span() for m in FORWARD_SUBJECT.finditer(text)] + [m.span() for m in REPLY_SUBJECT.finditer(text)])
    inside = lambda w, spans: any(s0 <= w.start < e0 for s0, e0 in spans)  # noqa: E731
    printed = [w for w in words(text) if not inside(w, subjects)]
    printed = spoken(text, printed)
    own, earlier = voice([w for w in printed if not inside(w, quoted)]), voice([w for w in printed if inside(w, quoted)])
    return [] if own is not None and own == earlier else subjects


def _unquoted(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with quoted spans blanked (newlines kept, so offsets and line numbers hold)."""
    chars = list(text)
    for s0, e0 in spans:
        for i in range(s0, e0):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)


# --------------------------------------------------------------------------- classify


NEGATIVE_AMOUNT = re.compile(r"\((?:[A-Z]{3}|[$€£])?[ \t]*\d[\d,.' ]*\d[ \t]*\)|(?<![\w.-])-[ \t]?(?:[A-Z]{3}|[$€£])?[ \t]*\d[\d,]*\.\d{2}\b"
                             r"|\b\d[\d,]*\.\d{2}[ \t]*(?:-|CR\b)")
CREDIT_LINES = 2  # amounts shown negative on this many lines: the document's figures are a credit


def credit_signed(text: str) -> bool:
    """Amounts in accountants' negative ("(GBP 178.00)", "-39.00", "39.00 CR") on several lines: a
    document whose figures go back to the reader, a credit (a credit note, a refund), not a bill."""
    lines = {text.count("\n", 0, m.start()) for m in NEGATIVE_AMOUNT.finditer(text)}
    return len(lines) >= CREDIT_LINES


class _Generic:  # a customer's generic letter, for `heard` in a chat
    voice = "customer"


_GENERIC = _Generic()


def _reports_done(dt) -> bool:
    """A type that is a report of its act done (every act of it `done`: money paid back, goods sent): a statement of
    policy on how that act is done ("refunds are paid by bank transfer") speaks weakly for it (`stages.acts.policy_spans`)."""
    return not dt.generic and bool(dt.acts) and all(a.mood == "done" for a in dt.acts)


def _credit_done(act) -> bool:
    return act.mood == "done" and "credit" in act.words


def _acts(text: str, sents: list[list[Token]], schema: Schema, chasing: frozenset[str] = frozenset(),
          heard=lambda start, dt: False, foreign: list[list[ForeignWord]] | None = None,
          words: list[set[str]] | None = None) -> dict[str, int]:
    """Per type, 1 when a sentence does one of its acts, else 0; a type whose act is found takes
    the act of the types it `follows` (a follow-up's restated request is not a new request) when it
    is `chasing` (its words are there: "again", "still", "already") or its act is about the followed
    type's thing; else its act is the new request's reason ("it never arrived. Please refund me").
    Figures shown negative say "credited" as a sentence would (`credit_signed`). In a chat, an act the other
    side of who sends the type does (`heard`: the customer asking "any news about my refund?" in a shop's
    reply) is no evidence of it. `words`: the sentences' `sentence_words`, when the caller made them already."""
    words = sentence_words(text, sents) if words is None else words
    by_id = {id(s): w for s, w in zip(sents, words)}  # each type keeps its own sentences
    found = {name: min(1, acts_found(text, kept, dt.acts, [by_id[id(s)] for s in kept]))
             for name, dt in schema.doc_types.items() for kept in [[s for s in sents if not heard(s[0].start, dt)]]}
    if foreign:  # a text in another language: its sentences read through the acts' vocabulary (`stages.acts`)
        found = {name: max(n, m) for (name, n), m in zip(found.items(), _foreign_acts(text, foreign, schema).values())}
    if credit_signed(text):
        found.update({name: 1 for name, dt in schema.doc_types.items() if any(map(_credit_done, dt.acts))})
    for name, dt in schema.doc_types.items():
        if found[name]:
            doing = act_sentences(text, sents, dt.acts, words)
            for followed in dt.follows:
                if name in chasing or _about_followed(text, doing, schema.doc_types[followed].acts, dt.acts):
                    found[followed] = 0
                elif found[followed]:
                    found[name] = 0  # "it never arrived; I'd like my money back": the complaint is the request's reason
    shop_acts = any(found[n] for n, dt in schema.doc_types.items() if dt.voice == "shop")
    for name, dt in schema.doc_types.items():
        if (dt.generic and not shop_acts and any(found[f] for f in dt.follows)
                and names_readers_decision(text, sents, schema, dt.follows)):
            # "your refund approval means nothing if the money never arrives. I expect the money back": the request was
            # made and decided on; asking for it again chases it
            found[name] = 1
            found.update({f: 0 for f in dt.follows})
    return found


DECISION_REACH = 3  # tokens after "your": "your refund approval", "your final decision"


def _drop_reported_acts(text: str, sents: list[list[Token]], schema: Schema, acts: dict[str, int], words: list[set[str]],
                        told: list[tuple[int, int]], customer_writes: bool) -> None:
    """Drop (in place) the acts of the shop's types that the text only reports: each sentence doing one holds the
    reader's word reported ("your e-mail of 2 May said my refund had been approved": `told`), or the customer surely
    writes the text as a letter (whose things it names, "my account", "my order"; a salutation of none but the shop's
    side): "the refund for my shoes has been credited to my account - thank you" tells what the reader did, to ask,
    thank or complain about it, as a letter does."""
    def said_by_reader(sent: list[Token]) -> bool:  # each of the act's words in the sentence within the reader's report
        at = act_word_positions(sent, dt.acts)
        return bool(at) and all(_inside(sent[i].start, told) for i in at)
    for name, dt in schema.doc_types.items():
        if not acts[name] or dt.voice != "shop":
            continue
        doing = act_sentences(text, sents, dt.acts, words)
        if doing and (customer_writes or all(said_by_reader(s) for s in doing)):
            acts[name] = 0


def _later_stage_words(schema: Schema, follows: tuple[str, ...]) -> frozenset[str]:
    """The words of the shop's documents that answer the followed types (the same `issue`, in the shop's voice: an
    approval, a decision), less the words the followed types use themselves ("refund")."""
    issues = {schema.doc_types[f].issue for f in follows} - {None}
    own = {k.lower() for f in follows for k in schema.doc_types[f].keywords}
    later = {k.lower() for dt in schema.doc_types.values() if dt.voice == "shop" and dt.issue in issues
             and not dt.evidence for k in dt.keywords}
    return frozenset(later - own)


GIVEN = frozenset("your yours this that these those".split())  # a decision the reader's, or one both know of already
WRITERS = frozenset("my our".split())


def names_readers_decision(text: str, sents: list[list[Token]], schema: Schema, follows) -> bool:
    """The writer names the reader's answer to the followed type's request ("your refund approval", "your decision of
    3 May"), or tells it as the reader's act done (`_decided_by_reader`): a later stage of the same issue, given
    already. (A noun after "your", within a few words.) A decision both sides know of is one given too: one pointed at
    ("reverse this decision", "that refusal is unfair") or the decision on the writer's own thing ("the rejection of
    my return request", "the refusal of our claim")."""
    later = _later_stage_words(schema, tuple(follows))
    if not later:
        return False
    def decision(t: Token) -> bool:
        return t.tag in ("NN", "NNS") and bool(family_matches({t.lemma, text[t.start:t.end].lower()}, set(later)))
    for sent in sents:
        if _decided_by_reader(text, sent, later):
            return True
        for k, tok in enumerate(sent):
            if decision(tok) and k + 2 < len(sent) and sent[k + 1].lemma == "of" and sent[k + 2].lemma in WRITERS:
                return True  # "the rejection of my request"
            if tok.lemma not in GIVEN or (tok.lemma not in ("your", "yours") and tok.tag != "DT"):
                continue
            for t in sent[k + 1:k + 1 + DECISION_REACH]:
                if decision(t):
                    return True
                if t.tag not in ("NN", "NNS", "JJ", "NNP"):
                    break
    return False


def _decided_by_reader(text: str, sent: list[Token], later: frozenset[str]) -> bool:
    """The sentence tells the reader's decision as a verb done by the reader: "you approved £145.00", "your letter
    confirmed that my refund was approved" (the reader's word reported, `stages.acts.doer_is_reader`): the request was
    made and decided on, as "your refund approval" names it."""
    return any(t.tag.startswith("VB") and family_matches({t.lemma, text[t.start:t.end].lower()}, set(later))
               and doer_is_reader(sent, k) and is_done(sent, k) for k, t in enumerate(sent))


def _acting(text: str, sents: list[list[Token]], schema: Schema, acts: dict[str, int], words: list[set[str]],
            foreign: list[list[ForeignWord]] | None = None) -> dict[str, list[tuple[int, int]]]:
    """Per specific type whose act the text does, the spans of the sentences doing it (in another language too);
    `words`: the sentences' `sentence_words`."""
    out = {name: [(s[0].start, s[-1].end) for s in act_sentences(text, sents, dt.acts, words)]
           for name, dt in schema.doc_types.items() if acts[name] and not dt.generic}
    for name in out:
        acts_of = schema.doc_types[name].acts
        out[name] += [(s[0].start, s[-1].start + len(s[-1].text)) for s in foreign or ()
                      if any(foreign_act_in(text, s, act) for act in acts_of)]
    return out


# A letter's form: a salutation opening a line ("Dear Ms Ortega,", "Hi there,", "Good afternoon,", "To whom it may
# concern") or a closing over the signature ("Kind regards,\nJo", "Thanks,\nPete", "Yours faithfully").
SALUTATION = re.compile(r"(?im)^[ \t]*(?:" + GREETING.removesuffix(r"[ \t,]+") + r"|hiya|to[ \t]+whom)\b[^\n]{0,40}$")
SIGN_OFF = re.compile(r"(?im)^[ \t]*(?:(?:kind|best|warm|warmest|many|with[ \t]+(?:best|kind|many|warmest))[ \t]+)?"
                      r"(?:regards|wishes|thanks|thank[ \t]+you|sincerely|cheers|best|yours(?:[ \t]+(?:faithfully|sincerely|truly))?"
                      r"|thx|rgds)[ \t]*[,.!]?[ \t]*\n[ \t]*\S[^\n]{0,40}$")


# ... and the same form in other words: a greeting word opening a long first line ("Hi, my lamp went back ..."), a short
# closing of its own over a name ("Ta,\nKerry", "Merci,\nPriscilla Wong"): the layout, whatever the closing's words
GREETING_OPENS = re.compile(r"(?im)^[ \t]*" + GREETING.removesuffix(r"[ \t,]+") + r"[ \t]*[,!]")
CLOSING_OVER_NAME = re.compile(r"(?m)" + CLOSING_LINE + r"[,!][ \t]*\n"
                               r"[ \t]*[A-Z][\w'\u2019.-]*(?:[ \t]+[A-Z][\w'\u2019.-]*){0,3}[ \t]*$")


LETTER_LAYOUT = (SALUTATION, SIGN_OFF, GREETING_OPENS, CLOSING_OVER_NAME)


def letter_form(text: str) -> bool:
    """The text is laid out as a letter: a salutation or a greeting opening it, or a closing over the signature."""
    return any(rx.search(text) for rx in LETTER_LAYOUT)


def _customer_may_write(text: str, who: str | None, reliability: float, sides: dict) -> bool:
    """A customer may have written this (a letter's own acts are a customer's): a chat with a customer's side, a text in
    the customer's voice for sure (whose things it names, whom it greets), or one whose voice is a guess (from "I") or
    not known in a letter's form (`SALUTATION`, `SIGN_OFF`); never a text
    in the shop's voice for sure (its "Questions? Just reply to this email." under "your order" is no customer's
    question); a guess of the shop's from "we" alone is none in a letter's form ("We are thinking of buying a second
    dishwasher": a family, a firm buying)."""
    if messages(text):  # a chat: by its customer's side, known for sure (`speaker_sides`), unless a message states an
        # amount (an order taken, a bill, money back: what the chat is, its verb left out)
        return (bool(sides.get("customer")) and bool(speaker_sides(text, sure=True))
                and not any(has_amount(text[m.body_start:m.body_end]) for m in messages(text)))
    if who is not None and reliability >= 1.0:
        return who == "customer"
    return bool(SALUTATION.search(text) or SIGN_OFF.search(text))  # ("fine by me, please process. K": a colleague's note)


ORDERING = frozenset("order purchase".split())  # thanks for this order ("for ordering", "for your purchase"); "thank you
# for shopping with us" closes any message of a shop's, a refund's too


def _buying_thanks_weight(dt) -> int:
    """The weight of a type's cue thanking for buying ("thank you for your order": its content words), 0 for none."""
    return max((sum(lem not in STOP_WORDS for _, lem in cw) for cue in dt.cues for cw in [cue_lemmas(cue)]
                if cw and cw[0][1] in THANKING and any(lem in BUYING for _, lem in cw)), default=0)


def _said_by(sent: list[Token], spans: list[tuple[int, int]]) -> bool:
    """Some word of the sentence stands in one side's messages (a chat line's sentence opens with its speaker's label,
    in no message's body)."""
    return any(s0 <= t.start < e0 for t in sent for s0, e0 in spans)


def _customer_types(schema: Schema) -> list:
    """The specific types a customer writes or fills in (voice customer, or either side's form): a refund request, a
    warranty form."""
    return [dt for dt in schema.doc_types.values() if not dt.generic and dt.voice in (None, "customer")]


def _letters_own_acts(text: str, own: list[list[Token]], sents: list[list[Token]], schema: Schema, index: "WordIndex",
                      customer: list[tuple[int, int]] | None) -> list[list[Token]]:
    """The customer's own acts (`stages.acts.own_acts`) that are a letter's, not those of a document a customer writes
    though no sentence does its act in full. None at all when an ask holds one of that type's act words ("could that be
    put back on my card?", "how do I return it?") or the text names that type by a cue of its own ("returning", "money
    back", "warranty claim"; not a one-word topic it shares as a keyword: "warranty" alone is what a question may be
    about). An ask whose context names what that type names ("it came in the wrong size. Can I have a 9?", "can you
    exchange it?"), the ask or what leads up to it (a letter's sentence before it; a chat's customer messages so far:
    `customer`, their spans), is that type's remedy asked for, no letter's. Thanks for something are a letter's."""
    types = _customer_types(schema)
    act_words = [w for dt in types for act in dt.acts for w in act.words]
    asks = [s for s in own if not _thanks_only(s)]
    if any(has_any(text, s, act_words) for s in asks if not (wish_denied(s) or asks_information(s))):
        # ("I don't want to keep money that isn't mine" asks nothing; "which card did the money go to?" asks what happened)
        return []
    for dt in types:
        topics = {k.lower() for k in dt.keywords}
        if any(not _hypothetical(text, s0, e0) for cue in dt.cues if not (len(cue.split()) == 1 and cue.lower() in topics)
               for s0, e0 in _cue_forms_occurrences(text, cue, index)):
            return []  # (a cue negated or supposed names nothing done: "I don't remember returning anything")
    named = {k.lower() for dt in types for k in dt.keywords} | {w.lower() for w in act_words if " " not in w}
    position = {id(s): k for k, s in enumerate(sents)}
    def context(s: list[Token]) -> list[list[Token]]:
        k = position.get(id(s), 0)
        if customer is None:  # a letter: the ask and the sentence leading up to it (what it asks about, not its history)
            return sents[max(0, k - LEADS_UP):k + 1]
        return [c for c in sents[:k + 1] if _said_by(c, customer)]
    def names(s: list[Token]) -> bool:
        return reports_fault(s) or bool(family_matches({w for t in s for w in (t.lemma, text[t.start:t.end].lower())}, named))
    # (a question for information naming nothing such a document names, "was that intentional?", "which card did it go
    # to?", asks for no remedy, whatever its context names; nor one naming it with nothing said faulty, "is the warranty
    # valid abroad?", "does the guarantee pass to a new owner?": a question about the terms; "it stopped working. Is
    # the guarantee still valid?", "is this covered by the guarantee?" ask for the cover of the writer's case)
    def faulty(s: list[Token]) -> bool:  # the ask or what leads up to it says the writer's thing is faulty
        return any(map(reports_fault, context(s)))
    return [s for s in own if s not in asks or (asks_information(s) and not (names(s) and (faulty(s) or asks_of_own_case(s))))
            or not (asks_replacement(s) or any(names(c) for c in context(s)))]


LEADS_UP = 1  # sentences before a letter's ask that say what it asks about ("It came in the wrong size. Can I have a 9?")


def _thanks_only(sent: list[Token]) -> bool:
    """A sentence of thanks that asks nothing ("thank you for refunding the £18.50 so quickly")."""
    return not (is_request(sent) or news_questions([sent]))


def _inside(start: int, spans: list[tuple[int, int]]) -> bool:
    return any(s0 <= start < e0 for s0, e0 in spans)


def _in_anothers_act(start: int, name: str, acting: dict[str, list[tuple[int, int]]]) -> bool:
    """A cue inside a sentence doing another type's act and none of its own names what that act is about, not what the
    document is: "money sent back to the client" pays back, whatever "send back" means in a customer's request; "we
    have approved your refund request" decides, it asks for nothing."""
    def inside(spans) -> bool:
        return any(s0 <= start < e0 for s0, e0 in spans)
    return not inside(acting.get(name, ())) and any(inside(spans) for n, spans in acting.items() if n != name)


def _foreign_acts(text: str, foreign: list[list[ForeignWord]], schema: Schema) -> dict[str, int]:
    """Per type, 1 when a sentence in another language does one of its acts; in a chat, only the last message doing
    any act counts: who acts last settles what the conversation established (as `_answered` for English)."""
    msgs = messages(text)
    def within(m) -> list[list[ForeignWord]]:  # the message's own words (its speaker's label left out)
        return [kept for s in foreign if (kept := [w for w in s if m.body_start <= w.start < m.body_end])]
    groups = [within(m) for m in msgs] if msgs else [foreign]
    found = {name: 0 for name in schema.doc_types}
    for group in reversed(groups):
        found = {name: min(1, foreign_acts_found(text, group, dt.acts)) for name, dt in schema.doc_types.items()}
        if any(found.values()):
            break
    return found


def _answered(text: str, sents: list[list[Token]], schema: Schema, acts: dict[str, int], heard) -> str | None:
    """In a chat, the side that acts last settles what the conversation established: a shop's decision
    after the customer's request is the decision, a request after the shop's notice is the request. The
    acts of the types the other side sends, done earlier, are dropped (in place). A promise settles nothing:
    "I will refund it now", "your money will be refunded within 5 days" answer the customer's request, which stays
    what the chat is; a shop's type whose only act there is a promise is dropped when the customer acted. Returns the
    side whose acts were settled by the other's, or None."""
    last: dict[str, int] = {}  # side -> offset of its last sentence doing an act of a type it sends
    promising: list[str] = []  # types whose only act found is a promise
    for name, dt in schema.doc_types.items():
        if acts[name] and dt.voice in OTHER_SIDE:
            own = [s for s in sents if not heard(s[0].start, dt)]
            settling = [a for a in dt.acts if a.mood != "promised"]
            doing = act_sentences(text, own, settling) if settling else []
            if doing:
                last[dt.voice] = max(last.get(dt.voice, -1), doing[-1][0].start)
            elif act_sentences(text, own, dt.acts):
                promising.append(name)
    if "customer" in last:
        acts.update({name: 0 for name in promising if schema.doc_types[name].voice == "shop"})
    if len(last) == 2:
        earlier = min(last, key=last.get)
        acts.update({name: 0 for name, dt in schema.doc_types.items() if dt.voice == earlier})
        return earlier
    return None


def _about_followed(text: str, doing: list[list[Token]], followed_acts, own_acts=()) -> bool:
    """A follow-up's act is about what the followed type asks for ("the refund still has not come", "you turned
    down my claim"); one about something else ("the parcel never arrived") is the reason for a new request. Near the
    act's word when it has one (`about_near_act`): in "I was charged £15 for an order that was never delivered" the
    order was not delivered, the charge is what a new request asks back."""
    about = [w for act in followed_acts for w in act.about]
    def about_it(sent: list[Token]) -> bool:
        near = about_near_act(text, sent, list(own_acts), about) if own_acts else None
        return has_any(text, sent, about) if near is None else near
    return not about or any(about_it(sent) for sent in doing)


def _first_page_sentences(text: str, doc, quoted: list[tuple[int, int]], first_page_end: int) -> list[list[Token]]:
    """The sentences of this message's first page (`stages.acts`), without quoted text and reference
    lines (`REFERENCE_LINE`); none without a spaCy model."""
    if doc is None:
        return []
    skip = quoted + [m.span() for m in REFERENCE_LINE.finditer(text)]
    keep = lambda start: start < first_page_end and not any(s0 <= start < e0 for s0, e0 in skip)  # noqa: E731
    return sentences(text, tokens(doc, keep))


def scores(text: str, schema: Schema, doc=None) -> dict[str, float]:
    """Evidence score per document type."""
    return {name: round(sum(parts.values()), 3) for name, parts in evidence(text, schema, doc).items()}


def evidence(text: str, schema: Schema, doc=None) -> dict[str, dict[str, float]]:
    """Per document type, its evidence by kind (cues, keywords, voice, fields): what `scores` adds up,
    kept apart so a wrong type can be explained."""
    _warm_cue_lemmas(schema)
    form = export_as_form(text)
    if form is not None:  # a one-record export: read as the form it is ("refund amount: 49.00"), parsed anew
        text, doc = form, None
    quoted = quoted_spans(text)
    quoted = sorted(quoted + forwarded_subjects(text, quoted))
    doc = doc if doc is not None else _lemmatized(text)
    lemmas, (printed, positions) = text_lemmas(text, doc), text_positions(text)
    def in_quote(w: Word) -> bool:
        return any(s0 <= w.start < e0 for s0, e0 in quoted)

    own_printed = [w for w in printed if not in_quote(w)]
    # (a reference line names both sides' numbers by whose they are, "Re: Your order no. 4471, our PO 8812": either side)
    ref_lines = [m.span() for m in REFERENCE_LINE.finditer(text)]
    who, reliability = writer_voice([w for w in own_printed if not _inside(w.start, ref_lines)],
                                    [w for w in printed if in_quote(w)], text)
    if quoted:
        text = _unquoted(text, quoted)
        lemmas = [w for w in lemmas if not in_quote(w)]
        printed = own_printed
    greeted = addressee_voice(text) if not messages(text) else None
    first_page_end = text.find("\f") if "\f" in text else len(text)
    sents = _first_page_sentences(text, doc, quoted, first_page_end)
    # (the whole text's sentences are the first page's when it has one: grouped once, not twice)
    seller = not messages(text) and any(map(thanks_for_buying, sents if first_page_end == len(text)
                                            else _first_page_sentences(text, doc, quoted, len(text))))
    greeted = greeted or replier_voice(text)
    foreign = foreign_sentences(text[:first_page_end]) if is_foreign(text) else None  # read in its own language's words
    if who is None and foreign and not messages(text):  # "votre commande", "meine Bestellung": whose things, in its language
        who, reliability = foreign_voice(text), 1.0
    if seller and greeted is None:  # "thanks so much for ordering one of my mugs": a seller's thanks, whatever "my" says
        who, reliability = "shop", 1.0
    if greeted is not None:  # "Dear customer": said outright, surer than whose things the text names
        who, reliability = greeted, 1.0
    starts = [m.start() for m in re.finditer(r"(?m)^[ \t]*\S", text)]
    index = WordIndex(lemmas, printed, None if quoted else positions)  # (quoted: only the own words' positions)
    form_labels: set[str] = set()
    present = _field_evidence(text, schema, form_labels)
    sides = speaker_sides(text)  # a chat: what the other side says is no evidence of what this side sends
    muted: dict[str, list[tuple[int, int]]] = {}  # a chat's side whose acts the other side's later act settled
    def heard(start: int, dt) -> bool:  # said by the other side of who writes the type (or by a settled side, of its own)
        return any(s0 <= start < e0 for s0, e0 in [*sides.get(OTHER_SIDE.get(dt.voice or "", ""), ()),
                                                    *muted.get(dt.voice or "", ())])
    references = [m.span() for m in REFERENCE_LINE.finditer(text)]  # what a reply answers ("Re invoice 70551")
    keyword_words = [w for w in [*index.lemmas, *index.printed] if w.start < first_page_end]
    n_types = {f: sum(f in dt.fields for dt in schema.doc_types.values()) for f in schema.fields}
    labels = [m.span(1) for m in FORM_LABEL.finditer(text)]
    in_label = SpanIndex(labels)  # (a bisection a word: a damaged scan may print thousands of labels)
    said_words = {w.text for w in keyword_words if not in_label.holds(w.start)}
    # a chaser's words ("again", "still", "message") as the writer says them, not as a form's key ("Message: ...")
    chasing = frozenset(n for n, dt in schema.doc_types.items() if dt.generic
                        and (family_matches(said_words, {k.lower() for k in dt.keywords})
                             or foreign_keywords(foreign or [], {k.lower() for k in dt.keywords})))  # ("toujours pas")
    sent_words = sentence_words(text, sents)  # once, for the acts found and the sentences doing them
    acts = _acts(text, sents, schema, chasing, heard, foreign, sent_words)
    told = reported_spans(sents)  # "you told me the parcel was shipped": the reader's claim, not what the text is
    _drop_reported_acts(text, sents, schema, acts, sent_words, told,
                        customer_writes=(who == "customer" and reliability >= 1.0 and greeted in (None, "customer")
                                         and not messages(text) and letter_form(text[:first_page_end])))
    @lru_cache(maxsize=1)
    def amounts():  # the text's amounts with their roles, read once when asked
        return read_amounts(text, doc, set(), dominant_currency(text), lambda st: st >= first_page_end)
    amount_roles = {} if sides else amounts_type_evidence(amounts(), schema)
    # (a chat's sides are weighed by who acts last, `_answered`: one side's amounts are no evidence of the exchange)
    for name, dt in schema.doc_types.items():
        if dt.generic and acts[name] and name not in chasing and any(
                amount_roles.get(f, 0.0) and not acts[f] and schema.doc_types[f].voice != "shop" for f in dt.follows) \
                and not names_readers_decision(text, sents, schema, dt.follows):  # (asked again after a decision: a letter)
            # "never came. want refnd 27.50 usd": the followed type's amount asked for, in words its act does not read,
            # makes the complaint the request's reason, as its act would (`_acts`)
            acts[name] = 0
    if sides:
        settled = _answered(text, sents, schema, acts, heard)
        if settled is not None:  # its words are what the answer answered: no evidence of the types it sends
            muted[settled] = sides.get(settled, [])
    if quoted and who == "customer" and not any(acts.values()):
        # a customer's reply to a quoted message that asks or reports nothing new reacts to it: a letter
        acts.update({name: 1 for name, dt in schema.doc_types.items() if dt.generic})
    in_letter_form = not sides and letter_form(text[:first_page_end])
    unfounded = set() if not in_letter_form or who == "shop" else {  # (a shop's letter names the customer's things)
        name for name, dt in schema.doc_types.items() if not dt.generic and dt.voice in (None, "customer")
        and not carries_substance(text[:first_page_end], schema, dt, present, form_labels, amounts,
                                  lambda: any(map(reports_fault, sents)))}
    for name, dt in schema.doc_types.items():
        if dt.generic and any(acts[f] for f in dt.follows if f in unfounded and (
                name in chasing or stage_passed(schema, schema.doc_types[f], amounts))):
            # a letter asking for what a customer's document asks (a repair, money back) without the values that
            # document is made of (the unit's serial number, a sum), in a chaser's words ("still", "ago", "again") or
            # naming its sum in a later stage ("the EUR 40 you approved"): a follow-up restating its earlier request
            acts[name] = 1
            acts.update({f: 0 for f in dt.follows if f in unfounded})
    writer = who  # who writes, by whose things the text names (before the acts found say more)
    read_acts = {name for name, n in acts.items() if n}  # acts read from the sentences' grammar (not a letter's own asks)
    act_voices = {dt.voice for name, dt in schema.doc_types.items() if acts[name] and dt.voice is not None}
    if greeted is None and len(act_voices) == 1 and who == OTHER_SIDE.get(next(iter(act_voices))):
        who = None  # sentences doing acts of one side's types only: whose things are named says less than who acts
    wished = asked_for_spans(sents)  # "Raise a credit note": the writer's wish, not what the text is
    policy = policy_spans(text, sents)  # "Refunds are paid by bank transfer within 5 days": a rule, not an act done
    acting = _acting(text, sents, schema, acts, sent_words, foreign)
    followed = {f: dt.follows for dt in schema.doc_types.values() if dt.generic for f in dt.follows}
    # the sentences naming the reader's decision ("your decision of 3 May to reject our credit request", "with your
    # credit note you approved EUR 40"): the request and the decision named in them are history, not what this text is
    deciding = [(s[0].start, s[-1].end) for s in sents
                if followed and names_readers_decision(text, [s], schema, tuple(followed))]
    def asked(start: int, dt) -> bool:
        return dt.voice == "shop" and any(s0 <= start < e0 for s0, e0 in wished)
    answered_at = max((e0 for _, e0 in sides.get("shop", ())), default=-1)  # a chat: the shop's last word
    if who != "shop" and not any(acts.values()) and any(not heard(q[0].start, _GENERIC) and q[0].start > answered_at
                                                        for q in news_questions(sents)):
        # a question for news ("any update on my refund?", "has anyone looked at it?") and nothing new: a chaser (one
        # the shop answered in a chat is settled by the answer)
        acts.update({name: 1 for name, dt in schema.doc_types.items() if dt.generic})
    if (wished and not (who == "shop" and reliability >= 1.0) and not any(acts.values())
            and not any(has_amount(text[s0:e0]) for s0, e0 in wished) and _names_a_document(text, wished, schema, index)):
        # asking the shop for a document ("please send a corrected invoice") and nothing else: a customer's letter (a
        # credit note "for EUR 36.00" asks for the money; a business customer's "we" is no shop's voice for sure; "make
        # the payment" names no document)
        acts.update({name: 1 for name, dt in schema.doc_types.items() if dt.generic})
    if not any(acts.values()) and _customer_may_write(text, who, reliability, sides):
        letter_acts = [s for s in own_acts(text, sents) if not sides or _said_by(s, sides["customer"])]
        contested = bool(letter_acts) and not sides and any(
            names_readers_decision(text, sents, schema, dt.follows) for dt in schema.doc_types.values() if dt.generic)
        if contested or _letters_own_acts(text, letter_acts, sents, schema, index, sides.get("customer") if sides else None):
            # the customer asks, or thanks for something, in words no type's act reads ("is the walnut table back in
            # stock?", "please update my address", "thank you for fitting the gears"), and asks for nothing a customer's
            # document asks for (money back, a repair): what a letter does; or asks the reader to revisit the decision it
            # names ("we must ask you to revise your decision of 9 May"), the request it decided on named as history
            acts.update({name: 1 for name, dt in schema.doc_types.items() if dt.generic})
            if sides:
                muted["shop"] = sides.get("shop", [])  # the shop's replies, doing no act, answer the letter
    named_tails = document_tails(text[:first_page_end], index.lemmas, schema)  # "Credit Note - Refund Approval"
    pairs = title_heads(text[:first_page_end], index.lemmas, named_tails)
    named = {h for pair in pairs for h in pair if h and names_no_subject(h, subject_words(schema))}  # "REFUND": no stage
    # the title's carrier noun and a type's word before it ("Refund Rejection Notice", "Shipment Advice Slip"): named as
    # the schema's cues name documents ("approval notice", "dispatch note"), a title cue of its one word of the type
    carried = {m for _, m in pairs if m} & named - {h for h, _ in pairs}
    staged = bool(family_matches({w.text for w in keyword_words}, set(staged_words(schema)))
                  or foreign_keywords(foreign or [], set(staged_words(schema))))  # ("remboursement", "rimborso")
    stage = status_stage(text[:first_page_end], schema) if staged else None  # "state: accepted" of an order: no stage
    topic_words = topics(text[:first_page_end], index.lemmas) if not any(acts.values()) else []
    buying = [(b[0].start, b[-1].end) for b in sents if thanks_for_buying(b, ORDERING) and not (sides and _said_by(b, sides["customer"]))]
    title_lines = [ln for ln in text[:first_page_end].splitlines()[:TITLE_LINES] if ln.strip()]
    out: dict[str, dict[str, float]] = {}
    # written by a customer for sure (whose things it names, whom it greets), as a letter: no form's labels with values
    letter_layout = who == "customer" and reliability >= 1.0 and not form_labels and not sides
    # a letter in the customer's likely voice asking the reader something (a question, a request: `is_request`)
    # (a writer whose things say nothing sure, "my tracking number ... from your side", is told by what the letter
    # does: a letter's own ask or complaint, a refund asked for, is the customer's act when a person writes it, "I",
    # "my"; "Kindly pay by 31 March" under a bill names nobody)
    customer_acts = (writer is None and any(acts[n] for n, dt in schema.doc_types.items() if dt.voice == "customer")
                     and any(w.text.lower() in FIRST_PERSON_SINGULAR for w in printed))  # ("I", "my": someone writes)
    customer_asks = in_letter_form and (writer == "customer" or customer_acts) and any(map(is_request, sents))
    type_heads = {name: {w.lower() for w in [*dt.keywords, *dt.heads]} for name, dt in schema.doc_types.items()}
    in_reference = {w.start for w in keyword_words if any(r0 <= w.start < r1 for r0, r1 in references)}  # once, not per type
    denials = denied_spans(text[:first_page_end])  # "This is not an invoice": what the document says it is not
    conditions = conditional_spans(text[:first_page_end])  # "if you want a refund": no refund asked
    in_reference |= {w.start for w in keyword_words if _inside(w.start, denials) or _inside(w.start, conditions)}
    keyword_sets: dict[tuple[tuple[tuple[int, int], ...], bool], set[str]] = {}  # (unheard spans, generic) -> said words
    credit_title = bool(foreign) and credit_titled(text[:first_page_end])  # once, not per type
    for name, dt in schema.doc_types.items():
        others_heads = set().union(*(h for n, h in type_heads.items() if n != name)) - type_heads[name]

        def heads_another(e0: int) -> bool:  # "Return request outcome": an outcome, not a request
            head = modified_head(text, e0, index.lemmas, named_tails)
            return head is not None and (bool(family_matches({head}, others_heads)) or (
                head.lower() in ASK_NOUNS and not any(a.mood == "asked" for a in dt.acts)))
            # "Credit Memo Request": a cue modifying the noun of an ask names what is asked for, and the
            # document is the ask (or the answer to it), not the cue's document
        found_cues: list[tuple[float, int, int]] = []  # (score, start, end) of each cue's best occurrence
        titles: set[tuple[int, int]] = set()  # the spans of those standing as a title (`_position_factor` 4)
        for cue in dt.cues:
            weight = GENERIC_CUE if dt.generic else max(1, _content_words(cue))
            best = (0.0, 0, 0)
            for s0, e0 in _cue_forms_occurrences(text, cue, index):
                if (_refers_to_other_party(text, s0, dt.voice) or (not dt.generic and _hypothetical(text, s0, e0))
                        or heard(s0, dt) or asked(s0, dt) or (dt.voice == "shop" and _inside(s0, told))
                        or (not dt.generic and heads_another(e0))
                        or (not dt.generic and _in_anothers_act(s0, name, acting))
                        or (not dt.generic and _inside(s0, deciding))):
                    continue
                line_no = bisect.bisect_right(starts, s0) - 1  # (the lines' starts, in order: ~300 cues a document)
                # (a type the letter gives no values of is titled by none of its lines: a letterhead's "Warranty
                # Service" addresses a department, a subject line names what the letter is about)
                where = 1.0 if dt.generic or name in unfounded else _position_factor(text, s0, e0, line_no, named_tails)
                if policy and _reports_done(dt) and _inside(s0, policy):
                    continue  # how such acts are done, stated as a rule: not that this one was done
                best = max(best, (weight * (where if s0 < first_page_end else LATER_PAGE), e0 - s0, s0))
            if best[0]:
                found_cues.append((best[0], best[2], best[2] + best[1]))
                if best[0] >= TITLE_FACTOR * weight:
                    titles.add((best[2], best[2] + best[1]))
        if dt.generic and not sides:
            # a letter's layout, whatever its words: a salutation or a greeting opening it, a closing over the signature
            # ("Merci,\nPriscilla Wong"); one with a cue's words in it counts once (`_apart`)
            found_cues += [(GENERIC_CUE, m.start(), m.end()) for rx in LETTER_LAYOUT for m in rx.finditer(text[:first_page_end])]
        if not dt.generic and buying and (said := _buying_thanks_weight(dt)):
            for s0, e0 in buying:  # "thanks so much for ordering": what its cue "thank you for your order" says
                if not any(s0 <= c0 < e0 for _, c0, _ in found_cues):
                    found_cues.append((said * (2.0 if not text[:s0].strip() else 1.0), s0, e0))  # opening the text: a heading
        cue_scores = _apart(found_cues) if dt.generic else _one_per_span(found_cues)
        type_words = {k.lower() for k in dt.keywords}
        unheard = [*sides.get(OTHER_SIDE.get(dt.voice or "", ""), ()), *muted.get(dt.voice or "", ()),
                   *(wished + told if dt.voice == "shop" else ()),  # heard, asked, told by the reader
                   *(policy if _reports_done(dt) else ())]  # a rule stated of such acts
        keyword_set = keyword_sets.get((tuple(unheard), dt.generic))  # most types share one: made once
        if keyword_set is None:
            keyword_set = keyword_sets[tuple(unheard), dt.generic] = {
                w.text for w in keyword_words if not any(s0 <= w.start < e0 for s0, e0 in unheard)
                and not (not dt.generic and w.start in in_reference)}  # a document named
        foreign_scores: list[float] = []
        if foreign and not dt.generic:
            own = [s for s in foreign if not _in_anothers_act(s[0].start, name, acting)]
            foreign_scores = foreign_cues(text, dt.cues, own, dt.voice, subject_words(schema), unless_words(dt))
            if CREDIT_NOTE in dt.cues and credit_title:
                foreign_scores.append(2.0 * len(CREDIT_NOTE.split()))  # a title in its language (`foreign_cues`)
            cue_scores = cue_scores + foreign_scores
        parts = {"cues": sum(sorted(cue_scores, reverse=True)[:GENERIC_TOP if dt.generic else TOP_CUES]),
                 "heading": 0.0 if dt.generic or name in unfounded or not family_matches(named, type_words | {h.lower() for h in dt.heads})
                 else HEAD_WEIGHT if family_matches(named - carried, type_words | {h.lower() for h in dt.heads})
                 else 0.0 if titles else TITLE_FACTOR,  # (a title the schema's cue names already counts as one)
                 "keywords": KEYWORD_WEIGHT * min(TOP_KEYWORDS, len(family_matches(keyword_set, type_words)
                                                                    | foreign_keywords(foreign or [], type_words, unless_words(dt)))),
                 "voice": 0.0,
                 "acts": ACT_WEIGHT * acts[name],
                 # a title that is a clause doing the type's act ("Return not accepted", "Claim declined"): a heading
                 # naming the type, unless one of its cues titles it already
                 "title_clause": TITLE_FACTOR if not dt.generic and not titles and name not in unfounded and any(
                     title_clause_moods(ln, dt.acts) for ln in title_lines) else 0.0,
                 "topic": TOPIC_WEIGHT if any(family_matches({w}, {h.lower() for h in dt.heads}) and not heard(at, dt)
                                              for w, at in topic_words) else 0.0,
                 "fields": FIELD_WEIGHT * sum(present.get(f, 0.0) / n_types[f] for f in dt.fields),
                 "required": 0.0 if dt.generic else required_cover(form_labels, dt.required),
                 "amounts": amount_roles.get(name, 0.0),  # what its amounts are (requested, approved, paid back)
                 "status": STATUS_WEIGHT if stage is not None and not dt.generic and stage in _qualifiers(schema, dt) else 0.0,
                 "denied": -DENIED_WEIGHT if denials and not dt.generic and any(
                     _inside(c0, denials) for cue in dt.cues for c0, _ in _cue_forms_occurrences(text, cue, index)) else 0.0}
        if dt.generic and not (parts["keywords"] or parts["acts"]):
            parts["cues"] *= FORM_ONLY  # a letter's form with nothing of what such letters say
        elif dt.generic and not parts["acts"] and any(acts[n] for n in schema.doc_types if n != name):
            parts["cues"] *= FORM_ONLY  # a letter's form round a sentence doing another type's act: that letter
            if any(acts[n] and other.voice == dt.voice and not other.generic and n in read_acts
                   and _own_act(n, other, read_acts, writer) for n, other in schema.doc_types.items()):
                # ... the writer's own act of a type the same side writes ("can i have that back please?"): the letter's
                # form and its words ("already", "yet") are how that request is written, not another document
                parts["cues"] *= MENTIONED
                parts["keywords"] *= MENTIONED
        if name in unfounded:
            # its words in a letter that gives none of its own values: what the letter is about ("my warranty claim",
            # "the guarantee", "broken"), not what it is
            parts["cues"] *= MENTIONED
            parts["keywords"] *= MENTIONED
        mentioned_by_act = not dt.generic and not acts[name] and name not in unfounded and any(
            _own_act(n, schema.doc_types[n], read_acts, writer) for n, done in acts.items() if done)
        if mentioned_by_act:
            # the text does another type's act and none of this one's: this type's words and cues in its sentences
            # ("the parcel has still not arrived although your dispatch e-mail said it shipped", "you can return unused
            # items for a refund" under an order's items) name what that act is about, not what the document is; a
            # title of the type still says what it is (`_position_factor`)
            # (a seller's thanks for the order, "Many thanks for your order of 14 April", confirms it as an act would)
            thanked = {(c0, c1) for _, c0, c1 in found_cues if any(b0 <= c0 < b1 for b0, b1 in buying)}
            mentioned = _one_per_span(_mentioned(found_cues, titles | thanked)) + foreign_scores
            parts["cues"] = sum(sorted(mentioned, reverse=True)[:TOP_CUES])
            parts["keywords"] *= MENTIONED
        if dt.voice is not None and dt.voice != who and letter_layout and not acts[name]:
            # a customer's letter naming the shop's documents and their events ("my order was shipped on Monday", "the
            # tracking says delivered"): what it is about, not what it is
            parts["cues"] *= MENTIONED
            parts["fields"] *= MENTIONED
        elif (dt.voice == "shop" and customer_asks and not acts[name] and not titles and not mentioned_by_act):
            # ... and in a letter the customer likely writes (by "I", "my", or by its own acts when its words say
            # nothing sure) asking the reader something, none of the type's cues a title: the parcel's tracking number
            # and order quoted over the letter's question are what it is about (its keywords and labelled values too)
            parts["cues"] *= MENTIONED
            parts["keywords"] *= MENTIONED
            parts["fields"] *= MENTIONED
        if dt.voice is not None and who is not None:
            parts["voice"] = reliability * (VOICE_WEIGHT if dt.voice == who else -VOICE_WEIGHT)
            if parts["voice"] < 0 and parts["acts"]:
                parts["voice"] = 0.0  # whose things or pronouns are named is a guess; a sentence doing the act says who acts
        out[name] = parts
    return out


# a title's own number as its last word(s): "N° NC2026/770", "Nr. AV-8267", "#88", "N°NC2026" (matched word by word:
# no run of spaces is ever scanned twice)
OWN_NUMBER = re.compile(r"(?:n[\u00b0\u00bao]\.?|nr\.?|no\.?|#)?[A-Za-z]{0,5}[-/]?\d[\w/.-]*", re.I)
NUMBER_WORDS = frozenset({"n\u00b0", "n\u00ba", "no", "nr", "#"})
CREDIT_NOTE = "credit note"  # the cue naming a document that credits an invoice back
NOTE_WORDS = frozenset("nota note notiz".split())  # "nota di credito", "creditnota": the carrier noun where it is printed


def credit_titled(text: str) -> bool:
    """A title among the first lines says "credit" in another language, with its own number: "AVOIR N° NC2026/770",
    "AVOIR / GUTSCHRIFT N° AV-8267", "Nota di credito n. 88". Those languages call the credit note by the credit word
    alone (French "avoir", German "Gutschrift"); only as a title: in prose "avoir" is the verb "to have"."""
    for line in [ln for ln in text.splitlines()[:TITLE_LINES] if ln.strip()]:
        for half in re.split(r"[/|]", _without_own_number(line.strip(" \t=*#:-"))):
            folded = [w for w in (fold_word(w) for w in re.findall(r"[^\W\d_]+", half)) if len(w) > PARTICLE]
            if (folded and len(folded) <= 3 and any(stem_found(w, "credit") for w in folded)
                    and all(stem_found(w, "credit") or w in NOTE_WORDS for w in folded)):
                return True
    return False


def _without_own_number(line: str) -> str:
    """The title line without the number printed after it (`OWN_NUMBER`), its words one space apart."""
    words = line.split()
    if len(words) > 1 and OWN_NUMBER.fullmatch(words[-1]):
        words.pop()
        if len(words) > 1 and words[-1].lower().rstrip(".") in NUMBER_WORDS:
            words.pop()
    return " ".join(words)


def foreign_keywords(sents: list[list[ForeignWord]], type_words: set[str], unless: frozenset[str] = frozenset()) -> set[str]:
    """The type's words a text in another language holds, through their stems in it (`stages.acts.FOREIGN_STEMS`); not
    in a word that is also one its acts rule out (`unless_words`)."""
    if not sents:  # an English text
        return set()
    return {k for k in type_words if any(stem_found(w.folded, k) and not _ruled_out_word(w, unless) for s in sents for w in s)}


def unless_words(dt) -> frozenset[str]:
    """The words a type's acts all rule out ("back", "return" for goods sent): in another language one compound may hold
    both ("Rücksendung" is a return, not a shipment)."""
    sets = [set(a.unless) for a in dt.acts]
    return frozenset(set.intersection(*sets)) if sets else frozenset()


def _ruled_out_word(w: ForeignWord, unless: frozenset[str]) -> bool:
    return any(stem_found(w.folded, u) for u in unless if u in FOREIGN_STEMS)


def foreign_cues(text: str, cues: list[str], sents: list[list[ForeignWord]], voice: str | None,
                 subject: frozenset[str] = frozenset(), unless: frozenset[str] = frozenset()) -> list[float]:
    """The score of each of a type's cues a text in another language says: all its content words, through their
    stems, in one sentence ("Bestätigung Ihrer Bestellung" is "order confirmation"); counted by its content words as an
    English cue is, twice on a short line of its own among the first (a title, a subject); in prose only as one phrase
    (`_foreign_phrase`): a cue's words may stand apart in unrelated clauses. A cue whose owner says what it means
    ("your order": the customer's, confirmed to them) needs a possessive in the sentence: "Pedido 5512" heading a
    customer's mail is no "your order". A cue that says the act was done ("has been credited", "refund processed")
    counts in prose only in a sentence whose grammar says so too (`done_cue`): its tense is in words the stems drop, and
    "die Gutschrift erfolgt innerhalb von 7 Tagen" is a promise."""
    out = []
    for cue in cues:
        content = [lem for _, lem in cue_lemmas(cue) if lem not in STOP_WORDS]
        if not content or not all(c in FOREIGN_STEMS for c in content) or cue_lemmas(cue)[-1][1] in LABEL_ENDS:
            continue  # "pay by", "remit to": a label over its value, its meaning in the word the stems drop
        owned, done = bool(OWNERS & set(cue.lower().split())), done_cue(cue)
        sent_words = [[w for w in s if not _ruled_out_word(w, unless)] for s in sents]
        best = 0.0
        for sent in filter(None, sent_words):
            if owned and not any(w.folded in FOREIGN_POSSESSIVES for w in sent):
                continue
            ls, le = text.rfind("\n", 0, sent[0].start) + 1, text.find("\n", sent[0].start)
            line = text[ls:le if le >= 0 else len(text)]
            if (len(line.split()) <= SHORT_TITLE and not re.search(r"\d", line)  # a form's row ("Versandkosten 5,90") is none
                    and all(any(stem_found(w.folded, c) for w in sent) for c in content)):
                if family_matches(set(content), set(subject)) == set(content):
                    continue  # "RETOURE", "Erstattung": a title of the case's subject names no stage (`subject_words`)
                title = text.count("\n", 0, ls) < TITLE_LINES
                best = max(best, len(content) * (2.0 if title else 1.0))
            elif _foreign_phrase(sent, content, voice) and (not done or _said_done(text, sent, content)):
                best = max(best, float(len(content)))
        if best:
            out.append(best)
    return out


LABEL_ENDS = frozenset("by to for of on in with".split())


def _said_done(text: str, sent: list[ForeignWord], content: list[str]) -> bool:
    """The sentence says the cue's act done: its mood, or a participle of the cue's own word ("wurde genehmigt und wird
    ... ausgezahlt": the approval is done, whatever else is to come)."""
    return foreign_mood(text, sent, content) == "done" or any(
        participle_of(w, c) for w in sent for c in content)


def done_cue(cue: str) -> bool:
    """The cue reports its act done: a word of it is an inflected past ("refunded", "credited", "processed")."""
    return any(printed != lemma and printed.endswith("ed") for printed, lemma in cue_lemmas(cue))


SHORT_TITLE = 5  # words: a heading or a subject line
OWNERS = frozenset({"your", "our", "my"})  # an English cue's possessive
FOREIGN_POSSESSIVES = FOREIGN_MINE | FOREIGN_YOURS | FOREIGN_OURS


def _foreign_phrase(sent: list[ForeignWord], content: list[str], voice: str | None) -> bool:
    """The cue's content words as one phrase in prose: next to each other but for articles, prepositions and
    possessives between them ("Merci de votre commande" is "thank you for your order"; "la commande, la robe reçue"
    holds no "order received", nor "le remboursement sera effectué" a "refund processed"); not the other party's
    thing ("votre demande de retour" in a shop's letter names the customer's request, `_refers_to_other_party`)."""
    other = {"customer": FOREIGN_YOURS, "shop": FOREIGN_MINE}.get(voice or "", frozenset())
    hits = [None if w.folded in FOREIGN_CONJUNCTIONS else next((c for c in content if stem_found(w.folded, c)), "")
            for w in sent]  # (a conjunction is no particle: "votre décision et de rembourser" names no "refund decision")
    if any(h is None for h in hits):
        return any(_foreign_phrase(part, content, voice) for part in _split_at(sent, FOREIGN_CONJUNCTIONS))
    hits = [h or None for h in hits]
    for i, first in enumerate(hits):
        if first is None or (i > 0 and sent[i - 1].folded in other):
            continue
        seen = {first}
        for w, hit in zip([ForeignWord("", "", 0), *sent[i + 1:]], [first, *hits[i + 1:]]):
            if hit is not None:
                seen.add(hit)
            elif not (len(w.folded) <= PARTICLE or w.folded in FOREIGN_YOURS | FOREIGN_MINE):
                break
            if len(seen) == len(set(content)):
                return True
    return False


PARTICLE = 3  # letters: an article or a preposition ("de", "du", "der", "von", "per", "la")
FOREIGN_CONJUNCTIONS = frozenset("et ou und oder y e ed o och eller og".split())  # "and", "or": two phrases, not one


def _split_at(sent: list[ForeignWord], stops: frozenset[str]) -> list[list[ForeignWord]]:
    """The sentence's runs of words between its conjunctions."""
    out: list[list[ForeignWord]] = [[]]
    for w in sent:
        if w.folded in stops:
            out.append([])
        else:
            out[-1].append(w)
    return [p for p in out if p]


FORM_LABEL = re.compile(r"(?m)^[ \t]*([A-Za-z][\w .-]{0,30}?)[ \t]*[:=]")  # "Message:", "request.reason=": a form's key


STATUS_WEIGHT = 2.0  # a form's "Status: accepted" states the case's stage as a sentence doing the act would
DECIDED = {"rejected": "approved"}  # a refusal is the decision's stage as much as an approval
ADVANCED = ("executed", "approved")  # "Status: pending" or "requested" is said of any case still open: no stage
STATUS_VALUE = re.compile(r"[ \t]*+[:=|#-]*+[ \t]*+([A-Za-z][A-Za-z ]{1,40}?)[ \t.!]*$")  # the rest of the line, whole


def status_stage(text: str, schema: Schema) -> str | None:
    """The most advanced stage a form's status line states as its whole value ("Status: accepted", "refund.status=paid",
    "Outcome: declined"): the qualifier of the money fields of that stage ("approved", "executed"), or None. Read only
    in a text about what those stages are of (a refund, a return, a credit: `subject_words`)."""
    specs = [s for s in schema.fields.values() if s.type == "status" and s.allowed]
    found = set()
    for h in cue_hits(text, specs):
        rest = status_cell(text, h.end)
        for side in TRANSLATION_BAR.split(rest):  # "Status: approved / goedgekeurd": the value in two languages
            m = STATUS_VALUE.match(side)
            value = schema.fields[h.field].status_value(m.group(1)) if m else None
            if value is None and FOREIGN_CELL.fullmatch(side):  # "Statut : ACCORDÉ", "Stato ESEGUITO"
                value = foreign_status(side, schema.fields[h.field])
            if value is not None:
                found.add(DECIDED.get(value, value))
                break
    return next((stage for stage in ADVANCED if stage in found), None)


def _qualifiers(schema: Schema, dt) -> set[str]:
    """The qualifiers of a type's money fields: the stages of the case its amounts are at."""
    return {schema.fields[f].qualifier for f in dt.fields if schema.fields[f].type == "money" and schema.fields[f].qualifier}


def _names_a_document(text: str, spans: list[tuple[int, int]], schema: Schema, index: WordIndex) -> bool:
    """One of the spans holds a cue of a shop's document type ("a corrected invoice", "a new delivery note")."""
    return any(s0 <= c0 < e0 for dt in schema.doc_types.values() if not dt.generic and dt.voice == "shop"
               for cue in dt.cues for c0, _ in _cue_forms_occurrences(text, cue, index) for s0, e0 in spans)


TITLE_FACTOR = 4.0  # `_position_factor` of a cue that is the line's whole text: a title


def _mentioned(found: list[tuple[float, int, int]], titles: set[tuple[int, int]]) -> list[tuple[float, int, int]]:
    """A type's cues found (score, start, end) when the text does another type's act and none of its own: each counts
    MENTIONED but a title, which says what the document is whatever its sentences do."""
    return [(score if (s0, e0) in titles else score * MENTIONED, s0, e0) for score, s0, e0 in found]


def _own_act(name: str, dt, read_acts: set[str], who: str | None) -> bool:
    """A type's act found is the writer's own doing (what the document is): not when the type is sent by the other side
    of who writes ("I reject the goods" read as a shop's refusal in a customer's letter), and a letter's own ask or
    question (no act's grammar read it: `read_acts`) only in a text the customer writes."""
    if who is not None and dt.voice == OTHER_SIDE.get(who):
        return False
    return name in read_acts or who == "customer"


def _one_per_span(found: list[tuple[float, int, int]]) -> list[float]:
    """A specific type's cue scores, one per span (its best): a title "ORDER ACKNOWLEDGEMENT" is one title, however many
    of the type's variants ("order acknowledgement", "order acknowledgment" with OCR's spelling forgiven) match its
    very words. A longer cue round a shorter one ("thanks for your order" round "your order") still says more."""
    best: dict[tuple[int, int], float] = {}
    for score, s0, e0 in found:
        best[s0, e0] = max(score, best.get((s0, e0), 0.0))
    return list(best.values())


def _apart(found: list[tuple[float, int, int]]) -> list[float]:
    """The scores of cues found at separate places, the longest first: "Kind regards" is one closing,
    not that and "regards" again; "thank you in advance" one thanks."""
    taken: list[tuple[int, int]] = []
    out = []
    for score, s0, e0 in sorted(found, key=lambda f: (f[1] - f[2], -f[0], f[1])):
        if not any(s0 < t1 and t0 < e0 for t0, t1 in taken):
            taken.append((s0, e0))
            out.append(score)
    return out


def _what_it_is(parts: dict[str, float]) -> float:
    """The evidence of what a document is: its cues, words, acts and fields, not who writes it
    (both sides write most types)."""
    return sum(v for k, v in parts.items() if k != "voice")


def classify(text: str, schema: Schema, doc=None) -> tuple[str, float]:
    """Return (doc type name, confidence 0-1). `doc`: the text's spaCy doc, when already parsed."""
    return decide(ranked_types(text, schema, doc))


Ranking = tuple[tuple[tuple[str, float], ...], dict[str, dict[str, float]] | None]  # (name, score) best first, parts


def ranked_types(text: str, schema: Schema, doc=None) -> Ranking:
    """Every type's score, best first (ties in the schema's order), and the evidence behind them (None for a schema of
    one type). The best two are kept on the extraction (`runner_up`), so a doubtful type's review reason can name both."""
    names = list(schema.doc_types)
    if len(names) == 1:
        found = 0.9 if fuzzy_spans(text, tuple(schema.doc_types[names[0]].cues)) else 0.6
        return ((names[0], found),), None
    parts = evidence(text, schema, doc)
    ranking = tuple(sorted(((name, round(sum(p.values()), 3)) for name, p in parts.items()), key=lambda kv: kv[1], reverse=True))
    return ranking, parts


def decide(ranked: Ranking) -> tuple[str, float]:
    """(type, confidence) from a ranking: the margin between the best and the runner-up."""
    ranking, parts = ranked
    best, top = ranking[0]
    if parts is None:  # one type: its confidence is whether its cues are there
        return best, top
    second = ranking[1][1] if len(ranking) > 1 else 0.0
    if top <= 1.0:
        return best, 0.2
    margin = (top - second) / top
    confidence = min(1.0, 0.5 + margin / 2)
    if _what_it_is(parts[best]) < WEAK_EVIDENCE:  # a clear lead over next to nothing is still next to nothing
        confidence = min(confidence, WEAK_CONFIDENCE)
    return best, round(confidence, 3)


def runner_up(ranked: Ranking) -> dict[str, float]:
    """The best two types and their scores ({} for a schema of one type): what a person settling a doubtful
    type needs to see ("order_confirmation 2.1 vs refund_request 1.9")."""
    ranking, parts = ranked
    return {} if parts is None else dict(ranking[:2])
