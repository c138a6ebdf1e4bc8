"""CPU cuts that must not change any output (issue 12, perf19): the rule finder's openings skipped where a sample of
the page's lines proves them empty, the skew search's buffers made once, fact-store rows read from the instance's
dict, the status store's bulk statements built once. Each faster path is checked against the plain computation it
replaces. No timings are asserted."""

from __future__ import annotations

import math
from datetime import datetime, timezone

import cv2
import numpy as np
import pytest
from PIL import Image, ImageDraw

from stages import ocr_image as oi
from tests.test_perf8_same_output import _font, ruled_page


def text_page(seed: int = 0, size: tuple[int, int] = (1200, 1600)) -> Image.Image:
    """Lines of print and nothing else: no rule anywhere."""
    rng = np.random.default_rng(seed)
    img = Image.new("L", size, 255)
    d = ImageDraw.Draw(img)
    for r in range(25):
        d.text((60, 50 + r * 60), f"Item {r} ref {int(rng.integers(1000, 9999))} qty {r} total {r * 7}.50",
               font=_font(28), fill=0)
    return img


def _open_plain(ink: np.ndarray, length: int, vertical: bool) -> np.ndarray:
    kernel = cv2.getStructuringElement(cv2.MORPH_RECT, (1, length) if vertical else (length, 1))
    return cv2.morphologyEx(ink, cv2.MORPH_OPEN, kernel)


def test_long_run_opening_same_as_opencv_with_runs_at_every_edge():
    """Runs just long enough (or one pixel short) to survive the opening, inside the page and cut by each edge."""
    rng = np.random.default_rng(19)
    for _ in range(400):
        height, width = int(rng.integers(20, 160)), int(rng.integers(20, 160))
        ink = ((rng.random((height, width)) < rng.choice([0.01, 0.2, 0.6])) * 255).astype(np.uint8)
        length = int(rng.integers(15, 90))
        for _ in range(int(rng.integers(0, 4))):
            run = length - length // 2 + int(rng.integers(-2, 3))
            if rng.random() < 0.5:
                col, top = int(rng.integers(0, width)), int(rng.choice([0, height - run, rng.integers(0, height)]))
                ink[max(0, top):max(0, top + run), col] = 255
            else:
                row, left = int(rng.integers(0, height)), int(rng.choice([0, width - run, rng.integers(0, width)]))
                ink[row, max(0, left):max(0, left + run)] = 255
        for vertical in (False, True):
            assert (oi._open_runs(ink, length, vertical) == _open_plain(ink, length, vertical)).all()


def test_a_page_of_print_is_told_rule_free_from_its_samples():
    ink = oi.otsu_ink(np.asarray(text_page()))
    glyphs = oi.glyph_sizes(np.asarray(text_page()))
    length = max(15, round(oi.RULE_GLYPHS * glyphs.height))
    assert not oi._may_hold_run(ink, length, vertical=True)
    assert not oi._may_hold_run(ink, length, vertical=False)
    ruled = oi.otsu_ink(np.asarray(ruled_page()))
    assert oi._may_hold_run(ruled, length, vertical=True) and oi._may_hold_run(ruled, length, vertical=False)


def test_rule_free_and_ruled_pages_erased_as_before():
    for page in (text_page(1), ruled_page(1), ruled_page(2)):
        arr = np.asarray(page)
        ink = oi.otsu_ink(arr)
        glyphs = oi.grain_aside(arr, oi._glyph_sizes_of_ink(arr.shape, ink))
        letter = glyphs.height if glyphs else max(arr.shape) * oi.RULE_PAGE_FRACTION / oi.RULE_GLYPHS
        length = max(15, round(oi.RULE_GLYPHS * letter))
        for vertical in (False, True):
            assert (oi._open_runs(ink, length, vertical) == _open_plain(ink, length, vertical)).all()
    assert oi.rules_erased(np.asarray(text_page(1))) is not None


