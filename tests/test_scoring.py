"""The accuracy benchmark's scoring functions, checked against hand-counted examples."""

from __future__ import annotations

import json
import math
from decimal import Decimal
from pathlib import Path

import pytest

from benchmarks.scoring import (
    Tally,
    amount,
    field_equal,
    norm_text,
    pairwise,
    sroie_equal_ci,
    sroie_equal_strict,
    sroie_equal_unpunctuated,
    sroie_near,
)


def slot(value, unresolved=False):
    return {"value": value, "qualifier": None, "currency": None, "basis": None, "unresolved": unresolved}


@pytest.mark.parametrize(
    ("ftype", "truth", "got", "expected"),
    [
        ("money", "79.00", "79.00", True),
        ("money", "79.00", "79", True),  # the same number
        ("money", "79.00", "97.00", False),
        ("money", "79.00", "USD 79.00", False),  # not normalised
        ("money", "1234.56", "1,234.56", False),
        ("percent", "50", "50.0", True),
        ("date", "2026-04-03", "2026-04-03", True),
        ("date", "2026-04-03", "2026-03-04", False),
        ("identifier", "SO-104233", "SO-104233", True),
        ("identifier", "SO-104233", "S0-104233", False),  # an OCR slip left in is wrong
        ("identifier", "SO-104233", "so-104233", False),
        ("status", "approved", "Approved", True),
        ("text", "Oskar Brennan", "Oskar  Brennan.", True),
        ("text", "Oskar Brennan", "Oskar Brennan Account", False),
        ("text", "Oskar Brennan", "oskar brennan", False),
        ("money", "79.00", None, False),
    ],
)
def test_field_equal(ftype, truth, got, expected):
    assert field_equal(ftype, slot(truth), got) is expected


def test_field_equal_unresolved_dates_need_both_sides_unresolved():
    t = slot("before the semester starts", unresolved=True)
    assert field_equal("date", t, "Before the  semester starts", got_unresolved=True)
    assert not field_equal("date", t, "before the semester starts", got_unresolved=False)
    assert not field_equal("date", slot("2026-04-03"), "2026-04-03", got_unresolved=True)
    assert not field_equal("date", slot(None), None)


def test_norm_text_and_amount():
    assert norm_text("  I need it\u00a0by May 2. ") == "I need it by May 2"
    assert amount("$1,007.50") == Decimal("1007.50")
    assert amount("RM .40") == Decimal("0.40")
    assert amount("-1.73") == Decimal("-1.73")
    assert amount("33,90") == Decimal("33.90")
    assert amount("no digits") is None


def test_sroie_strict_and_case_insensitive():
    assert sroie_equal_ci("company", "SYARIKAT PERNIAGAAN GIN KEE", "Syarikat Perniagaan  Gin Kee")
    assert not sroie_equal_strict("company", "SYARIKAT PERNIAGAAN GIN KEE", "Syarikat Perniagaan Gin Kee")
    assert sroie_equal_strict("company", "SYARIKAT PERNIAGAAN GIN KEE", "SYARIKAT  PERNIAGAAN GIN KEE ")
    assert sroie_equal_ci("total", "$8.20", "8.20") and not sroie_equal_strict("total", "$8.20", "8.20")
    assert sroie_equal_strict("total", "8.20", "8.20")
    assert not sroie_equal_ci("total", "8.20", "8.02")
    assert not sroie_equal_ci("date", "", "25/12/2018") and not sroie_equal_strict("date", "x", None)


def test_tally_counts_precision_recall_and_hallucinations():
    t = Tally()
    t.add(True, True, True)  # right
    t.add(True, True, False)  # wrong value
    t.add(True, False, False)  # missed
    t.add(False, True, False)  # hallucinated
    t.add(False, False, False)  # null kept null
    t.add(False, False, False)
    assert (t.truth, t.extracted, t.correct, t.null_truth, t.hallucinated) == (3, 3, 1, 3, 1)
    assert t.recall == pytest.approx(1 / 3)
    assert t.precision == pytest.approx(1 / 3)
    assert t.hallucination_rate == pytest.approx(1 / 3)
    assert t.null_coverage == pytest.approx(2 / 3)
    with pytest.raises(ValueError):
        t.add(False, True, True)


def test_tally_empty_is_nan_not_perfect_and_sums():
    empty = Tally()
    assert math.isnan(empty.recall) and math.isnan(empty.precision) and math.isnan(empty.null_coverage)
    a, b = Tally(), Tally()
    a.add(True, True, True)
    b.add(False, True, False)
    a += b
    assert (a.extracted, a.hallucinated, a.precision) == (2, 1, 0.5)


def test_pairwise_f1():
    truth = {"a": 1, "b": 1, "c": 1, "d": 2, "e": 2}  # true pairs: ab ac bc de = 4
    assert pairwise({"a": 9, "b": 9, "c": 9, "d": 8, "e": 8}, truth) == (1.0, 1.0, 1.0)
    # predicted pairs ab (right) and cd (wrong): p 1/2, r 1/4, f1 = 2*1 / (2 + 4)
    p, r, f1 = pairwise({"a": 1, "b": 1, "c": 2, "d": 2, "e": 3}, truth)
    assert (p, r, f1) == (0.5, 0.25, pytest.approx(1 / 3))
    p, r, f1 = pairwise({"a": "x", "b": "x", "c": "y", "d": "z", "e": "z"}, truth)
    assert (p, r, f1) == (1.0, 0.5, pytest.approx(2 / 3))
    p, r, f1 = pairwise({"a": 1, "b": 1, "c": 2, "d": 2, "e": 2}, truth)  # ab, cd, ce, de: 2 right of 4
    assert (p, r, f1) == (0.5, 0.5, 0.5)
    p, r, f1 = pairwise({}, truth)  # every document alone: no pair found
    assert math.isnan(p) and r == 0.0 and f1 == 0.0


