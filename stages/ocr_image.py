"""Images into tesseract: load safely, prepare the pixels, run one tesseract call per page.

The page text is built from `image_to_data` itself (not a second `image_to_string`
call), so every word's offset into the text is known exactly and tesseract runs
once per page. Word boxes are reported in the coordinates of the image as given
(before any upscaling done here), so downstream layout code sees the real page.
"""

from __future__ import annotations

import math
import os
import re
import subprocess
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any
from pathlib import Path

os.environ.setdefault("OMP_THREAD_LIMIT", "1")  # tesseract's OpenMP threads fight our worker pool

import cv2  # noqa: E402
import numpy as np  # noqa: E402
import pytesseract  # noqa: E402
from PIL import ExifTags, Image, ImageFile, ImageOps, ImageSequence, UnidentifiedImageError  # noqa: E402

from stages import ocr_accents, ocr_language, tesseract_engine  # noqa: E402
from status.models import DocumentError, OcrWord  # noqa: E402

# OpenCV's own threads off: pages are prepared while the engines keep the cores busy and several documents are
# in flight, so splitting one page's filters over threads only adds their hand-over and spinning (the same pixels;
# ~10% of page preparation's CPU on sample_docs/batch's 80 OCRed pages).
cv2.setNumThreads(1)

# A truncated JPEG must fail loudly, not decode into a half-grey page that OCRs as nothing.
ImageFile.LOAD_TRUNCATED_IMAGES = False

INSTALL_HINT = (
    "tesseract is not installed or not on PATH. Install it with "
    "`apt-get install tesseract-ocr` (Debian/Ubuntu), `brew install tesseract` (macOS), "
    "or set pytesseract.pytesseract.tesseract_cmd to its full path."
)


class TesseractNotInstalled(RuntimeError):
    """The tesseract binary is missing: a problem with the machine, not with any document."""


@dataclass
class TesseractPage:
    text: str
    words: list[OcrWord] = field(default_factory=list)
    mean_conf: float | None = None  # None when tesseract found no words
    width: int = 0
    height: int = 0


# --------------------------------------------------------------------------- loading


MAX_IMAGE_PIXELS = 80_000_000  # refuse before decoding: memory, and tesseract time, grow with pixels


def iter_image_frames(path: Path, max_pages: int) -> Iterator[Image.Image]:
    """Yield each frame (page) of an image file, fully decoded, one at a time.

    Raises DocumentError `corrupt_image` (PIL cannot read it), `truncated_image`
    (the data stops early), `image_too_large` (decompression-bomb guard) or
    `too_many_pages` (a multi-page TIFF over the cap).
    """
    try:
        img = Image.open(path)
    except UnidentifiedImageError as exc:
        raise DocumentError(f"{path.name}: not a readable image ({exc})", code="corrupt_image") from exc
    except Image.DecompressionBombError as exc:
        raise DocumentError(f"{path.name}: image too large to process safely ({exc})", code="image_too_large") from exc
    except (OSError, SyntaxError, ValueError) as exc:
        code = "truncated_image" if "truncated" in str(exc).lower() else "corrupt_image"
        raise DocumentError(f"{path.name}: cannot open image ({exc})", code=code) from exc
    with img:
        if img.width * img.height > MAX_IMAGE_PIXELS:
            raise DocumentError(
                f"{path.name}: {img.width}x{img.height} pixels, more than the {MAX_IMAGE_PIXELS:,} docflow decodes "
                "(a page at 600 DPI is about 35 million)", code="image_too_large")
        n_frames = getattr(img, "n_frames", 1)
        if n_frames > max_pages:
            raise DocumentError(
                f"{path.name}: {n_frames} pages, more than the limit of {max_pages}", code="too_many_pages"
            )
        for index, frame in enumerate(ImageSequence.Iterator(img), start=1):
            yield _load_frame(path, frame, index)


def _load_frame(path: Path, frame: Image.Image, index: int) -> Image.Image:
    where = f"{path.name}" + (f" page {index}" if index > 1 else "")
    try:
        frame.load()
        return frame.copy()  # detach from the file so the next seek cannot change it
    except Image.DecompressionBombError as exc:
        raise DocumentError(f"{where}: image too large to process safely ({exc})", code="image_too_large") from exc
    except OSError as exc:
        if "truncated" in str(exc).lower() or "premature" in str(exc).lower():
            raise DocumentError(f"{where}: image data is truncated ({exc})", code="truncated_image") from exc
        raise DocumentError(f"{where}: image data is damaged ({exc})", code="corrupt_image") from exc
    except (SyntaxError, ValueError, EOFError) as exc:
        raise DocumentError(f"{where}: image data is damaged ({exc})", code="corrupt_image") from exc


# --------------------------------------------------------------------------- preprocessing


_TURNED = (2, 3, 4, 5, 6, 7, 8)  # EXIF orientations that ImageOps.exif_transpose undoes


def upright(img: Image.Image) -> Image.Image:
    """The page as it is meant to be seen: EXIF rotation undone, transparency flattened onto
    white (text on a transparent PNG stays visible), 16-bit scans cut to 8 bits; colour kept.
    A page with nothing to undo is `img` itself (the caller converts it; nothing here changes it)."""
    if img.getexif().get(ExifTags.Base.Orientation, 1) in _TURNED:
        img = ImageOps.exif_transpose(img)  # phone photos carry their rotation in EXIF only
    # (without a turn exif_transpose only copies the page: the same pixels one copy later)
    if img.mode in ("RGBA", "LA", "PA") or (img.mode == "P" and "transparency" in img.info):
        rgba = img.convert("RGBA")
        white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
        img = Image.alpha_composite(white, rgba)
    if img.mode in ("I;16", "I;16B", "I;16L", "I"):
        img = img.point(lambda v: v / 256).convert("L")  # 16-bit scans: keep the top 8 bits
    return img


def to_grayscale(img: Image.Image) -> Image.Image:
    """What tesseract reads: the upright page in grayscale."""
    return upright(img).convert("L")


def gray_array(img: Image.Image) -> np.ndarray:
    """`np.asarray(to_grayscale(img))`, the same pixels: a grey page is not copied once more first."""
    page = upright(img)
    return pixel_rows(page if page.mode == "L" else page.convert("L"))


def pixel_rows(gray: Image.Image) -> np.ndarray:
    """`np.asarray(gray)` of a grey ("L") image, the same read-only array with one copy of the pixels fewer:
    numpy copies what PIL's array interface hands it (~4 ms of a 300-dpi page, ~1.5 ms per document)."""
    return np.frombuffer(gray.tobytes(), np.uint8).reshape(gray.height, gray.width)


def upscale_factor(width: int, upscale_below: int) -> float:
    """Small images are upscaled to about `upscale_below` px wide (tesseract wants ~20 px x-height)."""
    if upscale_below <= 0 or width <= 0 or width >= upscale_below:
        return 1.0
    return min(4.0, math.ceil(upscale_below / width * 4) / 4)  # quarter steps, at most 4x


@dataclass
class PreparedPage:
    """The pixels tesseract sees and how they relate to the page as given."""

    pixels: Image.Image
    factor: float = 1.0  # enlargement (horizontal; the vertical one is factor * stretch)
    skew: float = 0.0  # degrees the pixels were turned (counter-clockwise) to level the text; 0 = not turned
    stretch: float = 1.0  # extra vertical enlargement that made the pixels square (a 204 x 98 dpi fax: ~2.08)
    letter_px: float | None = None  # the letters' measured height in `pixels` (None: not measured)
    array: np.ndarray | None = None  # `pixels` as an array (the same memory), what the engine is sent


def prepare(img: Image.Image, upscale_below: int, denoise: bool = False, adapt: bool = True,
            fit_text: bool = False) -> PreparedPage:
    """The pixels tesseract sees: grayscale, enlarged when small, cleaned as the page needs.

    `denoise` applies a 3x3 median filter, which removes scanner speckle that tesseract
    otherwise reads as words. Only for pages of known high resolution (PDF renders at
    >= 200 dpi): on small receipt photos it erases thin strokes (SROIE character accuracy
    fell from 0.93 to 0.78 in benchmarks/ocr_settings.py; gated by a measured noise level
    it still cost noisy receipts 0.954 -> 0.940, so images are never median-filtered).
    With `adapt`, a page whose text lines are skewed by MIN_SKEW_DEG or more (`skew_angle`)
    is turned level: a line drifting across the page is cut into pieces and read out of
    order, its characters sit between tesseract's baselines (noisy tuning-shop scans: CER
    0.0138 -> 0.0095, benchmarks/ocr_quality.py; ~10-25 ms a page against tesseract's ~350).
    With `fit_text` (an image file: nothing reliable says how big its print is), the letters are
    measured (`glyph_sizes`, ~15-30 ms a page); the page is given square pixels (`pixel_stretch`:
    a fax's 204 x 98 dpi) and enlarged when its letters are too small for tesseract (`text_fit`),
    then median-filtered when that made it grow >= DESPECKLE_ENLARGED. A page whose print is big
    enough is left exactly as it is. Tuning shops' scans (benchmarks/ocr_quality.py --degrade):
    96-dpi pages CER 0.0120 -> 0.0058 (clean), 72-dpi 0.101 -> 0.012; 204 x 98 faxes of clean
    pages 0.049 -> 0.039, of noisy scans 0.126 -> 0.061, of faxes 0.079 -> 0.046; undegraded
    pages and JPEG q30 unchanged.
    Last, long straight rules (grids, boxes, underlines) are painted over (`without_rules`).
    """
    gray = gray_array(img)  # the page's pixels as an array from here on: no copy to and from PIL between steps
    factor, stretch, fit = upscale_factor(gray.shape[1], upscale_below), 1.0, 1.0
    # (page, its glyph_sizes, its otsu_ink): asked again for its rules
    measured: tuple[np.ndarray, GlyphSizes | None, np.ndarray] | None = None
    if fit_text:
        ink = otsu_ink(gray)
        glyphs = grain_aside(gray, glyph_sizes(gray, ink))
        measured = (gray, glyphs, ink)
        binary = is_binary(img, gray)
        stretch = pixel_stretch(img.info.get("dpi"), glyphs, binary=binary)
        if binary and stretch == 1.0 and not plausible_dpi(img.info.get("dpi")):
            # an untagged black-and-white page not found squashed may still be a fax whose broken
            # letters hide their shape: enlarged as it is it read far worse (tuning shops, untagged
            # 204 x 98 faxes: CER 0.21 -> 0.75), so it is read as it is
            fit = 1.0
        else:
            fit = text_fit(glyphs, stretch, gray.shape[1] * gray.shape[0])
        factor = max(factor, fit)
    if factor != 1.0 or stretch != 1.0:
        size = (round(gray.shape[1] * factor), round(gray.shape[0] * factor * stretch))
        gray = pixel_rows(enlarge(Image.fromarray(gray), size))
        # despeckled when the measured print (not a width rule: a tiny photo's retry) made it grow
        if max(fit, fit * stretch) >= DESPECKLE_ENLARGED and factor == fit:
            denoise = True
    if denoise:
        gray = cv2.medianBlur(gray, 3)  # median3's pixels
    skew = skew_angle(gray) if adapt else 0.0
    if abs(skew) >= MIN_SKEW_DEG:
        gray = rotate_page(gray, skew)
    else:
        skew = 0.0
    # a page left as it was measured: its rules are found with the letter sizes and the ink already measured (same
    # pixels, same figures; ~20-40 ms a page less)
    same = measured is not None and measured[0] is gray
    letter = measured[1].height * factor * stretch if measured is not None and measured[1] is not None else None
    gray = rules_erased(gray, measured[1], measured[2]) if same else rules_erased(gray)
    return PreparedPage(Image.fromarray(gray), factor, skew, stretch, letter, gray)