def _skew_plain(gray: np.ndarray) -> float:
    """skew_angle as it was: the profile's indices computed by one expression per angle."""
    h, w = gray.shape
    scale = min(1.0, oi.SKEW_WORK_WIDTH / max(w, 1))
    small = cv2.resize(gray, (max(1, round(w * scale)), max(1, round(h * scale))), interpolation=cv2.INTER_AREA)
    _, ink = cv2.threshold(small, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    ys, xs = oi.ink_points(ink)
    if len(ys) < 100 or len(ys) > 0.5 * ink.size:
        return 0.0
    xs = xs - small.shape[1] / 2.0
    offset = small.shape[1] * math.tan(math.radians(oi.MAX_SKEW_DEG)) + 1
    best, best_angle = -1.0, 0.0
    for angle in np.arange(-oi.MAX_SKEW_DEG, oi.MAX_SKEW_DEG + oi.SKEW_STEP_DEG / 2, oi.SKEW_STEP_DEG):
        rows = np.bincount((ys - xs * math.tan(math.radians(angle)) + offset).astype(np.int64))
        sharpness = float(np.dot(rows, rows))
        if sharpness > best:
            best, best_angle = sharpness, float(angle)
    return round(best_angle, 2)


@pytest.mark.parametrize("degrees", [-2.7, -1.3, -0.4, 0.0, 0.8, 2.2])
def test_skew_angle_same_as_one_expression_per_angle(degrees: float):
    gray = np.asarray(text_page(2, (900, 1200)))
    turned = oi.rotate_page(gray, degrees) if degrees else gray
    assert oi.skew_angle(turned) == _skew_plain(turned)


def test_fact_rows_read_from_the_instance_dict_same_as_through_attributes():
    from status.facts import DERIVED_TABLES, CaseRow, FactRecordRow
    from status.fact_store import _row_values

    def plain(row):
        table = row.__table__
        auto = table.autoincrement_column
        return {c.name: getattr(row, c.name) for c in table.columns if not (c is auto and getattr(row, c.name) is None)}

    rows = []
    for table in DERIVED_TABLES:
        fields = {name: info for name, info in table.model_fields.items()}
        values = {}
        for name, info in fields.items():
            if info.is_required():
                ann = str(info.annotation)
                values[name] = 1 if "int" in ann else 0.5 if "float" in ann else True if "bool" in ann else (
                    datetime(2026, 1, 2, tzinfo=timezone.utc) if "datetime" in ann else f"v-{name}")
        rows.append(table(**values))
    rows.append(FactRecordRow(**{**{k: v for k, v in vars(rows[3]).items() if not k.startswith("_")}, "id": 7}))
    assert any(isinstance(r, CaseRow) for r in rows)
    for row in rows:
        assert _row_values(row) == plain(row)
        assert list(_row_values(row)) == list(plain(row))  # the same columns in the same order


def test_bulk_emit_builds_no_statement_per_call(tmp_path, monkeypatch):
    """emit_many of two documents' events (one a repeat): the same statuses as one emit per event, and the
    statements it runs are the ones built at import."""
    from sqlalchemy import create_engine

    import status.coordinator as co
    from status.coordinator import Coordinator, DocumentRef
    from status.models import Stage, StageState, StageStatus

    def events(batch):
        out = []
        for doc in ("a.txt", "b.txt"):
            for stage, state in ((Stage.OCR, StageState.STARTED), (Stage.OCR, StageState.SUCCEEDED), (Stage.NLP, StageState.STARTED)):
                out.append(StageStatus(event_id=f"{batch}-{doc}-{stage.value}-{state.value}", batch_id=batch, doc_id=doc,
                                       content_hash="h-" + doc, stage=stage, state=state, attempt=1, summary={"n": 1}))
        return out

    def statuses(coord, batch):
        return [(s.doc_id, s.state, s.stage, s.stage_states, s.events) for s in coord.document_statuses(batch)]

    docs = [DocumentRef(doc_id=d, path=f"/x/{d}", content_hash="h-" + d) for d in ("a.txt", "b.txt")]
    one = Coordinator(create_engine(f"sqlite:///{tmp_path / 'one.db'}"))
    one.register_batch("b1", docs, schema_name="default", source="x")
    for e in events("b1"):
        one.emit(e)
    many = Coordinator(create_engine(f"sqlite:///{tmp_path / 'many.db'}"))
    many.register_batch("b1", docs, schema_name="default", source="x")
    many.emit(events("b1")[0])  # already there: skipped by the bulk call

    def no_select(*a, **k):
        raise AssertionError("emit_many built a statement")

    monkeypatch.setattr(co, "select", no_select)
    assert many.emit_many(events("b1")) == 5
    assert many.emit_many(events("b1")) == 0
    monkeypatch.undo()
    assert statuses(many, "b1") == statuses(one, "b1")


def _pdf_of(tmp_path, image: Image.Image, name: str, resolution: float = 150.0):
    path = tmp_path / name
    image.save(path, "PDF", resolution=resolution)
    return path


@pytest.mark.parametrize("resolution", [150.0, 200.0, 96.0])
def test_a_scanned_grey_page_renders_the_same_pixels_without_the_grayscale_mode(tmp_path, resolution):
    import pypdfium2 as pdfium

    from stages import ocr_pdf

    scan = text_page(3, (1240, 1754)).rotate(0.7, fillcolor=235)  # grey paper, a slight turn: every shade in play
    path = _pdf_of(tmp_path, scan, "scan.pdf", resolution)
    pdf = pdfium.PdfDocument(str(path))
    try:
        page = pdf[0]
        assert ocr_pdf._gray_render(page) == {"force_bitmap_format": pdfium.raw.FPDFBitmap_Gray}
        image, dpi = ocr_pdf._render(page, 300)
        moded = page.render(scale=dpi / 72, grayscale=True)
        try:
            assert (np.asarray(image) == moded.to_numpy()).all()
        finally:
            moded.close()
    finally:
        pdf.close()


def test_a_page_with_colour_keeps_the_grayscale_mode(tmp_path):
    import pypdfium2 as pdfium

    from stages import ocr_pdf

    colour = text_page(4, (620, 877)).convert("RGB")
    ImageDraw.Draw(colour).rectangle((40, 40, 300, 120), fill=(200, 30, 30))
    pdf = pdfium.PdfDocument(str(_pdf_of(tmp_path, colour, "colour.pdf")))
    try:
        assert ocr_pdf._gray_render(pdf[0]) == {"grayscale": True}
        image, _ = ocr_pdf._render(pdf[0], 150)
        assert image.mode == "L"
    finally:
        pdf.close()