def test_benchmark_skips_absent_splits_cleanly(tmp_path, capsys):
    from benchmarks.extraction_accuracy import main

    assert main(["--splits", "shop2,sroie-sample", "--shop2", str(tmp_path / "none"),
                 "--sroie-sample", str(tmp_path / "nothing"), "--cache-dir", str(tmp_path / "cache")]) == 0
    out = capsys.readouterr().out
    assert "shop2: no truth.jsonl" in out and "sroie-sample:" in out and "(skipped)" in out
    result = dict(kv.split("=") for kv in out.strip().splitlines()[-1].removeprefix("RESULT ").split())
    assert result["shop2_field_acc"] == "nan" and result["sroie_sample_total_strict"] == "nan"


@pytest.mark.parametrize("split, before", [("shop3", "shop1"), ("shop4", "shop3"), ("shop5", "shop4"), ("shop6", "shop5"),
                                           ("shop16", "shop15")])
def test_benchmark_has_a_split_per_shop(tmp_path, capsys, split, before):
    """Each shop its own summary line and RESULT keys, skipped cleanly when its folder is absent."""
    from benchmarks.extraction_accuracy import main

    assert main(["--splits", split, f"--{split}", str(tmp_path / "none"), "--cache-dir", str(tmp_path / "cache")]) == 0
    out = capsys.readouterr().out
    assert f"{split}: no truth.jsonl" in out
    assert any(line.startswith(f"{split} ") for line in out.splitlines())
    result = dict(kv.split("=") for kv in out.strip().splitlines()[-1].removeprefix("RESULT ").split())
    assert result[f"{split}_field_acc"] == "nan" and f"{split}_doctype" in result and f"{before}_field_acc" in result


def test_benchmark_pools_tuning_and_held_out_shops_apart(tmp_path, capsys):
    """A tuning shop (3) and a held-out one (2) holding the same document: each pool gets its slots, the per-field table
    shows both, and the RESULT line carries both pooled figures."""
    from benchmarks.extraction_accuracy import main

    sample = Path(__file__).resolve().parent.parent / "sample_docs"
    row = json.loads((sample / "truth.jsonl").read_text().splitlines()[0])  # NW-0001.txt, a text document
    for name in ("tune", "held"):
        (tmp_path / name / "batch").mkdir(parents=True)
        (tmp_path / name / "batch" / row["doc_id"]).write_bytes((sample / row["file"]).read_bytes())
        (tmp_path / name / "truth.jsonl").write_text(json.dumps(row) + "\n")
    assert main(["--splits", "shop3,shop2", "--shop3", str(tmp_path / "tune"), "--shop2", str(tmp_path / "held"),
                 "--cache-dir", str(tmp_path / "cache")]) == 0
    out = capsys.readouterr().out
    assert "= tuning" in out and "= held out" in out and "field (pooled)" in out
    result = dict(kv.split("=") for kv in out.strip().splitlines()[-1].removeprefix("RESULT ").split())
    assert result["tuning_field_acc"] == result["heldout_field_acc"] == result["shop3_field_acc"] != "nan"


def test_sroie_near_tells_a_misread_line_from_a_wrong_one():
    assert sroie_near("company", "LIAN HING STATIONERY SDN BHD", "LJAN HING STATIONERY SDN BHD")
    assert sroie_near("company", "99 SPEED MART S/B", "79 speed mart s/b")
    assert not sroie_near("company", "TRI SHAAS SDN BHD", "MYDIN MART SRI MUDA")
    assert not sroie_near("company", "KEDAI MAJU SDN BHD", None)
    assert sroie_near("total", "8.20", "$8.20") and not sroie_near("total", "8.20", "8.02")


def test_sroie_unpunctuated_ignores_case_and_marks_but_not_letters_or_spaces():
    assert sroie_equal_unpunctuated("company", "GIN KEE SDN. BHD.", "Gin Kee Sdn Bhd")
    assert sroie_equal_unpunctuated("company", "A & B TRADING", "A B TRADING")
    assert sroie_equal_unpunctuated("company", "MR. D.I.Y. (M) SDN BHD", "MR_ D_I_Y_ M SDN BHD")
    assert not sroie_equal_unpunctuated("company", "GIN KEE SDN BHD", "GINKEE SDN BHD")
    assert not sroie_equal_unpunctuated("company", "LIAN HING", "LJAN HING")
    assert not sroie_equal_unpunctuated("company", "LIAN HING", None)
    assert sroie_equal_unpunctuated("total", "RM 8.20", "8.20") and not sroie_equal_unpunctuated("total", "8.20", "8.02")


def test_the_ocr_cache_is_written_through_a_temporary_file_of_its_own(tmp_path):
    """Two benchmark runs filling one cache: neither may find its temporary file renamed away by
    the other (a shared fixed temporary name did that, and the run crashed)."""
    from benchmarks.extraction_accuracy import write_atomically

    target = tmp_path / "abc.json"
    (tmp_path / "abc.tmp").mkdir()  # what another process's half-written file would occupy under a fixed name
    write_atomically(target, '{"a": 1}')
    write_atomically(target, '{"a": 2}')
    assert target.read_text() == '{"a": 2}'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["abc.json", "abc.tmp"]
