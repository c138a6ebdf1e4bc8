"""NLP CPU cuts that must not change any output (issue 12, perf11): the extraction of 378 documents (the tuning shops
1, 3, 4 and 5 as tesseract read them: tests/perf11_ocr.json.gz) hashed per document, against the hashes the code
before the cuts gave (main at 1c0b9af, nlp-33). Any difference in doc type, confidence, a field's value, span or
evidence fails it. No timings are asserted.

The hashes hold for one NLP_CONFIG_VERSION: when a round changes extraction on purpose (and the version is bumped)
the test fails, saying so, until they are written anew from the accepted code (a skip here went unseen once):
    python -m tests.test_perf11_same_output --write
"""

from __future__ import annotations

import gzip
import hashlib
import json
import sys
from pathlib import Path

import pytest

from stages import nlp
from stages.nlp import extract
from status.models import OcrResult
from status.schema import load_schema

FIXTURE = Path(__file__).with_name("perf11_ocr.json.gz")


def _stored() -> dict:
    return json.loads(gzip.decompress(FIXTURE.read_bytes()))


def _output_hash(ocr: OcrResult, schema) -> str:
    return hashlib.sha256(extract(ocr, schema).model_dump_json().encode()).hexdigest()


def _hashes(docs: list[dict]) -> dict[str, str]:
    schema = load_schema("default")
    return {d["doc_id"]: _output_hash(OcrResult.model_validate(d), schema) for d in docs}


def test_378_shop_documents_extract_exactly_as_before_the_cuts():
    stored = _stored()
    if stored["nlp_version"] != nlp.NLP_CONFIG_VERSION:
        pytest.fail(f"hashes are of {stored['nlp_version']}'s output and the code is {nlp.NLP_CONFIG_VERSION}: review which "
                    "documents changed, then `python -m tests.test_perf11_same_output --write`")
    assert len(stored["docs"]) == 378
    got = _hashes(stored["docs"])
    changed = sorted(k for k, v in stored["hashes"].items() if got[k] != v)
    assert not changed, f"{len(changed)} documents extract differently: {changed[:10]}"


def test_stemmed_word_search_same_as_every_stem_and_prefix_tried():
    from stages.acts import COMPOUND_HEAD, COMPOUND_PREFIXES, FOREIGN_STEMS, stem_found

    def every_pair(word: str, english: str) -> bool:
        return any(word.startswith(p + s) or (len(s) >= COMPOUND_HEAD and s in word)
                   for s in FOREIGN_STEMS.get(english, ()) for p in COMPOUND_PREFIXES if " " not in s)

    stems = [s for ss in FOREIGN_STEMS.values() for s in ss]
    words = [*stems, *(p + s for p in COMPOUND_PREFIXES for s in stems[::7]), *(s[:-1] for s in stems), "paket" + "sendung",
             "", "x", "bestellung", "ruckerstattung", "order"]
    for english in [*FOREIGN_STEMS, "nothing"]:
        for w in words:
            assert stem_found(w, english) == every_pair(w, english), (w, english)


def test_cue_word_positions_same_as_every_word_compared():
    from stages.cues import WordPositions, word_matches, words

    text = ("Ordcr Tota1 order ORDER total Custorner customer id refund refunds reference referance vat VAT by tota "
            "0rder dispatched dispatch despatched confirmation confirmaton conflrmation | l I")
    ws = words(text)
    positions = WordPositions(ws)
    for cue_word in ["order", "total", "customer", "refund", "reference", "vat", "by", "i", "dispatch", "confirmation",
                     "tot", "orders", "confirmations", "zzz"]:
        assert positions.matching(cue_word) == [i for i, w in enumerate(ws) if word_matches(w.text, cue_word)], cue_word


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    data = _stored()
    data.update(nlp_version=nlp.NLP_CONFIG_VERSION, hashes=_hashes(data["docs"]))
    FIXTURE.write_bytes(gzip.compress(json.dumps(data).encode(), 9, mtime=0))
