"""How extraction is scored: value comparison, counting, grouping. Pure functions, unit-tested.

Deliberately independent of docflow's own normalisation (stages/normalize.py): the
scorer must not share a bug with the extractor it judges. Truth values are already
normalised (sample_docs/README.md); an extracted value is compared by its field type.

Counting per field slot (truth value or null) x (extracted value or null):
- recall (field accuracy) = correct / slots whose truth has a value
- precision = correct / slots where a value was extracted
- hallucinated = a value extracted where the truth is null; its rate is per extracted value
- null coverage = share of null-truth slots that came out null (1 - hallucinated / null slots)
An empty denominator gives NaN, never a flattering 1.0.
"""

from __future__ import annotations

import difflib
import itertools
import math
import re
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation


def ratio(num: float, den: float) -> float:
    return num / den if den else math.nan


def collapse(text: str) -> str:
    """Whitespace (non-breaking spaces too) collapsed to single spaces, stripped."""
    return " ".join((text or "").replace("\u00a0", " ").split())


def norm_text(text: str) -> str:
    """A text value as the truth writes it: collapsed, no trailing period/comma/colon/semicolon."""
    return collapse(text).rstrip(" .,;:")


def amount(text: str | None) -> Decimal | None:
    """The number in a printed amount: '$1,007.50' -> 1007.50, 'RM .40' -> 0.40, '-1.73' -> -1.73.
    A comma is a thousands separator unless it is followed by exactly two final digits."""
    if not text:
        return None
    m = re.search(r"-?\s*(\d[\d,]*(?:\.\d+)?|\.\d+)", text)
    if not m:
        return None
    num = m.group(1)
    if re.fullmatch(r"\d+,\d{2}", num):  # decimal comma
        num = num.replace(",", ".")
    try:
        value = Decimal(num.replace(",", ""))
    except InvalidOperation:
        return None
    return -value if m.group(0).lstrip().startswith("-") else value


def field_equal(field_type: str, truth: Mapping, got: str | None, got_unresolved: bool = False) -> bool:
    """Does an extracted value equal a sample-docs truth slot?

    money and percent compare as numbers ("79" == "79.00"); dates and identifiers as exact
    strings; status case-insensitively; text whitespace-collapsed without a trailing period,
    case-sensitive. An unresolved (verbatim) date matches only an unresolved truth, by its words
    ignoring case.
    """
    tv = truth.get("value")
    if tv is None or got is None:
        return False
    if truth.get("unresolved") or got_unresolved:
        return bool(truth.get("unresolved")) == got_unresolved and collapse(tv).lower() == collapse(got).lower()
    if field_type in ("money", "percent"):  # a normalised number on both sides
        number = r"-?\d+(?:\.\d+)?"
        return bool(re.fullmatch(number, got.strip())) and Decimal(tv) == Decimal(got.strip())
    if field_type == "status":
        return collapse(tv).lower() == collapse(got).lower()
    if field_type == "text":
        return norm_text(tv) == norm_text(got)
    return tv == got


def sroie_equal_ci(field: str, truth: str, got: str | None) -> bool:
    """SROIE, lenient: total as an amount; other fields whitespace-collapsed, ignoring case
    (the SROIE truth is upper-cased even where the receipt prints mixed case)."""
    if not truth or got is None:
        return False
    if field == "total":
        t, g = amount(truth), amount(got)
        return t is not None and t == g
    return collapse(truth).upper() == collapse(got).upper()


def sroie_equal_unpunctuated(field: str, truth: str, got: str | None) -> bool:
    """SROIE, the issue's lenient reading: ignoring case and punctuation (every character that is
    neither a letter, a digit nor a space is dropped, then whitespace collapsed); the total as an
    amount. "SYARIKAT PERNIAGAAN GIN KEE" equals "Syarikat Perniagaan Gin Kee.", while a dropped or
    added space or a misread letter still counts as wrong."""
    if not truth or got is None:
        return False
    if field == "total":
        return sroie_equal_ci(field, truth, got)
    def bare(text: str) -> str:
        return collapse(re.sub(r"[^\w\s]|_", "", text)).upper()
    return bare(truth) == bare(got)


NEAR_RATIO = 0.85  # a text field this similar to the truth names the right printed line, misread by OCR


def sroie_near(field: str, truth: str, got: str | None) -> bool:
    """SROIE, diagnostic: the right line with an OCR misreading or two ("LJAN HING" for "LIAN HING"): the text
    fields ignoring case and spacing at least NEAR_RATIO alike (difflib), the total as an amount. Tells a
    wrong line picked (not near) from a right line misread (near but not equal)."""
    if not truth or got is None:
        return False
    if field == "total":
        return sroie_equal_ci(field, truth, got)
    a, b = collapse(truth).upper(), collapse(got).upper()
    return difflib.SequenceMatcher(None, a, b).ratio() >= NEAR_RATIO


def sroie_equal_strict(field: str, truth: str, got: str | None) -> bool:
    """SROIE, strict: the printed text equals the truth string, case-sensitive, whitespace
    collapsed (the total as printed: '8.20' is not '$8.20')."""
    if not truth or got is None:
        return False
    return collapse(truth) == collapse(got)


@dataclass
class Tally:
    """Slot counters for one group of fields (a format, a field, a split)."""

    truth: int = 0  # slots whose truth has a value
    extracted: int = 0  # slots where a value was extracted
    correct: int = 0  # extracted and equal to the truth
    null_truth: int = 0  # slots whose truth is null
    hallucinated: int = 0  # extracted where the truth is null

    def add(self, truth_present: bool, got_present: bool, correct: bool) -> None:
        if correct and not (truth_present and got_present):
            raise ValueError("a value can only be correct when both the truth and the extraction have one")
        self.truth += truth_present
        self.extracted += got_present
        self.correct += correct
        self.null_truth += not truth_present
        self.hallucinated += got_present and not truth_present

    def __iadd__(self, other: Tally) -> Tally:
        for k in ("truth", "extracted", "correct", "null_truth", "hallucinated"):
            setattr(self, k, getattr(self, k) + getattr(other, k))
        return self

    @property
    def recall(self) -> float:
        return ratio(self.correct, self.truth)

    @property
    def precision(self) -> float:
        return ratio(self.correct, self.extracted)

    @property
    def hallucination_rate(self) -> float:
        return ratio(self.hallucinated, self.extracted)

    @property
    def null_coverage(self) -> float:
        return ratio(self.null_truth - self.hallucinated, self.null_truth)


def pairwise(pred: Mapping[str, Hashable], truth: Mapping[str, Hashable]) -> tuple[float, float, float]:
    """Precision, recall and F1 of "these two documents are one case" over all pairs of the
    documents in `truth` (a document missing from `pred` is a case of its own)."""
    docs = sorted(truth)
    own = object()
    tp = pred_pairs = true_pairs = 0
    for a, b in itertools.combinations(docs, 2):
        same_pred = pred.get(a, (own, a)) == pred.get(b, (own, b))
        same_true = truth[a] == truth[b]
        tp += same_pred and same_true
        pred_pairs += same_pred
        true_pairs += same_true
    return ratio(tp, pred_pairs), ratio(tp, true_pairs), ratio(2 * tp, pred_pairs + true_pairs)
