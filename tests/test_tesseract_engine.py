"""The kept-loaded tesseract engine (libtesseract in long-lived worker processes): the same
words and boxes as the tesseract command, a worker that dies or hangs costs one page, not
the batch, and a clear error when the engine cannot start."""

from __future__ import annotations

import pytesseract
import pytest
from PIL import Image

from stages import tesseract_engine
from stages.ocr import OcrSettings, run_ocr
from tests.test_ocr import LINES_A, LINES_B, assert_has_words, code_of, text_image

pytestmark = pytest.mark.skipif(not tesseract_engine.available(), reason="libtesseract's C API is not installed here")


@pytest.mark.parametrize("psm,dpi", [(6, None), (4, 300)])
def test_same_words_and_boxes_as_the_command(psm: int, dpi: int | None):
    page = text_image(LINES_A).convert("L")
    kept = tesseract_engine.image_to_data(page, lang="eng", psm=psm, dpi=dpi, timeout_s=60)
    page.format = "BMP"  # what the OCR stage hands the command
    config = f"--psm {psm}" + (f" --dpi {dpi}" if dpi else "")
    command = pytesseract.image_to_data(page, lang="eng", config=config, output_type=pytesseract.Output.DICT)
    assert kept == command
    assert any(w.strip() for w in kept["text"])


def test_a_worker_is_reused_across_pages():
    page = text_image(LINES_B).convert("L")
    tesseract_engine.image_to_data(page, lang="eng", psm=6, dpi=None, timeout_s=60)
    pids = {w.proc.pid for w in tesseract_engine._idle}
    tesseract_engine.image_to_data(page, lang="eng", psm=6, dpi=None, timeout_s=60)
    assert pids & {w.proc.pid for w in tesseract_engine._idle}


def test_a_dead_worker_costs_nothing_but_itself(tmp_path):
    png = tmp_path / "a.png"
    text_image(LINES_B).save(png)
    run_ocr(png)
    for w in tesseract_engine._idle:  # crash every idle engine between pages
        w.proc.kill()
        w.proc.wait()
    assert_has_words(run_ocr(png).text, LINES_B)
    assert all(w.proc.poll() is None for w in tesseract_engine._idle)


def test_a_page_past_its_time_limit_fails_alone(tmp_path):
    slow, good = tmp_path / "slow.png", tmp_path / "good.png"
    text_image(LINES_A).save(slow)
    text_image(LINES_B).save(good)
    code, message = code_of(slow, OcrSettings(timeout_s=0.001))
    assert code == "ocr_timeout" and "page 1" in message
    assert_has_words(run_ocr(good).text, LINES_B)


def test_a_worker_that_hangs_is_killed_at_the_limit(monkeypatch):
    monkeypatch.setattr(tesseract_engine, "GRACE_S", 0.0)
    worker = tesseract_engine._take("eng")
    worker.proc.send_signal(19)  # SIGSTOP: the engine neither answers nor dies
    with pytest.raises(tesseract_engine.EngineError, match="did not answer") as err:
        worker.recognize(Image.new("L", (40, 40), 255).tobytes(), 40, 40, 6, 300, timeout_s=0.5)
    assert err.value.timeout and worker.proc.poll() is not None


def test_a_missing_language_is_a_clear_error():
    with pytest.raises(tesseract_engine.EngineError, match="could not load language 'xx_nonexistent'"):
        tesseract_engine.image_to_data(Image.new("L", (40, 40), 255), lang="xx_nonexistent", psm=6, dpi=None, timeout_s=10)


def test_an_engine_that_cannot_start_hands_over_to_the_command(tmp_path, monkeypatch):
    png = tmp_path / "a.png"
    text_image(LINES_B).save(png)
    tesseract_engine.close_all()
    broken = tmp_path / "worker.py"
    broken.write_text("import sys; sys.exit(3)\n")  # e.g. a library that loads here but not in a fresh process
    monkeypatch.setattr(tesseract_engine, "WORKER_SCRIPT", str(broken))
    monkeypatch.setattr(tesseract_engine, "_disabled", None)
    assert_has_words(run_ocr(png).text, LINES_B)  # this page too
    assert not tesseract_engine.available() and "did not start" in tesseract_engine._disabled
