"""benchmarks/stage_cpu.py's per-document floor: each document's least time over the rounds, summed, per document."""

import importlib.util
from pathlib import Path

import pytest

_SPEC = importlib.util.spec_from_file_location("stage_cpu", Path(__file__).resolve().parent.parent / "benchmarks" / "stage_cpu.py")
stage_cpu = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(stage_cpu)


def test_floor_takes_each_documents_least_time():
    # the load lands on other documents in each round: the floor is below every round's mean
    rounds = [[10.0, 30.0, 20.0], [14.0, 20.0, 20.0], [10.0, 20.0, 26.0]]
    assert stage_cpu.floor_per_doc(rounds) == pytest.approx((10 + 20 + 20) / 3)
    assert all(stage_cpu.floor_per_doc(rounds) < sum(r) / 3 for r in rounds)


def test_floor_of_one_round_is_its_mean():
    assert stage_cpu.floor_per_doc([[1.0, 2.0, 6.0]]) == pytest.approx(3.0)


def test_floor_needs_the_same_documents_each_round():
    with pytest.raises(ValueError):
        stage_cpu.floor_per_doc([[1.0, 2.0], [1.0]])
    with pytest.raises(ValueError):
        stage_cpu.floor_per_doc([])


def test_result_line_reports_the_floor_and_its_speedup():
    line = stage_cpu.result_line([{"nlp": 50.0, "nlp_floor": 40.0}, {"nlp": 45.0, "nlp_floor": 40.0}], True)
    assert "tree0_nlp_floor_ms=40.00" in line and "nlp_floor_speedup=1.00" in line and line.endswith("same_output=1")
