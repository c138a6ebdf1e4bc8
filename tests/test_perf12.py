"""Issue 12 (perf12): cuts of docflow's own CPU and wall time that must not change what it does. No timings asserted."""

from __future__ import annotations

import numpy as np
import pytest
import typer
import yaml


def test_ink_per_line_counts_as_numpy_does():
    from stages.ocr_image import ink_per_line

    rng = np.random.default_rng(12)
    for shape in [(1, 1), (1, 37), (53, 1), (301, 211)]:
        ink = rng.choice(np.array([0, 1, 17, 255], np.uint8), size=shape, p=[0.7, 0.1, 0.1, 0.1])
        for vertical in (True, False):
            assert ink_per_line(ink, vertical).tolist() == np.count_nonzero(ink, axis=0 if vertical else 1).tolist()


def test_schema_parsed_by_libyaml_is_the_same_data():
    from status.schema import SAFE_LOADER, SCHEMA_DIR

    for path in sorted(SCHEMA_DIR.glob("*.yaml")):
        text = path.read_text()
        assert yaml.load(text, Loader=SAFE_LOADER) == yaml.safe_load(text), path.name


def test_exit_now_in_a_test_process_is_a_typer_exit():
    from flows.cli import exit_now

    with pytest.raises(typer.Exit) as exc:
        exit_now(1)
    assert exc.value.exit_code == 1


def test_exit_now_in_the_command_runs_exit_handlers_then_ends(monkeypatch):
    import atexit
    import os

    from flows import cli

    calls = []
    monkeypatch.setattr(cli, "_own_process", lambda: True)
    monkeypatch.setattr(atexit, "_run_exitfuncs", lambda: calls.append("atexit"))
    monkeypatch.setattr(os, "_exit", lambda code: calls.append(("exit", code)))
    cli.exit_now(0)
    assert calls == ["atexit", ("exit", 0)]
