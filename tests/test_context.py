"""Stage output keys: what makes resume safe."""

from __future__ import annotations


def test_stage_keys_follow_their_inputs():
    """Changing OCR settings changes every later stage's key (their input changed)."""
    from flows.context import BatchContext
    from status.models import Stage

    a = BatchContext.create(batch_id="k1", database_url="sqlite://")
    b = a.model_copy(update={"ocr_dpi": a.ocr_dpi + 100})
    assert all(a.config_version(s) != b.config_version(s) for s in Stage)
    c = a.model_copy(update={"batch_id": "k2"})
    assert [a.config_version(s) == c.config_version(s) for s in Stage] == [True, True, True, False]


def test_ocr_engine_comes_from_settings_and_keys_every_stage(monkeypatch):
    """DOCFLOW_OCR_ENGINE (what `--ocr-engine` sets) reaches OCR, and outputs of the other engine are not reused."""
    from flows.context import BatchContext
    from status.models import Stage

    a = BatchContext.create(batch_id="k1", database_url="sqlite://")
    monkeypatch.setenv("DOCFLOW_OCR_ENGINE", "ppocr")
    b = BatchContext.create(batch_id="k1", database_url="sqlite://")
    assert (a.ocr_settings().engine, b.ocr_settings().engine) == ("tesseract", "ppocr")
    assert all(a.config_version(s) != b.config_version(s) for s in Stage)


def test_unknown_ocr_engine_is_refused(monkeypatch):
    import pydantic
    import pytest

    from status.settings import get_settings

    monkeypatch.setenv("DOCFLOW_OCR_ENGINE", "easyocr")
    with pytest.raises(pydantic.ValidationError, match="tesseract"):
        get_settings()