RULE_GLYPHS = 6  # a rule runs at least this many letter heights straight (no stroke of a letter does)
RULE_THICKNESS = 0.4  # ... and is at most this fraction of a letter's height thick (a filled bar is not erased)
RULE_PAGE_FRACTION = 1 / 25  # the shortest rule's length on a page whose letters cannot be measured


_UNMEASURED: Any = object()  # glyph_sizes not known yet (None is a page whose letters cannot be measured)


def without_rules(gray: Image.Image, glyphs: GlyphSizes | None = _UNMEASURED) -> Image.Image:
    """The page with its long straight rules (table grids, boxes, underlines) painted over with the
    paper's shade. Under psm 6 tesseract reads a ruled grid of label and value cells as almost
    nothing (issue 9: 4 fresh documents, 31 misses); erased, every row is read. A rule is a run of
    ink RULE_GLYPHS letter heights long and thin (`rule_mask`); letters and short strokes stay.
    A page without rules is returned as it is (the same object, every pixel unchanged).
    Fresh images (tests/fresh_images5.py): field accuracy 0.644 -> 0.802; ~25-55 ms CPU a page.
    Cost: a stray line drawn through a row of print takes the letters' pixels on its rows with it.
    `glyphs`: `glyph_sizes` of these very pixels when the caller measured them already."""
    arr = np.asarray(gray)
    out = rules_erased(arr, glyphs)
    return gray if out is arr else Image.fromarray(out)


def rules_erased(arr: np.ndarray, glyphs: GlyphSizes | None = _UNMEASURED, ink: np.ndarray | None = None) -> np.ndarray:
    """`without_rules` on an array: a new array, or `arr` itself when the page has no rules. `ink`: `otsu_ink(arr)`
    when known."""
    masks = rule_masks(arr, glyphs, ink)
    if masks is None:
        return arr
    mask = masks[0] | masks[1]
    out = arr.copy()
    out[mask > 0] = paper_shade(arr, mask)
    return crossing_strokes(out, arr, masks)


