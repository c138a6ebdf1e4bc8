"""The `docflow` command's contract: help everywhere, clear errors and exit codes
for unusable input, before any Prefect run starts."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from flows.cli import app

runner = CliRunner()


@pytest.mark.parametrize("args", [[], ["run"], ["resume"], ["status"], ["batches"], ["serve"], ["facts"], ["facts", "show"],
                                  ["facts", "list"], ["facts", "resolve"]])
def test_every_command_has_help(args):
    result = runner.invoke(app, [*args, "--help"])
    assert result.exit_code == 0, result.output
    assert "Usage" in result.output


def test_run_rejects_a_missing_path(tmp_path, monkeypatch):
    monkeypatch.setenv("DOCFLOW_HOME", str(tmp_path))
    result = runner.invoke(app, ["run", str(tmp_path / "nope")])
    assert result.exit_code == 2 and "no such file or folder" in result.output


def test_run_rejects_an_unsafe_batch_id(tmp_path, monkeypatch):
    monkeypatch.setenv("DOCFLOW_HOME", str(tmp_path))
    (tmp_path / "a.txt").write_text("hello")
    result = runner.invoke(app, ["run", str(tmp_path / "a.txt"), "--batch", "../../escaped"])
    assert result.exit_code == 2 and "invalid batch id" in result.output


def test_run_rejects_an_empty_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("DOCFLOW_HOME", str(tmp_path / "home"))
    (tmp_path / "inbox").mkdir()
    result = runner.invoke(app, ["run", str(tmp_path / "inbox"), "--pattern", "*.pdf"])
    assert result.exit_code == 2 and "no documents matching '*.pdf'" in result.output


def test_resume_of_an_unknown_batch_says_so(tmp_path, monkeypatch):
    monkeypatch.setenv("DOCFLOW_HOME", str(tmp_path))
    monkeypatch.setenv("DOCFLOW_DATABASE_URL", f"sqlite:///{tmp_path / 'x.db'}")
    result = runner.invoke(app, ["resume", "nosuchbatch"])
    assert result.exit_code == 1 and "unknown batch" in result.output


def test_run_with_ppocr_but_without_its_package_stops_before_starting(tmp_path, monkeypatch):
    import stages.ocr_ppocr

    monkeypatch.setenv("DOCFLOW_HOME", str(tmp_path))
    monkeypatch.setenv("DOCFLOW_OCR_ENGINE", "tesseract")  # restored after the CLI overwrites it
    monkeypatch.setattr(stages.ocr_ppocr, "ppocr_version", lambda: None)
    (tmp_path / "a.txt").write_text("hello")
    result = runner.invoke(app, ["run", str(tmp_path / "a.txt"), "--ocr-engine", "ppocr"])
    assert result.exit_code == 2 and "pip install 'docflow[ppocr]'" in result.output


def test_resume_reads_a_batch_with_the_engine_it_began_with(tmp_path, monkeypatch):
    import stages.ocr_ppocr
    from status.coordinator import Coordinator, DocumentRef
    from status.db import get_engine

    url = f"sqlite:///{tmp_path / 'x.db'}"
    monkeypatch.setenv("DOCFLOW_HOME", str(tmp_path))
    monkeypatch.setenv("DOCFLOW_DATABASE_URL", url)
    Coordinator(get_engine(url)).register_batch(
        "receipts-1", [DocumentRef(doc_id="a.jpg", path=str(tmp_path / "a.jpg"), content_hash="h")],
        schema_name="receipts", source=str(tmp_path), ocr_engine="ppocr")
    monkeypatch.setattr(stages.ocr_ppocr, "ppocr_version", lambda: None)
    result = runner.invoke(app, ["resume", "receipts-1"])  # no --ocr-engine: the batch says ppocr
    assert result.exit_code == 2 and "docflow[ppocr]" in result.output


def test_a_bad_setting_is_named_not_a_traceback(tmp_path, monkeypatch):
    monkeypatch.setenv("DOCFLOW_HOME", str(tmp_path))
    monkeypatch.setenv("DOCFLOW_OCR_ENGINE", "easyocr")
    (tmp_path / "a.txt").write_text("hello")
    result = runner.invoke(app, ["run", str(tmp_path / "a.txt")])
    assert result.exit_code == 2 and "DOCFLOW_OCR_ENGINE" in result.output


def test_run_with_an_existing_batch_id_keeps_its_engine(tmp_path, monkeypatch):
    import stages.ocr_ppocr
    from status.coordinator import Coordinator, DocumentRef
    from status.db import get_engine

    url = f"sqlite:///{tmp_path / 'x.db'}"
    monkeypatch.setenv("DOCFLOW_HOME", str(tmp_path))
    monkeypatch.setenv("DOCFLOW_DATABASE_URL", url)
    (tmp_path / "a.txt").write_text("hello")
    Coordinator(get_engine(url)).register_batch(
        "receipts-2", [DocumentRef(doc_id="a.txt", path=str(tmp_path / "a.txt"), content_hash="h")],
        schema_name="receipts", source=str(tmp_path), ocr_engine="ppocr")
    monkeypatch.setattr(stages.ocr_ppocr, "ppocr_version", lambda: None)
    result = runner.invoke(app, ["run", str(tmp_path / "a.txt"), "--batch", "receipts-2"])
    assert result.exit_code == 2 and "docflow[ppocr]" in result.output
