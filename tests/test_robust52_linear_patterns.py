"""Patterns of stages/ rewritten so that damaged OCR text (a run of blanks, of digits, of newlines) cannot make them
backtrack for seconds (robust52; `python benchmarks/adversarial_text.py --audit` finds such patterns). Each rewrite
must match exactly what its former text matched: the two are compared on generated strings (every string of up to
four tokens of the pattern's own alphabet, then seeded random longer ones) and on ordinary lines, match by match
(spans and groups), for every way stages/ calls the pattern (`match`/`search` at each position, `finditer`,
`fullmatch`). A pattern that also refuses to start inside a run of blanks (where the run's first blank already failed)
is compared as it is called: over whole strings (`sub`, `finditer`, `search`, `match`, `fullmatch` from 0).

The slow test extracts the adversarial texts that took seconds to minutes before, in a subprocess with a generous
timeout as a hang guard only (no time is asserted), and checks that extraction gives its usual output.
"""

from __future__ import annotations

import inspect
import itertools
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from stages import acts, amounts, doctype, layout, names, nlp, references, rules

BLANKS = [" ", "\t", "  "]

# name: (former text, the pattern now, flags, tokens the strings are made of, whole strings only)
CASES: dict[str, tuple[str, str, int, list[str], bool]] = {
    "rules.LABEL_RATE_RE": (
        r"[ \t]*[(\[]?[ \t]*@?[ \t]*\d{1,2}(?:[.,]\d{1,3})?[ \t]?%[ \t]*[)\]]?", rules.LABEL_RATE_RE.pattern, 0,
        [*BLANKS, "(", "[", "@", "1", "15", "123", ".", ",", "5", "%", ")", "]", "VAT", "\n"], True),
    "rules.EXCLUDING_AFTER_RE": (
        r"[ \t]*[(\[]?[ \t]*" + rules.EXCLUDING_RE.pattern, rules.EXCLUDING_AFTER_RE.pattern, re.I,
        [*BLANKS, "(", "[", "excl", "net of", "ex", "-", "x", "w/o", "\n"], False),
    "rules.previous_label_colon": (
        r"[ \t]*\.?[ \t]*[:#][ \t]*", r"[ \t]*+\.?+[ \t]*+[:#][ \t]*", 0, [*BLANKS, ".", ":", "#", "a"], False),
    "rules.RANGE_JOIN_RE": (
        r"[ \t]*(?:[-\u2013\u2014~][ \t]*|(?:to|until|till|through|thru|and|or|bis|al|au|a|y|e|tot)[ \t]+|"
        r",?[ \t]*(?:(?:at[ \t]+the[ \t]+)?latest|no[ \t]+later[ \t]+than|sp(?:ä|ae)testens)[ \t]*:?[ \t]*)",
        rules.RANGE_JOIN_RE.pattern, re.I,
        [*BLANKS, "-", "\u2013", "to", "a", ",", "latest", "at the", "no later than", ":", "12", "June"], False),
    "amounts.GROSS_AFTER": (
        r"[ \t]*,?[ \t]*(?:less|minus|after[ \t]+deducting|net[ \t]+of)(?![\w-])", amounts.GROSS_AFTER.pattern, re.I,
        [*BLANKS, ",", "less", "net", "of", "minus", "-", "x"], False),
    "doctype.STATUS_VALUE": (
        r"[ \t]*[:=|#-]*[ \t]*([A-Za-z][A-Za-z ]{1,40}?)[ \t.!]*$", doctype.STATUS_VALUE.pattern, 0,
        [*BLANKS, ":", "=", "|", "-", "ok", "A", "paid in full", ".", "!", "1", "\n"], False),
    "acts.QUESTION_END": (
        r"[^\w\n]{0,3}(?:\d[\w/-]*[^\w\n]{0,3})*\?", acts.QUESTION_END.pattern, 0,
        ["?", "1", "61", "a", "/", "-", " ", ".", "!", "\n", "?!", "x1"], False),
    "acts.FOREIGN_CELL": (
        r"[ \t]*[:=|#-]*[ \t]*[^\W\d_][^\W\d_ ]*(?:[ \t]+[^\W\d_][^\W\d_' ]*){0,3}[ \t.!]*", acts.FOREIGN_CELL.pattern, 0,
        [*BLANKS, ":", "#", "Statut", "é", "'", "1", ".", "!", "_", "ab"], False),
    "layout.TRAIL_REGISTRATION_RE": (
        r"\s*\(?\s*[A-Z]{0,3}\d{5,}\s?[-\u00b7.:]?\s?[A-Z]?\s*\)?\W*$", layout.TRAIL_REGISTRATION_RE.pattern, re.I,
        [*BLANKS, "\n", "(", ")", "JM", "12345", "6", "-", "\u00b7", "H", ".", "SDN", "*"], True),
    "layout.ID_TAIL_RE": (
        r"\s+[(\[]?\s*(?:" + layout.ID_LABEL + r")\b(?=(?:\D*\d){5})[^\n]*$", layout.ID_TAIL_RE.pattern, re.I,
        [*BLANKS, "\n", "(", "[", "Co-Reg", "tel", "ABN", "12", "345", ":", "BHD", "no"], True),
    "layout.LEAD_ID_LABEL_RE": (
        r"\W*(?:c[o0]n?[mn]pany|" + layout.ID_LABEL + r")\b", layout.LEAD_ID_LABEL_RE.pattern, re.I,
        [*BLANKS, "(", "-", ":", "company", "co", "reg", "no", "tel", "x", "1", "\n"], False),
    "layout.REGISTRATION_LETTERS_RE": (
        r"\s*\(?\s*([A-Z]{1,3})\d", layout.REGISTRATION_LETTERS_RE.pattern, re.I,
        [*BLANKS, "\n", "(", "JM", "K", "ABCD", "1", "-"], False),
    "references.WEEKDAY_THEN_DATE_RE": (
        r"[ \t]*,?[ \t]*(?:the[ \t]+)?(?=\d|(?:January|February|March|April|May|June|July|August|September|October|"
        r"November|December))", references.WEEKDAY_THEN_DATE_RE.pattern, re.I,
        [*BLANKS, ",", "the", "6", "March", "mar", "t", "x"], False),
    # (these three never start at a blank with three blanks before it: the blank before was tried, to the same end)
    "rules.NOUN_LABEL_RE": (
        rules.NOUN_LABEL_RE.pattern.replace(r"(?!(?<=[ \t]{3})[ \t])", ""), rules.NOUN_LABEL_RE.pattern, re.I,
        [*BLANKS, "\n", "|", "Web", "no", ".", ":", "#", "1", "x"], True),
    "rules.THING_LABEL_RE": (
        rules.THING_LABEL_RE.pattern.replace(r"(?!(?<=[ \t]{3})[ \t])", ""), rules.THING_LABEL_RE.pattern, re.M,
        [*BLANKS, "\n", "Part", "/", ":", "1", "ab"], True),
    "names.PARTY_NOUN_LABEL": (
        names.PARTY_NOUN_LABEL.replace(r"(?!(?<=[ \t]{{3}})[ \t])", "").format(nouns="member|patron"),
        names.PARTY_NOUN_LABEL.format(nouns="member|patron"), re.I, [*BLANKS, "\n", "Member", "patron", ":", "x"], True),
    "nlp.SENTENCE_END_RE": (
        r"[.!?](?=\s|$)|\n\s*\n(?=\s*[A-Z|])|\f", nlp.SENTENCE_END_RE.pattern, 0,
        ["\n", " ", "\t", "\f", ".", "!", "A", "a", "|", "\n\n", "\r"], False),
}