def crossing_strokes(out: np.ndarray, arr: np.ndarray, masks: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    """The strokes of letters that a rule ran through, drawn back across the erased band: a pixel of a
    horizontal rule's band is ink again when ink is left right above and right below it in its column (the
    stem of a letter the rule crossed), and across a vertical rule's band the same from left to right. A
    fax's skipped scan line (a black streak across the page) or an underline through descenders no longer
    takes the row's letters with it (a streak through a row of bold labels read as nothing: a fine fax's
    labels gone, their values left unlabelled); a rule with nothing crossing it stays erased."""
    _, ink = cv2.threshold(out, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    if cv2.countNonZero(ink) > 0.5 * ink.size:
        return out
    shade = None
    for mask, vertical in zip(masks, (True, False)):
        if not cv2.countNonZero(mask):
            continue
        span = _band_width(mask, vertical) + 2
        kernel = np.ones((span, 1) if vertical else (1, span), np.uint8)
        # only strokes at least `span` long across the band count: the stair-steps and fringe a rule leaves
        # beside its band (a skewed rule on a stretched fax: 3-5 px) are flat, and bridging them would draw
        # the rule back in dashes (a standard fax's ruled rows read "Customer —_ PCC-4418- —_")
        strokes = cv2.morphologyEx(ink, cv2.MORPH_OPEN, kernel)
        back = cv2.morphologyEx(strokes, cv2.MORPH_CLOSE, kernel) & mask & ~ink
        if not cv2.countNonZero(back):
            continue
        if shade is None:
            shade = int(np.median(arr[ink > 0])) if cv2.countNonZero(ink) else 0
        out[back > 0] = shade
    return out


def _band_width(mask: np.ndarray, vertical: bool) -> int:
    """How thick the erased bands are (px), across the rules: the longest run of mask pixels in a column
    (horizontal rules) or a row (vertical rules), over a sample of them."""
    lines = mask.T if not vertical else mask
    cols = np.nonzero(lines.any(axis=0))[0]
    if len(cols) == 0:
        return 1
    best = 1
    for c in cols[:: max(1, len(cols) // 64)]:
        on = np.concatenate(([0], (lines[:, c] > 0).astype(np.int8), [0]))
        edges = np.flatnonzero(np.diff(on))
        if len(edges):
            best = max(best, int((edges[1::2] - edges[::2]).max()))
    return min(best, 40)


def rule_mask(gray: np.ndarray) -> np.ndarray | None:
    """Pixels of long thin horizontal or vertical runs of ink (with their anti-aliased edge), or
    None when the page has none. Lengths scale with the page's letters (`glyph_sizes`)."""
    masks = rule_masks(gray)
    return None if masks is None else masks[0] | masks[1]


def rule_masks(gray: np.ndarray, glyphs: GlyphSizes | None = _UNMEASURED,
               ink: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray] | None:
    """`rule_mask`, horizontal rules and vertical rules apart. `glyphs`: `glyph_sizes(gray)` when known, `ink`:
    `otsu_ink(gray)`."""
    if gray.size == 0:
        return None
    if ink is None:
        ink = otsu_ink(gray)
    if cv2.countNonZero(ink) > 0.5 * ink.size:  # a dark page Otsu cannot split
        return None
    if glyphs is _UNMEASURED:
        glyphs = grain_aside(gray, _glyph_sizes_of_ink(gray.shape, ink))
    letter = glyphs.height if glyphs else max(gray.shape) * RULE_PAGE_FRACTION / RULE_GLYPHS
    length = max(15, round(RULE_GLYPHS * letter))
    thick = max(2, round(RULE_THICKNESS * letter))
    masks: list[np.ndarray | None] = []  # None: no rule that way (an all-zero mask, not made until needed)
    for run, across in (((length, 1), (1, thick + 1)), ((1, length), (thick + 1, 1))):
        vertical = run[0] == 1
        lines = _open_runs(ink, length, vertical, counts=otsu_ink_per_line(ink, vertical), none_when_empty=True)
        mask = None
        if lines is not None and cv2.countNonZero(lines):
            bars = cv2.morphologyEx(lines, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, across))
            mask = cv2.subtract(lines, cv2.dilate(bars, np.ones((3, 3), np.uint8)))
            if not cv2.countNonZero(mask):
                mask = None
        masks.append(mask)
    if masks[0] is None and masks[1] is None:
        return None
    # the grey fringe a rule's edge leaves (an empty mask stays empty)
    return tuple(np.zeros(ink.shape, ink.dtype) if m is None else cv2.dilate(m, np.ones((3, 3), np.uint8))
                 for m in masks)  # type: ignore[return-value]


def _open_runs(ink: np.ndarray, length: int, vertical: bool, counts: np.ndarray | None = None,
               none_when_empty: bool = False) -> np.ndarray | None:
    """`cv2.morphologyEx(ink, MORPH_OPEN, <a length x 1 rectangle>)` (1 x length when `vertical`): the ink of
    horizontal (vertical) runs at least `length` long. The kernel is one row (column) thick, so each row (column)
    is opened on its own; one with too few ink pixels to hold the kernel's in-page part anywhere (fewer than
    length - length // 2, however the page's edge is counted) opens to nothing. Only the other rows are opened,
    packed together: the same pixels at a fraction of the CPU (on a text page ~15% of the rows carry that much
    ink); columns are opened on the whole page, and only when one of them can hold the kernel.
    `counts`: `ink_per_line(ink, vertical)` when known. With `none_when_empty`, None where no line can hold a run
    (instead of an all-zero page that costs its allocation and a count)."""
    kernel = cv2.getStructuringElement(cv2.MORPH_RECT, (1, length) if vertical else (length, 1))
    if counts is None:
        counts = ink_per_line(ink, vertical)
    extent = ink.shape[0] if vertical else ink.shape[1]
    lines = np.flatnonzero(counts >= min(length - length // 2, extent))
    if len(lines) == 0 or not _may_hold_run(ink if vertical else ink[lines], length, vertical):
        return None if none_when_empty else np.zeros(ink.shape, ink.dtype)
    if vertical:
        # columns are opened in place: gathering them and scattering them back costs twice what opening the whole
        # page does (~4 ms a 300-dpi page against ~11; a column kernel runs along the rows' memory)
        return cv2.morphologyEx(ink, cv2.MORPH_OPEN, kernel)
    out = np.zeros(ink.shape, ink.dtype)  # zeroed by the allocator as its pages are touched, not written first
    out[lines] = cv2.morphologyEx(ink[lines], cv2.MORPH_OPEN, kernel)
    return out


RUN_SAMPLE_STEP = 4  # every this many rows (columns) looked at by `_may_hold_run`


def _may_hold_run(ink: np.ndarray, length: int, vertical: bool) -> bool:
    """False only when opening `ink` with a `length` x 1 kernel (1 x length when `vertical`) leaves nothing, found on
    every RUN_SAMPLE_STEP-th row (column) alone: a page of print without rules is told at ~1/10 of the opening's CPU.
    The opening keeps a pixel only where its erosion does: a run of at least `length - length // 2` ink pixels along
    the line (the kernel's in-page part at the page's edge; OpenCV's erosion takes the outside for ink). Such a run
    crosses at least r // step consecutive sampled lines, so eroding the samples with that many-pixel kernel keeps
    something. The converse need not hold: True only means the opening has to be made."""
    r = length - length // 2
    m = r // RUN_SAMPLE_STEP
    extent = ink.shape[0] if vertical else ink.shape[1]
    if m < 2 or extent < length:
        return True
    sample = ink[::RUN_SAMPLE_STEP] if vertical else np.ascontiguousarray(ink[:, ::RUN_SAMPLE_STEP])
    kernel = cv2.getStructuringElement(cv2.MORPH_RECT, (1, m) if vertical else (m, 1))
    return cv2.countNonZero(cv2.erode(sample, kernel)) > 0


def ink_per_line(ink: np.ndarray, vertical: bool) -> np.ndarray:
    """`np.count_nonzero(ink, axis=0 if vertical else 1)`: ink pixels per column (row), counted by OpenCV
    (~1-3 ms a 300-dpi page instead of numpy's ~4-5 ms per direction)."""
    marked = (ink != 0).view(np.uint8)  # 1 where ink, whatever its value
    return cv2.reduce(marked, 0 if vertical else 1, cv2.REDUCE_SUM, dtype=cv2.CV_32S).ravel()


def otsu_ink_per_line(ink: np.ndarray, vertical: bool) -> np.ndarray:
    """`ink_per_line` of a page whose pixels are all 0 or 255 (an Otsu threshold's ink): its sums over 255, without
    the 0/1 copy of the page ink_per_line makes first (~2 ms a 300-dpi page per direction)."""
    return cv2.reduce(ink, 0 if vertical else 1, cv2.REDUCE_SUM, dtype=cv2.CV_32S).ravel() // 255


def paper_shade(gray: np.ndarray, mask: np.ndarray) -> int:
    """The paper's grey: the median of the pixels just around the rules."""
    around = cv2.dilate(mask, np.ones((5, 5), np.uint8)) & ~mask
    values = gray[around > 0]
    return int(np.median(values)) if len(values) else 255


def enlarge(gray: Image.Image, size: tuple[int, int]) -> Image.Image:
    """The page resampled to `size` (Lanczos, as before for small photos)."""
    return gray.resize(size, Image.Resampling.LANCZOS)


@dataclass
class GlyphSizes:
    """What the page's ink blobs (connected components about a letter's size) say about its print."""

    height: float  # median blob height, px: between the x-height and the cap height of the body text
    aspect: float  # median height / width of the blobs: ~1.3-1.5 for print in square pixels
    count: int


MIN_GLYPHS = 40  # fewer letter-sized blobs in a row of letters: not enough print to judge (a photo, a blank page)
MAX_BLOBS = 3000  # blobs compared pairwise (a dense page's sample, taken evenly in reading order)


def glyph_sizes(gray: np.ndarray, ink: np.ndarray | None = None) -> GlyphSizes | None:
    """The typical size and shape of the page's letters, from the connected components of its
    Otsu-binarised ink (~10-20 ms on a 200-dpi page).

    Only blobs that sit in a row of letters count: each needs a neighbour of about its height
    on the same baseline close beside it. Paper grain, specks and rules (a receipt's dashed
    line: a row of flat blobs) are left out that way, as are lines and boxes (too big). Letters
    that touch (small print) make wider blobs but keep their height. None when the page has
    too few letter-like blobs to tell. `ink`: `otsu_ink(gray)` when the caller has it."""
    if ink is None:
        ink = otsu_ink(gray)
    if cv2.countNonZero(ink) > 0.5 * ink.size:  # a dark page Otsu cannot split
        return None
    return _glyph_sizes_of_ink(gray.shape, ink)


def otsu_ink(gray: np.ndarray) -> np.ndarray:
    """The page's ink: 255 where Otsu's threshold finds print, 0 for paper."""
    return cv2.threshold(gray, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)[1]


GRAIN_SIGMA = 1.0  # px: a Gaussian this wide fuses a grainy scan's specks into paper, and grows a letter by a pixel or two
GRAIN_TALLER = 1.5  # letters measured this much taller once the grain is smoothed: the first measure was of grain


def grain_aside(gray: np.ndarray, glyphs: GlyphSizes | None) -> GlyphSizes | None:
    """The page's letter sizes with heavy grain set aside: on a low-contrast, grainy scan the Otsu ink is mostly
    specks, rows of specks pass for small letters and the page is enlarged ~3x for nothing (tesseract then ran
    past its time limit on an A4 page). When the measure says "small print", the page is measured again through a
    light blur; letters found GRAIN_TALLER times taller that way are the page's letters (a blur this light cannot
    make real small print that much taller). Costs one more measure (~20 ms) on pages whose print looks small."""
    if glyphs is None or glyphs.height >= MIN_GLYPH_PX:
        return glyphs
    smooth = glyph_sizes(cv2.GaussianBlur(gray, (0, 0), GRAIN_SIGMA))
    if smooth is not None and smooth.height >= GRAIN_TALLER * glyphs.height:
        return smooth
    return glyphs


def _glyph_sizes_of_ink(shape: tuple[int, ...], ink: np.ndarray) -> GlyphSizes | None:
    """`glyph_sizes` from the page's Otsu ink (a page Otsu can split), its shape `shape`."""
    stats = component_stats(ink)
    x, y, w, h, area = (stats[1:, i].astype(np.float32) for i in range(5))
    keep = (h >= 3) & (h <= 0.05 * shape[0]) & (w <= 4 * h) & (w >= 0.25 * h) & (area >= 4)
    if int(keep.sum()) < MIN_GLYPHS:
        return None
    x, y, w, h = x[keep], y[keep], w[keep], h[keep]
    if len(h) > MAX_BLOBS:
        pick = np.linspace(0, len(h) - 1, MAX_BLOBS).astype(np.int64)
        x, y, w, h = x[pick], y[pick], w[pick], h[pick]
    in_row = _in_a_row(x, y, w, h)
    if int(in_row.sum()) < MIN_GLYPHS:
        return None
    hs, ws = h[in_row], np.maximum(w[in_row], 1)
    upright = hs >= 0.6 * ws  # the height from letter-shaped blobs: a dashed rule's flat dashes left out
    if int(upright.sum()) < MIN_GLYPHS // 2:
        return None
    return GlyphSizes(float(np.median(hs[upright])), float(np.median(hs / ws)), int(in_row.sum()))


def _in_a_row(x: np.ndarray, y: np.ndarray, w: np.ndarray, h: np.ndarray) -> np.ndarray:
    """Per blob (float32 boxes), whether another blob of similar height sits on the same baseline close
    beside it (either side). The pairs compared are only those whose baselines are near (blobs sorted by
    baseline, a window each, a pixel wider than the test): the same float32 tests on the same pairs as
    comparing every blob with every other, at a fraction of the pairs (~15 ms a dense page less)."""
    n = len(h)
    bottom = y + h
    order = np.argsort(bottom, kind="stable")
    sorted_bottom = bottom[order].astype(np.float64)
    reach = 0.2 * h.astype(np.float64) + 1.0
    lo = np.searchsorted(sorted_bottom, bottom - reach, side="left")
    hi_ = np.searchsorted(sorted_bottom, bottom + reach, side="right")
    counts = hi_ - lo
    i = np.repeat(np.arange(n), counts)
    starts = np.repeat(lo - np.concatenate(([0], np.cumsum(counts)[:-1])), counts)
    j = order[np.arange(len(i)) + starts]
    hi, hj = h[i], h[j]
    similar = (hj >= 0.7 * hi) & (hj <= 1.43 * hi)
    level = np.abs(bottom[i] - bottom[j]) <= 0.2 * hi
    gap = np.maximum(x[j] - (x + w)[i], x[i] - (x + w)[j])
    near = (gap <= 1.0 * hi) & (gap >= -0.2 * hi) & (i != j)
    in_row = np.zeros(n, dtype=bool)
    in_row[i[similar & level & near]] = True
    return in_row


def component_stats(ink: np.ndarray) -> np.ndarray:
    """`cv2.connectedComponentsWithStats(ink, connectivity=8)`'s stats (8-connected blobs, in
    OpenCV's label order), labelled with 16-bit labels: the same labels and stats at ~1/3 of the
    CPU on a page. A page with more provisional labels than 16 bits hold (dense speckle) makes
    OpenCV raise; it is then labelled with 32-bit labels, as before.
    Only the box round the ink is labelled (its corner put on even coordinates, so OpenCV's 2 x 2 blocks of
    pixels are the page's blocks: the same blobs found in the same order); the blobs' boxes are moved back onto
    the page and the background's (label 0) box and area made the page's. A page's margins no longer cost
    (~3 ms a 300-dpi page less)."""
    height, width = ink.shape[:2]
    x, y, w, h = cv2.boundingRect(ink)
    x0, y0, x1, y1 = x & ~1, y & ~1, x + w, y + h
    if w == 0 or (x0, y0, x1, y1) == (0, 0, width, height):
        return _label_stats(ink)
    stats = _label_stats(ink[y0:y1, x0:x1]).astype(np.int32, copy=True)
    stats[1:, cv2.CC_STAT_LEFT] += x0
    stats[1:, cv2.CC_STAT_TOP] += y0
    # the background: its part inside the box and the page outside it (never empty: the box is smaller than the page)
    bl, bt, bw, bh, inside = (int(v) for v in stats[0])
    boxes = [(bl + x0, bt + y0, bl + x0 + bw, bt + y0 + bh)] if inside else []
    boxes += [box for box, outside in (((0, 0, x0, height), x0 > 0), ((x1, 0, width, height), x1 < width),
                                       ((0, 0, width, y0), y0 > 0), ((0, y1, width, height), y1 < height)) if outside]
    left, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
    right, bottom = max(b[2] for b in boxes), max(b[3] for b in boxes)
    stats[0] = (left, top, right - left, bottom - top, inside + width * height - (x1 - x0) * (y1 - y0))
    return stats


def _label_stats(ink: np.ndarray) -> np.ndarray:
    if _U16_OVERFLOW_RAISES:
        try:
            return cv2.connectedComponentsWithStatsWithAlgorithm(ink, 8, cv2.CV_16U, cv2.CCL_DEFAULT)[2]
        except cv2.error:
            pass
    return cv2.connectedComponentsWithStats(ink, connectivity=8)[2]


def _u16_overflow_raises() -> bool:
    """Whether this OpenCV refuses (rather than wraps) 16-bit labels that overflow: a grid of
    90,000 separate dots must raise. Where it would wrap silently, 32-bit labels are always used."""
    dots = np.zeros((600, 600), np.uint8)
    dots[::2, ::2] = 255
    try:
        cv2.connectedComponentsWithStatsWithAlgorithm(dots, 8, cv2.CV_16U, cv2.CCL_DEFAULT)
    except cv2.error:
        return True
    return False


_U16_OVERFLOW_RAISES = _u16_overflow_raises()


def is_binary(img: Image.Image, gray: np.ndarray) -> bool:
    """Black and white only: a 1-bit image, or grey pixels that are all 0 or 255."""
    if img.mode == "1":
        return True
    if gray.size < EXACT_FLOAT32_COUNTS and gray.ndim == 2 and gray.dtype == np.uint8:
        # the pixels that are neither 0 nor 255, counted by OpenCV (~0.2-2 ms a page): calcHist counts a page of
        # paper slowly, every pixel adding to the same bin (~1-15 ms). Below 2**24 pixels its float32 counts were
        # exact, so the same test on the same integers
        grey = cv2.countNonZero(cv2.inRange(gray, 1, 254))
        return gray.size - grey >= 0.995 * gray.size
    hist = cv2.calcHist([gray], [0], None, [256], [0, 256]).ravel()
    return float(hist[0] + hist[255]) >= 0.995 * gray.size


EXACT_FLOAT32_COUNTS = 1 << 24  # float32 holds every whole number below this


FAX_STRETCH = 204 / 98  # a standard-resolution fax: 204 dpi across, 98 down
SQUASHED_ASPECT = 0.85  # median letter height / width below this: squashed (square print 1.0-1.5 with wide fonts, 204x98 0.72-0.87)
MAX_STRETCH = 3.0


def plausible_dpi(dpi) -> bool:
    """The file's dpi tag gives two resolutions a scanner or fax could have used (>= 50 each)."""
    try:
        x, y = (float(v) for v in dpi)  # type: ignore[union-attr]
    except (TypeError, ValueError):
        return False
    return x >= 50 and y >= 50


def pixel_stretch(dpi, glyphs: GlyphSizes | None, binary: bool = True) -> float:
    """How much taller the page must be made for square pixels: the file's own dpi tag when it
    gives two different plausible resolutions (fax TIFFs: 204 x 98 or 204 x 196), else, from the
    letters' shape, a black-and-white page (`binary`) whose print is squashed to about half
    height is taken for a standard fax (FAX_STRETCH). Grey pages are never stretched without a
    tag: a photographed receipt's narrow-printed rows can look squashed too. 1.0 for square
    pixels (every ordinary scan and photo)."""
    if plausible_dpi(dpi):
        x, y = (float(v) for v in dpi)
        ratio = x / y
        return min(MAX_STRETCH, round(ratio, 3)) if ratio > 1.15 else 1.0
    if binary and glyphs is not None and glyphs.aspect < SQUASHED_ASPECT:
        return FAX_STRETCH
    return 1.0


# a page enlarged this much (either way) is median-filtered after: its specks grew with it
# (noisy scans at 96 dpi read ': ;' and 'Z' from them; faxes' isolated pixels and dropouts), and its
# strokes are now >= 2 px wide, so the 3x3 median no longer erases them (tuning shops, lowres:96
# noisy_scan CER 0.0185 -> 0.0080, fax 0.0861 -> 0.0440; benchmarks/ocr_quality.py --degrade)
DESPECKLE_ENLARGED = 1.75
# median letter height (px) below which a page is enlarged: a 150-dpi page of 10-pt print measures
# 12-13 and reads as well as at 200 dpi (left alone: no cost), 96 dpi measures ~9
MIN_GLYPH_PX = 11.0
TARGET_GLYPH_PX = 20.0  # ... enlarged to about this (cap height ~25 px; 24 read worse on lowres:96)
MAX_FIT_FACTOR = 3.0
MAX_FIT_PIXELS = 25_000_000  # tesseract's time grows with the pixels: never enlarge past this


def text_fit(glyphs: GlyphSizes | None, stretch: float, pixels: int) -> float:
    """Enlargement (quarter steps) that brings small print up to TARGET_GLYPH_PX; 1.0 when the
    letters are big enough already or cannot be measured."""
    if glyphs is None:
        return 1.0
    height = glyphs.height * stretch
    if height >= MIN_GLYPH_PX:
        return 1.0
    factor = min(MAX_FIT_FACTOR, TARGET_GLYPH_PX / max(height, 1.0),
                 math.sqrt(MAX_FIT_PIXELS / max(1.0, pixels * stretch)))
    factor = math.floor(factor * 4) / 4
    return factor if factor > 1.0 else 1.0


def median3(gray: Image.Image) -> Image.Image:
    """3x3 median of a grayscale page with OpenCV: the same pixels as PIL's MedianFilter(3),
    ~100x faster (PIL takes ~0.25 s on a 300-dpi page, a tenth of tesseract's time)."""
    return Image.fromarray(cv2.medianBlur(np.asarray(gray), 3))


MAX_SKEW_DEG = 3.0  # flatbed scans and faxes: a hand-fed page is rarely off by more
SKEW_STEP_DEG = 0.1
MIN_SKEW_DEG = 0.5  # tesseract's own line finding copes below this; turning only blurs (SROIE: 0.2-0.4 lost fields)
SKEW_WORK_WIDTH = 800  # px: the angle is estimated on a reduced copy (~10 ms a page)


def skew_angle(gray: np.ndarray) -> float:
    """The angle (degrees, counter-clockwise positive) that levels the page's text lines.

    Projection profiles: the ink pixels of an Otsu-binarised reduced copy are projected
    onto the vertical axis along each candidate angle; level lines give the sharpest profile
    (the largest sum of squared row counts). 0.0 for a page with too little ink to tell.
    """
    h, w = gray.shape
    scale = min(1.0, SKEW_WORK_WIDTH / max(w, 1))
    small = cv2.resize(gray, (max(1, round(w * scale)), max(1, round(h * scale))), interpolation=cv2.INTER_AREA)
    _, ink = cv2.threshold(small, 0, 255, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    ys, xs = ink_points(ink)
    if len(ys) < 100 or len(ys) > 0.5 * ink.size:  # blank, or a dark page Otsu cannot split
        return 0.0
    xs = xs - small.shape[1] / 2.0
    offset = small.shape[1] * math.tan(math.radians(MAX_SKEW_DEG)) + 1
    best, best_angle = -1.0, 0.0
    # `(ys - xs * tan + offset).astype(np.int64)` per angle, the same operations in the same order, into buffers
    # made once (the temporaries of the expression cost ~1/3 of the search)
    ys = ys.astype(np.float64)  # exact: what the subtraction converted them to
    shifted, bins = np.empty(len(xs)), np.empty(len(xs), np.int64)
    for angle in np.arange(-MAX_SKEW_DEG, MAX_SKEW_DEG + SKEW_STEP_DEG / 2, SKEW_STEP_DEG):
        np.multiply(xs, math.tan(math.radians(angle)), out=shifted)
        np.subtract(ys, shifted, out=shifted)
        np.add(shifted, offset, out=shifted)
        np.copyto(bins, shifted, casting="unsafe")  # astype(np.int64): truncated toward zero
        rows = np.bincount(bins)
        sharpness = float(np.dot(rows, rows))
        if sharpness > best:
            best, best_angle = sharpness, float(angle)
    # the profile of a line drifting down to the right (y grows with x) is sharpest at a
    # positive angle; turning the page that much counter-clockwise levels it
    return round(best_angle, 2)


def ink_points(ink: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """`np.nonzero(ink)` of a 2-D page (rows, columns; row by row), found by OpenCV (int32, ~2 ms a page less)."""
    if ink.size == 0 or not cv2.countNonZero(ink):
        return np.zeros(0, np.int32), np.zeros(0, np.int32)
    points = cv2.findNonZero(ink).reshape(-1, 2)
    return points[:, 1], points[:, 0]


def rotate_page(gray: np.ndarray, degrees: float) -> np.ndarray:
    """The page turned `degrees` counter-clockwise about its centre, same size, edges replicated
    (a constant fill would draw a frame tesseract reads as characters).

    A light Gaussian blur (3x3, sigma 0.6) goes first: bilinear interpolation averages a
    varying number of neighbours along the page, so on a grainy scan it leaves bands of
    stronger and weaker noise that tesseract reads as ':' and '.' (noisy tuning-shop JPEGs:
    CER 0.0079 -> 0.0141 turned as they are, 0.0072 blurred first). Thin strokes survive
    the blur, unlike a median's (see `prepare`).
    """
    h, w = gray.shape
    turn = cv2.getRotationMatrix2D((w / 2.0, h / 2.0), degrees, 1.0)
    smooth = cv2.GaussianBlur(gray, (3, 3), 0.6)
    return cv2.warpAffine(smooth, turn, (w, h), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


# --------------------------------------------------------------------------- tesseract


def tesseract_version() -> str | None:
    """Installed tesseract version ("5.3.0"), or None when the binary is missing."""
    try:
        return str(pytesseract.get_tesseract_version())
    except pytesseract.TesseractNotFoundError:
        return None


def installed_languages() -> frozenset[str]:
    """The language models tesseract finds (`tesseract --list-langs`, after its heading line; pytesseract's own
    reader skips script models such as "Latin"); none when the binary is missing or does not answer."""
    try:
        listing = subprocess.run([pytesseract.pytesseract.tesseract_cmd, "--list-langs"], capture_output=True,
                                 text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return frozenset()
    return frozenset(line.strip() for line in listing.stdout.splitlines()[1:] if line.strip())


_ENGINE_GATE: ContextVar[AbstractContextManager | None] = ContextVar("tesseract_engine_gate", default=None)


@contextmanager
def engine_gate(gate: AbstractContextManager):
    """Run this thread's tesseract calls through `gate` (a semaphore shared by the batch's threads).
    The caller bounds how many engines run at once; page preparation (decoding, rendering,
    deskewing) stays outside the gate, so a thread preparing a page never holds an engine idle."""
    token = _ENGINE_GATE.set(gate)
    try:
        yield
    finally:
        _ENGINE_GATE.reset(token)


def _tesseract_data(pixels: Image.Image | np.ndarray, *, page_no: int, lang: str, psm: int, dpi: int | None,
                    timeout_s: float) -> dict[str, list]:
    """One tesseract call on `pixels` (through the engine gate): its image_to_data dict. `pixels` may be a
    grayscale page as an array (uint8, rows by columns): the engine is sent its memory as it is."""
    config = f"--psm {psm}"
    if dpi:
        config += f" --dpi {dpi}"
    try:
        with _ENGINE_GATE.get() or nullcontext():
            if tesseract_engine.available():  # kept loaded: no model load per page
                try:
                    return tesseract_engine.image_to_data(pixels, lang=lang, psm=psm, dpi=dpi, timeout_s=timeout_s)
                except tesseract_engine.EngineUnavailable:
                    pass  # logged once; the command reads this page and the next ones
            if isinstance(pixels, np.ndarray):
                pixels = Image.fromarray(pixels)
                pixels.format = "BMP"  # as `ocr_image` marks its pages
            return pytesseract.image_to_data(
                pixels, lang=lang, config=config, timeout=timeout_s, output_type=pytesseract.Output.DICT
            )
    except tesseract_engine.EngineError as exc:
        if exc.timeout:
            raise DocumentError(f"page {page_no}: tesseract did not finish within {timeout_s}s", code="ocr_timeout") from exc
        raise DocumentError(f"page {page_no}: tesseract failed: {exc}", code="ocr_failed") from exc
    except pytesseract.TesseractNotFoundError as exc:
        raise TesseractNotInstalled(INSTALL_HINT) from exc
    except pytesseract.TesseractError as exc:
        raise DocumentError(f"page {page_no}: tesseract failed: {exc.message}", code="ocr_failed") from exc
    except RuntimeError as exc:
        if "timeout" in str(exc).lower():
            raise DocumentError(
                f"page {page_no}: tesseract did not finish within {timeout_s}s", code="ocr_timeout"
            ) from exc
        raise


def ocr_image(
    img: Image.Image,
    *,
    page_no: int,
    lang: str,
    psm: int,
    timeout_s: float,
    upscale_below: int,
    dpi: int | None = None,
    denoise: bool = False,
) -> TesseractPage:
    """OCR one page image with one tesseract call (more only where `reread_side_by_side` finds a block that
    call garbled, and one for the names of a page kept in English whose print shows marks: `ocr_accents`); words
    carry exact offsets into `text`."""
    page = prepare(img, upscale_below, denoise, fit_text=dpi is None)
    prepared, factor = page.pixels, page.factor
    # the page as it is meant to be seen (after EXIF rotation), in the image's own pixels across
    # and as many down (square pixels: a fax's rows are `stretch` times taller than its columns)
    width, height = round(prepared.width / factor), round(prepared.height / factor)
    # pytesseract hands tesseract a temporary file: BMP is lossless like PNG (same text) but
    # costs ~0.2 s less per 300-dpi page to write, and never re-encodes a JPEG lossily
    prepared.format = "BMP"
    run_dpi = round(dpi * factor) if dpi else None
    lang, other_lang = ocr_language.models(lang)

    def read(pixels: Image.Image | np.ndarray) -> dict[str, list]:
        return _tesseract_data(pixels, page_no=page_no, lang=lang, psm=psm, dpi=run_dpi, timeout_s=timeout_s)

    seen = [prepared]
    try:
        data = read(page.array if page.array is not None else prepared)  # the array: sent without a copy
        if other_lang and ocr_language.reads_as_other_language(data):
            english, lang = (lang, data), other_lang  # every reading of this page from here on, its re-readings too
            data = read(page.array if page.array is not None else prepared)
            if confident_chars(data) < ocr_language.KEEP_SHARE * confident_chars(english[1]):
                lang, data = english  # identified wrongly, or a page the Latin model reads worse
        if dpi is None:  # an image file: nothing says how it was scanned, so a worn page is read once more
            prepared, data = smoothed_reading(prepared, data, page.letter_px, read, seen)
        rows = page_rows(data, scale=1.0 / factor)
        if psm in REREAD_PSMS:
            rows = reread_side_by_side(rows, prepared, factor, read)
        else:
            rows = split_columns(rows)
        rows = reread_unsure_codes(rows, prepared, factor, lambda crop: _tesseract_data(
            crop, page_no=page_no, lang=lang, psm=WORD_PSM, dpi=None, timeout_s=timeout_s))
        if other_lang and lang != other_lang:  # kept in English: its names' marks read with the Latin model
            rows = ocr_accents.restore_marks(rows, prepared, factor, lambda strip: _tesseract_data(
                strip, page_no=page_no, lang=other_lang, psm=ocr_accents.STRIP_PSM, dpi=run_dpi, timeout_s=timeout_s))
    finally:
        for pixels in seen:
            if pixels is not img:
                pixels.close()
    text, words = text_of_rows(rows)
    if page.skew:
        words = [unturn_box(w, page.skew, width, height) for w in words]
    confs = [w.conf for w in words if w.conf >= 0]
    mean_conf = round(sum(confs) / len(confs), 2) if confs else None
    return TesseractPage(text=text, words=words, mean_conf=mean_conf, width=width, height=height)


WORN_CONF = 70.0  # mean word confidence under which a page counts as worn (tuning shops' image pages: 81-95)
SMOOTHING = (1.0, 2.0)  # Gaussian sigmas (px per 20 px of letter height) a worn page is read through
LETTER_PX = 20.0  # the letter height assumed where it could not be measured (what `prepare` enlarges small print to)
CONFIDENT = 50.0  # a word read at least this surely counts towards a reading's confident characters
# how often pages pay for smoothed readings (worn pages, extra tesseract calls, smoothed readings kept); process-wide
# counters for throughput figures, nothing reads them
SMOOTH_STATS = {"pages": 0, "calls": 0, "kept": 0}


def confident_chars(data: dict[str, list]) -> float:
    """How much of a reading tesseract is sure of: the letters and digits of its words of two or more such
    characters read at CONFIDENT or better, each weighted by its word's confidence. Grain read as words ("ee",
    ":", "Bae") is unsure and short, so a reading full of it scores low however many words it has."""
    total = 0.0
    for text, conf in zip(data["text"], data["conf"]):
        n = sum(c.isalnum() for c in str(text))
        if n >= 2 and float(conf) >= CONFIDENT:
            total += n * float(conf) / 100
    return total


def mean_word_conf(data: dict[str, list]) -> float | None:
    confs = [float(c) for t, c in zip(data["text"], data["conf"]) if str(t).strip() and float(c) >= 0]
    return sum(confs) / len(confs) if confs else None


def smoothed_reading(pixels: Image.Image, data: dict[str, list], letter_px: float | None, read,
                     seen: list[Image.Image]) -> tuple[Image.Image, dict[str, list]]:
    """The reading to keep of an image page, and the pixels it was read from. A page read with a mean word
    confidence under WORN_CONF is worn: grain, JPEG blocks, a fax's dither screen or broken thin strokes made
    tesseract's own binarisation cut letters into specks and specks into letters. It is read again through a
    Gaussian blur at each of SMOOTHING (scaled to its letters: the light one joins broken thin strokes, the wide
    one turns a dither screen or grain back into grey print and paper), and the reading with the most
    `confident_chars` is kept. Two more tesseract calls on such pages only; a page read surely costs nothing.
    `seen` collects every pixel buffer made here (the caller closes them)."""
    conf = mean_word_conf(data)
    if conf is not None and conf >= WORN_CONF:
        return pixels, data
    SMOOTH_STATS["pages"] += 1
    scale = (letter_px or LETTER_PX) / LETTER_PX
    best, best_score = (pixels, data), confident_chars(data)
    arr = np.asarray(pixels if pixels.mode == "L" else pixels.convert("L"))
    for sigma in SMOOTHING:
        blurred = cv2.GaussianBlur(arr, (0, 0), sigma * scale)
        smooth = Image.fromarray(blurred)  # the same memory
        smooth.format = "BMP"
        seen.append(smooth)
        SMOOTH_STATS["calls"] += 1
        again = read(blurred)
        score = confident_chars(again)
        if score > best_score:
            best, best_score = (smooth, again), score
    SMOOTH_STATS["kept"] += best[0] is not pixels
    return best


UNSURE_CONF = 50.0  # a code tesseract reads less surely than this is read again from its own crop
SURE_CONF = 70.0  # ... and the crop's reading replaces it when tesseract is at least this sure of it
WORD_SCALE = 2.0  # the crop enlarged this much: a code's letters among digits read far better twice as big
WORD_PSM = 7  # the crop read as one line of text
MARGINS = (0.25, 0.5)  # white margins round the word's box tried, in letter heights
MIN_CODE_ALNUM = 4
# how often codes pay for a second reading (words read again, kept); process-wide counters for throughput figures
WORD_STATS = {"words": 0, "calls": 0, "kept": 0}


def _unsure_code(word: OcrWord) -> bool:
    """A word tesseract was unsure of that holds digits: an id, an amount or a date, where one slip costs the value."""
    text = word.text
    return (0 <= word.conf < UNSURE_CONF and sum(c.isalnum() for c in text) >= MIN_CODE_ALNUM
            and any(c.isdigit() for c in text))


def reread_unsure_codes(rows: list[tuple[str, list[OcrWord]]], pixels: Image.Image, factor: float,
                        read) -> list[tuple[str, list[OcrWord]]]:
    """The rows with each code tesseract read unsurely (`_unsure_code`) read again from its own crop, enlarged
    WORD_SCALE times and read as one line (`read(crop)`: tesseract's data). Read with the page, a code's letters
    among digits are the slips: "26D594367" read "260594367" at confidence 1, "B2B-8450" read "6828-8450" at 0,
    "T584393" read "7584393" at 33; from their crops the same print reads right at 81-92. The crop's reading is
    kept when it is one word of about the same length that tesseract is SURE_CONF sure of and surer than before
    (`_reread_code`). One or two small tesseract calls per such word (most pages have none). `pixels` are the pixels read (the page's
    coordinates times `factor`)."""
    out: list[tuple[str, list[OcrWord]]] = []
    for sep, row in rows:
        WORD_STATS["words"] += sum(map(_unsure_code, row))
        out.append((sep, [_reread_code(w, pixels, factor, read) if _unsure_code(w) else w for w in row]))
    return out


def _reread_code(word: OcrWord, pixels: Image.Image, factor: float, read) -> OcrWord:
    """The code as read from its crop with each of MARGINS in turn (tesseract reads a tight crop's line one way, a
    looser one's another), the first sure reading kept; the word as it was when none is."""
    for margin in MARGINS:
        found = _read_crop(word, pixels, factor, read, margin)
        if found is not None:
            WORD_STATS["kept"] += 1
            return word.model_copy(update={"text": found[0], "conf": round(found[1], 2)})
    return word


def read_once(read: Callable[[Image.Image], dict], image: Image.Image, stats: dict[str, int]) -> dict:
    """tesseract's data for an image made for one extra reading (a crop, an enlarged word), counted in `stats` (what
    a re-reading costs is reported per page) and closed after."""
    image.format = "BMP"
    stats["calls"] += 1
    try:
        return read(image)
    finally:
        image.close()


def _read_crop(word: OcrWord, pixels: Image.Image, factor: float, read, margin: float) -> tuple[str, float] | None:
    pad = max(2, round(margin * word.height * factor))
    box = (max(0, round(word.left * factor) - pad), max(0, round(word.top * factor) - pad),
           min(pixels.width, round((word.left + word.width) * factor) + pad),
           min(pixels.height, round((word.top + word.height) * factor) + pad))
    if box[2] - box[0] < 4 or box[3] - box[1] < 4:
        return None
    with pixels.crop(box) as crop:
        big = crop.convert("L").resize((round(crop.width * WORD_SCALE), round(crop.height * WORD_SCALE)),
                                       Image.Resampling.LANCZOS)
    data = read_once(read, big, WORD_STATS)
    found = [(str(t).strip(), float(c)) for t, c in zip(data["text"], data["conf"]) if str(t).strip()]
    if len(found) != 1:
        return None
    text, conf = found[0]
    if conf < SURE_CONF or conf <= word.conf or abs(len(text) - len(word.text)) > 1:
        return None
    return text, conf


def unturn_box(word: OcrWord, degrees: float, width: int, height: int) -> OcrWord:
    """A word box read on the page turned `degrees` about its centre, put back where the word
    is on the page as given (its centre turned back; the size kept: at a few degrees the box
    of the turned word is the same to a pixel or two)."""
    cx, cy = word.left + word.width / 2 - width / 2, word.top + word.height / 2 - height / 2
    # the pixels were turned counter-clockwise as seen (y down); turn the centre back clockwise
    a = math.radians(degrees)
    x = cx * math.cos(a) - cy * math.sin(a)
    y = cx * math.sin(a) + cy * math.cos(a)
    return word.model_copy(update={"left": round(x + width / 2 - word.width / 2),
                                   "top": round(y + height / 2 - word.height / 2)})


def page_text_from_data(data: dict[str, list], scale: float = 1.0) -> tuple[str, list[OcrWord]]:
    """Lay out tesseract's words as text: one line per printed line, a blank line between blocks.

    Tesseract's layout analysis sometimes cuts a paragraph into two side-by-side
    "columns" at a gap in the print, and then reads each half-line as its own line
    ("I am returning the Glide Wireles" ... "s Mouse because it restarts"). Half-lines
    from different blocks that meet on the page (close horizontally, level at the
    meeting point) are put back together, a word cut at the gap made whole again.

    Dot leaders between a label and its far value are dropped (`without_leaders`), a bar read for
    the pronoun "I" is read as "I" (`pronoun_i`), and two
    columns printed side by side are read one after the other (`split_columns`).

    Returns the text and the words, each with `start` = its offset in that text.
    `scale` maps box coordinates back to the original image.
    """
    return text_of_rows(split_columns(page_rows(data, scale)))


def page_rows(data: dict[str, list], scale: float = 1.0, dx: int = 0, dy: int = 0,
              block_base: int = 0) -> list[tuple[str, list[OcrWord]]]:
    """Tesseract's words as printed rows, each after its separator ("\n" within a block, "\n\n" between
    blocks): dot leaders dropped, half-lines of two blocks that meet put back together. `dx`, `dy` (pixels of
    the image read, before `scale`) place a crop's words on the page; `block_base` is added to its block numbers."""
    rows: list[tuple[str, list[OcrWord]]] = []
    prev_blocks: set[int] = set()
    lines = without_leaders(_tesseract_lines(data, scale, dx, dy, block_base))
    for row in _rejoin_split_lines(lines):
        blocks = {ln[0].block for ln in row}
        rows.append(("\n" if blocks & prev_blocks else "\n\n", _row_words(row)))
        prev_blocks = blocks
    return rows


def text_of_rows(rows: list[tuple[str, list[OcrWord]]]) -> tuple[str, list[OcrWord]]:
    """The page text of its rows (columns already split): a bar read for the pronoun "I" read as "I"."""
    return lay_out([(sep, words) for sep, words in zip((sep for sep, _ in rows), pronoun_i([w for _, w in rows]))])


def lay_out(rows: list[tuple[str, list[OcrWord]]]) -> tuple[str, list[OcrWord]]:
    """Page text from rows of words: a row's words joined by spaces, each row after its
    separator ("\n" or "\n\n"; none before the first). Words come back with `start` set."""
    parts: list[str] = []
    words: list[OcrWord] = []
    length = 0
    for sep, row in rows:
        if parts:
            parts.append(sep)
            length += len(sep)
        for j, word in enumerate(row):
            if j:
                parts.append(" ")
                length += 1
            words.append(word.model_copy(update={"start": length}))
            parts.append(word.text)
            length += len(word.text)
    return "".join(parts), words


def _tesseract_lines(data: dict[str, list], scale: float, dx: int = 0, dy: int = 0,
                     block_base: int = 0) -> list[list[OcrWord]]:
    """Tesseract's words grouped by its (block, paragraph, line), in its reading order."""
    lines: list[list[OcrWord]] = []
    prev: tuple[int, int, int] | None = None
    for i, level in enumerate(data["level"]):
        raw = str(data["text"][i]).strip()
        if int(level) != 5 or not raw:
            continue
        key = block_base + int(data["block_num"][i]), int(data["par_num"][i]), int(data["line_num"][i])
        word = OcrWord(
            text=" ".join(raw.split()),  # tesseract never emits inner spaces; be safe anyway
            conf=round(float(data["conf"][i]), 2),
            left=round((int(data["left"][i]) + dx) * scale),
            top=round((int(data["top"][i]) + dy) * scale),
            width=round(int(data["width"][i]) * scale),
            height=round(int(data["height"][i]) * scale),
            block=key[0],
            par=key[1],
            line=key[2],
        )
        if key != prev:
            lines.append([])
        lines[-1].append(word)
        prev = key
    return lines


def _meet(left: list[OcrWord], right: list[OcrWord]) -> bool:
    """`left` ends where `right` starts: a small horizontal gap, both level at that point."""
    a, b = left[-1], right[0]
    h = max(a.height, b.height, 1)
    gap = b.left - (a.left + a.width)
    level = abs((a.top + a.height / 2) - (b.top + b.height / 2)) <= 0.5 * h
    return -0.2 * h <= gap <= 0.6 * h and level  # wider gaps are real columns (a gutter, a date on the right)


def _rejoin_split_lines(lines: list[list[OcrWord]]) -> list[list[list[OcrWord]]]:
    """Rows of lines: a line joins an earlier row when it continues one of that row's
    lines from another block (to its left or right); otherwise it starts a row."""
    rows: list[list[list[OcrWord]]] = []
    for line in lines:
        home = next(
            (row for row in rows for other in row
             if other[0].block != line[0].block and (_meet(other, line) or _meet(line, other))),
            None,
        )
        if home is None:
            rows.append([line])
        else:
            home.append(line)
            home.sort(key=lambda ln: ln[0].left)
    return rows


def _row_words(row: list[list[OcrWord]]) -> list[OcrWord]:
    """The row's words left to right; a word cut at the join ("re" | "fund": letters on both
    sides, next to no gap) is made whole."""
    out = list(row[0])
    for line in row[1:]:
        a, b = out[-1], line[0]
        cut_word = a.text[-1:].isalpha() and b.text[:1].isalpha()
        if cut_word and b.left - (a.left + a.width) < 0.25 * max(a.height, b.height, 1):
            top, bottom = min(a.top, b.top), max(a.top + a.height, b.top + b.height)
            out[-1] = a.model_copy(update={
                "text": a.text + b.text, "conf": min(a.conf, b.conf), "top": top,
                "width": b.left + b.width - a.left, "height": bottom - top,
            })
            out.extend(line[1:])
        else:
            out.extend(line)
    return out


# --------------------------------------------------------------------------- dot leaders

LEADER_HEIGHT = 0.35  # a "word" this much of the page's median word height or less is a row of dots


def without_leaders(lines: list[list[OcrWord]]) -> list[list[OcrWord]]:
    """Lines without the dot leaders printed between a label and its far value ("Order ...... 1234").

    Tesseract reads a row of dots as flat words of letters ("eee", "ok", "2."): their boxes are a few
    pixels high where the page's words are letter-high. Such a flat word of two characters or more,
    or a flat letter or digit, is dropped; so are flat dots left over from a row of leaders (two or
    more in a row, or one before a wide gap). Another lone flat mark ("-", ",") is kept."""
    heights = sorted(w.height for line in lines for w in line if has_alnum(w.text))
    if not heights:
        return lines
    h = heights[len(heights) // 2]
    flat = LEADER_HEIGHT * h

    def dots(w: OcrWord | None) -> bool:
        return w is not None and w.height <= flat and set(w.text) <= set(".·…")

    def leader(line: list[OcrWord], j: int) -> bool:
        w = line[j]
        if w.height > flat:
            return False
        if len(w.text) > 1 or w.text.isalnum():
            return True
        before, after = line[j - 1] if j else None, line[j + 1] if j + 1 < len(line) else None
        far = after is not None and after.left - (w.left + w.width) >= GUTTER_HEIGHTS * h
        return dots(w) and (dots(before) or dots(after) or far)

    kept = [[w for j, w in enumerate(line) if not leader(line, j)] for line in lines]
    return [line for line in kept if line]


# --------------------------------------------------------------------------- "|" for "I"


def _lower_word(text: str) -> bool:
    core = text.rstrip(".,;:!?")
    return core.isalpha() and core.islower()


def pronoun_i(lines: list[list[OcrWord]]) -> list[list[OcrWord]]:
    """A bar ("|") that tesseract read for the pronoun "I" in running text read as "I".

    In a sans-serif font the capital I is a bare stroke, and tesseract often writes "|" for it
    ("and | have heard", "| expect the part"). A bar is the pronoun when a lower-case word follows it
    and it begins the line or follows a lower-case word or a sentence's end; a table's bars stand
    between labels and values, not inside a sentence."""
    out = []
    for line in lines:
        fixed = list(line)
        for j, w in enumerate(line):
            if w.text != "|" or j + 1 >= len(line) or not _lower_word(line[j + 1].text):
                continue
            before = line[j - 1].text if j else ""
            if not before or _lower_word(before) or before[-1] in ".!?,":
                fixed[j] = w.model_copy(update={"text": "I"})
        out.append(fixed)
    return out


# --------------------------------------------------------------------------- side-by-side columns

GUTTER_HEIGHTS = 3.0  # an empty band this many word heights wide, down several rows, parts two columns
MIN_COLUMN_ROWS = 3


@dataclass
class _Run:
    """Rows first..end-1 (exclusive end) with an empty vertical band from x0 to x1."""

    first: int
    end: int
    x0: float
    x1: float


def split_columns(rows: list[tuple[str, list[OcrWord]]], depth: int = 2) -> list[tuple[str, list[OcrWord]]]:
    """Two columns printed side by side (a sender block left of the document's references, a sidebar
    beside the letter) read one after the other, left column first.

    Tesseract reading a page as one block (psm 6) writes each printed row across both columns
    ("Ingrid Solberg Carrier Bring Parcels"), so a label, its value and a sentence's start no longer
    begin their line. A run of rows with a wide empty band at the same place is cut there only when
    it looks like two columns of text and not a table of labels and their values (`_two_columns`).
    Each column is looked at again (`depth` times) for columns of its own."""
    heights = sorted(w.height for _, row in rows for w in row if any(c.isalpha() for c in w.text))
    if not heights or depth <= 0:
        return rows
    h = heights[len(heights) // 2]
    out: list[tuple[str, list[OcrWord]]] = []
    i, after_columns = 0, False
    while i < len(rows):
        run = _column_run(rows, i, h)
        if run is None:
            out.append(("\n\n", rows[i][1]) if after_columns else rows[i])
            i, after_columns = i + 1, False
            continue
        part = rows[run.first:run.end]
        left = [("\n", [w for w in row if w.left + w.width <= run.x0]) for _, row in part]
        right = [("\n", [w for w in row if w.left >= run.x1]) for _, row in part]
        for j, column in enumerate((left, right)):
            column = [(sep, row) for sep, row in column if row]
            column[0] = (part[0][0] if j == 0 and not after_columns else "\n\n", column[0][1])
            out.extend(split_columns(column, depth - 1))
        i, after_columns = run.end, True
    return out


def _gaps(row: list[OcrWord], width: float) -> list[tuple[float, float]]:
    ws = sorted(row, key=lambda w: w.left)
    return [(a.left + a.width, b.left) for a, b in zip(ws, ws[1:]) if b.left - (a.left + a.width) >= width]


def _free_band(row: list[OcrWord], x0: float, x1: float) -> tuple[float, float]:
    """The widest part of [x0, x1] that no word of the row covers."""
    cuts = sorted((max(x0, w.left), min(x1, w.left + w.width)) for w in row if w.left < x1 and w.left + w.width > x0)
    best, at = (x0, x0), x0
    for a, b in cuts:
        if a - at > best[1] - best[0]:
            best = (at, a)
        at = max(at, b)
    return (at, x1) if x1 - at > best[1] - best[0] else best


def _gutter_down(rows: list[tuple[str, list[OcrWord]]], i: int, x0: float, x1: float, h: float) -> list[tuple[float, float]]:
    """A gap of row i followed down the rows below while it stays empty and wide: its band in each row."""
    bands = [(x0, x1)]
    while i + len(bands) < len(rows):
        a, b = _free_band(rows[i + len(bands)][1], *bands[-1])
        if b - a < GUTTER_HEIGHTS * h:
            break
        bands.append((a, b))
    return bands


def _column_run(rows: list[tuple[str, list[OcrWord]]], i: int, h: float) -> _Run | None:
    """The longest run of two columns starting at row i: for each wide gap of row i, the band is
    followed down while it stays empty and wide, and the longest stretch of it that looks like two
    columns is kept."""
    best: _Run | None = None
    for x0, x1 in _gaps(rows[i][1], GUTTER_HEIGHTS * h):
        bands = _gutter_down(rows, i, x0, x1, h)
        for n in range(len(bands), MIN_COLUMN_ROWS - 1, -1):
            run = _Run(i, i + n, *bands[n - 1])
            if _two_columns(rows, run, h):
                if best is None or run.end > best.end:
                    best = run
                break
    return best


def _two_columns(rows: list[tuple[str, list[OcrWord]]], run: _Run, h: float) -> bool:
    """Two columns of text, not a table of labels and values: both sides hold several rows, the columns
    are not row for row (some row has text on one side only), the left side is not a column of bare
    labels (several of its rows carry digits, an address, an id, a date, one of them beside the right
    column: a table of labels followed by a letter's paragraphs is no column), no row of labels lies
    over a row of values across both sides (a grid of boxes), most of the right side's rows
    start with a word, level with its first row (a row with text on both sides exactly so: a table's
    next column starts elsewhere; one on the right alone may start further in, a total right-aligned)."""
    def printed(words: list[OcrWord]) -> list[OcrWord]:  # specks aside
        return [w for w in words if has_alnum(w.text)]

    sides = [(printed([w for w in row if w.left + w.width <= run.x0]), printed([w for w in row if w.left >= run.x1]))
             for _, row in rows[run.first:run.end]]
    lefts = [left for left, _ in sides if left]
    both = [left for left, right in sides if left and right]

    def digits(words: list[OcrWord]) -> bool:
        return any(any(map(str.isdigit, w.text)) for w in words)

    if len(both) < 2 or len(both) == len(sides) or sum(map(digits, lefts)) < 2 or not any(map(digits, both)):
        return False
    if _grid_of_boxes(_row_above(rows, run, printed) + sides, digits, h):
        return False
    starts = [(min(right, key=lambda w: w.left), bool(left)) for left, right in sides if right]
    if not starts:
        return False
    rights = [right for _, right in sides if right]
    if not _level_starts(starts, h) and not _colon_aligned(rights, h) and not _right_aligned_labels(rights, h):
        return False
    worded = sum(1 for w, _ in starts if _word(w.text))
    return worded >= 0.5 * len(starts)


def _row_above(rows: list[tuple[str, list[OcrWord]]], run: _Run, printed) -> list[tuple[list[OcrWord], list[OcrWord]]]:
    """The row just over the run, its words put on either side of the band's middle: a row of labels over
    the run's first row of values (the band may open only under the labels, between two of their cells)."""
    if run.first == 0:
        return []
    middle = (run.x0 + run.x1) / 2
    row = printed(rows[run.first - 1][1])
    return [([w for w in row if w.left + w.width / 2 < middle], [w for w in row if w.left + w.width / 2 >= middle])]


def _level_starts(starts: list[tuple[OcrWord, bool]], h: float) -> bool:
    """The right side's rows start level with its first row (one further in when it is alone on its row)."""
    first = starts[0][0].left
    return not any(w.left < first - 1.5 * h or paired and w.left > first + 1.5 * h for w, paired in starts)


def _colon_aligned(rows: list[list[OcrWord]], h: float) -> bool:
    """The right side is a column of right-aligned labels, each ending in a colon at one x, its value
    beside it ("Order no.: X" over "Customer no.: Y"): its rows start wherever their label's length puts
    them, so they are not level, yet they are one column. Every row needs such a label, three rows at least."""
    ends = []
    for row in rows:
        ws = sorted(row, key=lambda w: w.left)
        colon = next((w for w in ws[:-1] if w.text.endswith(":") and len(w.text) > 1), None)
        if colon is None:
            return False
        ends.append(colon.left + colon.width)
    return len(ends) >= MIN_COLUMN_ROWS and max(ends) - min(ends) <= 1.0 * h


def _right_aligned_labels(rows: list[list[OcrWord]], h: float) -> bool:
    """The right side is a column of labels each with its value right-aligned at one x ("Invoice  HMS-7720" over
    "Customer  HM-30411", the references in a page's top-right corner): its rows start wherever label and value
    lengths put them, yet every row holds a label word and its value (not a table's quantity, amount or lone column
    header) and ends at one x, three rows at least."""
    ends = [max(w.left + w.width for w in row) for row in rows]
    return len(rows) >= MIN_COLUMN_ROWS and max(ends) - min(ends) <= 1.0 * h and all(len(row) >= 2 and _label_word(
        min(row, key=lambda w: w.left).text) for row in rows)


def _label_word(text: str) -> bool:
    """A label's first word: a word of letters, not three capitals (a currency code opening an amount, "EUR 449.00")."""
    return _word(text) and not (len(text) == 3 and text.isalpha() and text.isupper())


def _word(text: str) -> bool:
    """A word of letters ("Order", "Dear,"), not an amount or an id that holds letters ("NZ$119.00")."""
    core = text.strip(".,:;!?()#")
    return len(core) >= 2 and core.isalpha()


def _grid_of_boxes(sides: list[tuple[list[OcrWord], list[OcrWord]]], digits, h: float) -> bool:
    """A row of labels across both sides over a row of their values: one grid of boxes whose labels
    pair with the values under them by position, across the band; cut apart, a label's row would no
    longer lie over its values' row. The row under the labels is their values when every one of its
    cells starts with a digit (ids, dates, amounts), or when it has a cell under each of three labels
    or more (a name among the values)."""
    def cells(words: list[OcrWord]) -> list[list[OcrWord]]:
        out: list[list[OcrWord]] = []
        for w in sorted(words, key=lambda w: w.left):
            if out and w.left - (out[-1][-1].left + out[-1][-1].width) < 2 * h:
                out[-1].append(w)
            else:
                out.append([w])
        return out

    for (left, right), (left2, right2) in zip(sides, sides[1:]):
        if not (left and right and left2 and right2) or digits(left) or digits(right):
            continue
        labels, values = cells(left) + cells(right), cells(left2) + cells(right2)
        if all(digits(cell[:1]) for cell in values):
            return True
        if len(labels) >= 3 and len(values) == len(labels) and \
                all(abs(a[0].left - b[0].left) <= 1.5 * h for a, b in zip(labels, values)):
            return True
    return False


# --------------------------------------------------------------------------- side-by-side blocks read again

REREAD_PSMS = (6,)  # page modes that read the page as one block, its lines running across the whole page
SUSPECT_CONF = 60.0  # a word tesseract is less sure of than this may be garbled (so may one over another's box)
TALL_HEIGHTS, SHORT_HEIGHTS = 1.6, 0.65  # ... when its box is taller or shorter than a line's (word heights)
LEVEL_HEIGHTS = 0.35  # line centres this many word heights apart are not one printed row
BLOCK_GAP_HEIGHTS = 1.5  # an empty band this many word heights tall ends a pair of blocks (a title below them)
MIN_BLOCK_ROWS = 2
# how often pages pay for a second reading (pages with a garbled pair, pairs, extra tesseract calls, readings kept);
# process-wide counters for throughput figures, nothing reads them
REREAD_STATS = {"pages": 0, "blocks": 0, "calls": 0, "kept": 0}


def reread_side_by_side(rows: list[tuple[str, list[OcrWord]]], pixels: Image.Image, factor: float,
                        read) -> list[tuple[str, list[OcrWord]]]:
    """The page's rows with every pair of side-by-side blocks that one reading garbled read again, each block
    from its own crop, and laid out as two columns (left block first); the other rows as `split_columns` lays
    them out.

    Read as one block (psm 6), a page's lines run across it; where a block of lines is printed beside another at
    another line pitch (a "Bill to" block beside the sender's letterhead) tesseract's lines cut through both and
    it reads letters from parts of two lines ("Shaw Builders" read "sre Bers", a ghost line "rcnar ews" under
    "9 Orchard Mews"). Such a pair (`garbled_blocks`: a gutter between them, lines not level across it, a word
    read unsurely) is read again: the crop of each block on its own (`read(crop)` gives tesseract's data for
    it, same page mode), two more tesseract calls on small crops, only for such pages. The new reading is kept
    when tesseract is surer of it on average than of the first. `pixels` are the pixels read (the page's
    coordinates times `factor`)."""
    heights = sorted(w.height for _, row in rows for w in row if any(c.isalpha() for c in w.text))
    if not heights:
        return split_columns(rows)
    h = heights[len(heights) // 2]
    runs = garbled_blocks(rows, h)
    if not runs:
        return split_columns(rows)
    REREAD_STATS["pages"] += 1
    out: list[tuple[str, list[OcrWord]]] = []
    done = 0
    for k, run in enumerate(runs):
        REREAD_STATS["blocks"] += 1
        columns = _reread_run(rows, run, h, pixels, factor, read, block_base=1000 * (k + 1))
        if columns is None:
            continue
        REREAD_STATS["kept"] += 1
        out += split_columns(rows[done:run.first]) + columns
        done = run.end
        if done < len(rows):
            rows = rows[:done] + [("\n\n", rows[done][1])] + rows[done + 1:]
    return out + split_columns(rows[done:])


def garbled_blocks(rows: list[tuple[str, list[OcrWord]]], h: float) -> list[_Run]:
    """Runs of rows holding two blocks of lines side by side that one reading may have garbled: an empty band
    GUTTER_HEIGHTS word heights wide parts them down every row of the run (`_blocks_end`: a title under the
    blocks, after an empty band, is not theirs), each side holds MIN_BLOCK_ROWS rows or more, their lines are
    interleaved (`_interleaved`: another line pitch; a table's cells are level row by row), they are no grid of
    labels over values (`_grid_of_boxes`), and a word there is garbled by the look of its box (`_suspect`)."""
    runs: list[_Run] = []
    i = 0
    while i < len(rows):
        run = _garbled_run(rows, i, h)
        if run is None:
            i += 1
        else:
            runs.append(run)
            i = run.end
    return runs


def _alnum(words: list[OcrWord]) -> list[OcrWord]:
    return [w for w in words if has_alnum(w.text)]


_ALNUM_RE = re.compile(r"[^\W_]")  # re's word characters are str.isalnum()'s and "_"


def has_alnum(text: str) -> bool:
    """`any(c.isalnum() for c in text)`, searched by re (no generator per word)."""
    return _ALNUM_RE.search(text) is not None


def _garbled_run(rows: list[tuple[str, list[OcrWord]]], i: int, h: float) -> _Run | None:
    for x0, x1 in _gaps(rows[i][1], GUTTER_HEIGHTS * h):
        bands = _gutter_down(rows, i, x0, x1, h)
        n = _blocks_end(rows, i, len(bands), *bands[-1], h)
        run = _Run(i, i + n, *bands[n - 1])
        if _garbled(rows, run, h):
            return run
    return None


def _blocks_end(rows: list[tuple[str, list[OcrWord]]], i: int, n: int, x0: float, x1: float, h: float) -> int:
    """How many of the n rows from row i the two blocks take: they end at an empty band BLOCK_GAP_HEIGHTS tall
    across the page unless the row after it continues both blocks (words on both sides, the right side's starting
    where the right block's lines start: a second pair of blocks under the first); a title printed under the
    blocks, a table's header further down (its columns start elsewhere) are not theirs."""
    start: float | None = None  # where the right block's lines start
    for k in range(n):
        row = rows[i + k][1]
        left = [w for w in row if w.left + w.width <= x0]
        right = [w for w in row if w.left >= x1]
        at = min((w.left for w in right), default=None)
        if k and _row_top(row, h) - _row_bottom(rows[i + k - 1][1], h) > BLOCK_GAP_HEIGHTS * h:
            if not left or at is None or start is None or abs(at - start) > 1.5 * h:
                return k
        if at is not None:
            start = at if start is None else min(start, at)
    return n


def _centre(words: list[OcrWord], h: float) -> float | None:
    """The middle of a row's words (the median of their boxes' middles, words of about a line's height; None when
    it has none: a box read across two lines says nowhere)."""
    mids = sorted(w.top + w.height / 2 for w in words if w.height <= 2 * h)
    return mids[len(mids) // 2] if mids else None


def _interleaved(left: list[list[OcrWord]], right: list[list[OcrWord]], h: float) -> bool:
    """Lines of each side lie between lines of the other, level with none of them (two lines at least): the two
    sides are printed at different line pitches. A table's rows are level across it (a cell read oddly aside)."""
    lc = [c for c in (_centre(row, h) for row in left) if c is not None]
    rc = [c for c in (_centre(row, h) for row in right) if c is not None]
    a, b = sum(_apart(c, rc, h) for c in lc), sum(_apart(c, lc, h) for c in rc)
    return a >= 1 and b >= 1 and a + b >= 2


def _apart(c: float, other: list[float], h: float) -> bool:
    """A line at height c lies between two lines of the other side, level with none of them."""
    return bool(other) and min(other) < c < max(other) and min(abs(c - d) for d in other) > LEVEL_HEIGHTS * h


def _typical(words: list[OcrWord], h: float) -> list[OcrWord]:
    """Words of about a line's height (a garbled word's box may span two lines)."""
    return [w for w in words if w.height <= 2 * h] or words


def _row_top(words: list[OcrWord], h: float) -> float:
    return min((w.top for w in _typical(words, h)), default=0)


def _row_bottom(words: list[OcrWord], h: float) -> float:
    return max((w.top + w.height for w in _typical(words, h)), default=0)


def _sides(rows: list[tuple[str, list[OcrWord]]], run: _Run) -> tuple[list[list[OcrWord]], list[list[OcrWord]]]:
    """The run's rows' words left of its band and right of it (rows with nothing on a side left out)."""
    part = [row for _, row in rows[run.first:run.end]]
    left = [[w for w in row if w.left + w.width <= run.x0] for row in part]
    right = [[w for w in row if w.left >= run.x1] for row in part]
    return [r for r in left if r], [r for r in right if r]


def _garbled(rows: list[tuple[str, list[OcrWord]]], run: _Run, h: float) -> bool:
    left, right = _sides(rows, run)
    left, right = [r for r in map(_alnum, left) if r], [r for r in map(_alnum, right) if r]
    if len(left) < MIN_BLOCK_ROWS or len(right) < MIN_BLOCK_ROWS:
        return False
    if not _interleaved(left, right, h):
        return False
    pairs = [(_alnum([w for w in row if w.left + w.width <= run.x0]), _alnum([w for w in row if w.left >= run.x1]))
             for _, row in rows[run.first:run.end]]
    if _grid_of_boxes(_row_above(rows, run, _alnum) + pairs, _has_digits, h):
        return False
    return any(_suspect(side, h) for side in (left, right))


def _has_digits(words: list[OcrWord]) -> bool:
    return any(any(map(str.isdigit, w.text)) for w in words)


def _suspect(side: list[list[OcrWord]], h: float) -> bool:
    """A word of the side read unsurely (confidence under SUSPECT_CONF) whose box is not a line's height (over
    TALL_HEIGHTS word heights: letters read across two lines, "sre Bers" for "Shaw Builders"; under SHORT_HEIGHTS:
    a line's tops or feet read as letters), or a ghost: a word of one row over most of a word of another row (a
    line read twice from parts of two lines). A word merely read unsurely at a line's height (a logo, an odd
    font) is no sign of it."""
    words = [w for row in side for w in row]
    if any(0 <= w.conf < SUSPECT_CONF and not SHORT_HEIGHTS * h <= w.height <= TALL_HEIGHTS * h for w in words):
        return True
    for a_row, b_row in zip(side, side[1:]):
        for a in a_row:
            for b in b_row:
                dx = min(a.left + a.width, b.left + b.width) - max(a.left, b.left)
                dy = min(a.top + a.height, b.top + b.height) - max(a.top, b.top)
                if dx > 0.5 * min(a.width, b.width) and dy > 0.5 * min(a.height, b.height):
                    return True
    return False


def _reread_run(rows: list[tuple[str, list[OcrWord]]], run: _Run, h: float, pixels: Image.Image, factor: float,
                read, block_base: int) -> list[tuple[str, list[OcrWord]]] | None:
    """The run's two blocks read from their own crops, as two columns; None when tesseract is less sure of them."""
    words = [w for _, row in rows[run.first:run.end] for w in row]
    top, bottom = _row_top(words, h), _row_bottom(words, h)  # a box read across two lines aside
    # a word's height of margin, never into the rows above and below
    above = _row_bottom(rows[run.first - 1][1], h) + 1 if run.first > 0 else 0
    below = _row_top(rows[run.end][1], h) - 1 if run.end < len(rows) else math.inf
    top, bottom = min(top, max(top - h, above)), max(bottom, min(bottom + h, below))
    middle = (run.x0 + run.x1) / 2
    width, height = pixels.width / factor, pixels.height / factor
    columns: list[tuple[str, list[OcrWord]]] = []
    for k, (x0, x1) in enumerate(((0.0, middle), (middle, width))):
        box = (max(0, round(x0 * factor)), max(0, round(top * factor)),
               min(pixels.width, round(x1 * factor)), min(pixels.height, round(min(bottom, height) * factor)))
        if box[2] - box[0] < 2 or box[3] - box[1] < 2:
            return None
        data = read_once(read, pixels.crop(box), REREAD_STATS)
        found = page_rows(data, scale=1.0 / factor, dx=box[0], dy=box[1], block_base=block_base + 100 * k)
        found = [("\n\n" if j == 0 else sep, row) for j, (sep, row) in enumerate(found)]
        columns += split_columns(found)
    before = [w.conf for w in _alnum(words) if w.conf >= 0]
    after = [w.conf for _, row in columns for w in _alnum(row) if w.conf >= 0]
    if not after or not before or sum(after) / len(after) <= sum(before) / len(before):
        return None
    return columns
