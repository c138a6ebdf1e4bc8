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