ORDINARY = [
    "", "Goods VAT (15%) Total paid", "S.Tax 18%", "GST @ 5 %", "VAT ( 20.5 % )  Total", "Total excl. VAT: 12.00",
    "Total (excl VAT)", "  net of tax", "14/08/2026 - 16/08/2026", "3 March and 5 March 2026", ", latest 17/07/2026",
    "no later than: 5 June", ", less 10% discount", "Status: accepted.", "Status :: paid in full!", " | Approved",
    "för order 6120?", "order 61/20-A ?", "Statut : ACCORDÉ", "KEDAI MAJU SDN BHD (126926-H)", "ABC (123456·X) ",
    "KEDAI SDN BHD Co-REG: 002871645-D", "PTY LTD ABN 53 004 085 616", "(JM0352019-K)", "on Friday, the 6 March",
    ", 6 March 2026", "End of it.\n\n  New paragraph", "a. b\n \n|x", "one\f two", "Tel: 03-9057 1122 ",
]


def _strings(tokens: list[str], seed: int) -> list[str]:
    out = ["".join(p) for n in range(5) for p in itertools.product(tokens, repeat=n)] if len(tokens) <= 13 else \
        ["".join(p) for n in range(4) for p in itertools.product(tokens, repeat=n)]
    rng = random.Random(seed)
    out += ["".join(rng.choice(tokens) for _ in range(rng.randint(5, 14))) for _ in range(1500)]
    return out + ORDINARY


def _found(m: re.Match | None):
    return None if m is None else (m.span(), m.groups())


def _calls(p: re.Pattern, s: str, whole: bool):
    if whole:
        return ([_found(m) for m in p.finditer(s)], _found(p.search(s)), _found(p.match(s)), _found(p.fullmatch(s)),
                p.sub("", s))
    return ([_found(m) for m in p.finditer(s)], _found(p.fullmatch(s)),
            [(_found(p.match(s, i)), _found(p.search(s, i))) for i in range(len(s) + 1)])


@pytest.mark.parametrize("name", CASES)
def test_rewritten_pattern_matches_exactly_as_its_former_text(name):
    old_text, new_text, flags, tokens, whole = CASES[name]
    assert new_text != old_text
    old, new = re.compile(old_text, flags), re.compile(new_text, flags)
    for i, s in enumerate(_strings(tokens, seed=len(name))):
        assert _calls(new, s, whole) == _calls(old, s, whole), (name, s)


def test_inline_rewrite_is_the_one_rules_uses():
    assert CASES["rules.previous_label_colon"][1] in inspect.getsource(rules)


def test_day_range_built_on_the_rewritten_join_matches_as_before():
    old_join = CASES["rules.RANGE_JOIN_RE"][0]
    old = re.compile(rules.DAY_RANGE_RE.pattern.replace(rules.RANGE_JOIN_RE.pattern, old_join), re.I)
    assert old.pattern != rules.DAY_RANGE_RE.pattern
    for s in ["11-12 June 2026", "27 to 29 January", "3 - 5 de marzo", "1st, latest 3rd of May", "11 -  12  June",
              "5 " + " " * 30 + "x", "12 y 13 mayo", "2.-3. März"] + _strings(["1", "12", " ", "-", "to", "June", ","], 3):
        assert [_found(m) for m in rules.DAY_RANGE_RE.finditer(s)] == [_found(m) for m in old.finditer(s)], s


def test_spacy_reads_a_long_run_of_one_mark_as_blanks_offsets_kept():
    from stages.spacy_model import lemmatize

    text = "Total " + "=" * 200 + " 12.00 " + "=" * 63 + " Paid"
    doc = lemmatize(text)
    words = [(t.idx, t.text) for t in doc if t.text.strip()]
    assert words[:2] == [(0, "Total"), (207, "12.00")] and words[-1] == (277, "Paid")
    assert "".join(w for _, w in words[2:-1]) == "=" * 63  # (a shorter run is read as before)
    assert len(doc.text) == len(text)


# --------------------------------------------------------------------------- the inputs that stalled extraction

ADVERSARIAL = {
    "spaces after a label": "Invoice No" + " " * 3000 + "\nabc\n",
    "blanks and tabs after a label": "Date:" + " \t" * 1500 + "\nInvoice INV-1001\n",
    "a status line of blanks": "Status:" + " " * 3000 + "1\n",
    "a question of digits": "Where is my order " + "1" * 40 + "x\n",
    "newline runs": "Dear team.\n" + "\n \n" * 2000 + "x",
    "a run of one mark": "Customer" + "=" * 3000 + " Anna Smith\n",
}

_CHILD = r"""
import hashlib, json, sys
from stages.nlp import extract
from status.models import OcrPage, OcrResult
from status.schema import load_schema
out = {}
for name, text in json.loads(sys.stdin.read()).items():
    ocr = OcrResult(doc_id="a.txt", content_hash=hashlib.sha256(text.encode()).hexdigest(), source_format="text",
                    pages=[OcrPage(page=1, text=text, method="plain_text")], text=text)
    ex = extract(ocr, load_schema("default"))
    out[name] = [ex.doc_type, sorted(ex.fields)]
print(json.dumps(out))
"""


@pytest.mark.slow
def test_adversarial_texts_extract_to_the_end():
    """Each text gives a document type and its fields' slots (before: minutes of backtracking; the timeout only
    guards the suite against a hang)."""
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-c", _CHILD], input=json.dumps(ADVERSARIAL), capture_output=True, text=True,
                          cwd=root, timeout=120, env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin",
                                                       "OMP_THREAD_LIMIT": "1"})
    assert done.returncode == 0, done.stderr[-2000:]
    out = json.loads(done.stdout)
    assert list(out) == list(ADVERSARIAL)
    for doc_type, fields in out.values():
        assert doc_type and fields
