"""Turn a document's layout blocks into a file: e-mail text or .eml, PNG, noisy JPEG scan,
fax TIFF or PDF (text layer, clean or degraded page images).

Layout happens once, in points, with reportlab's font metrics; the image and the
PDF renderers draw the same positioned lines, so a PNG and a PDF of one document
look alike. Everything is deterministic: no timestamps, seeded noise, reportlab
`invariant=1`.
"""

from __future__ import annotations

import email.policy
import html
import io
import textwrap
from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

from sample_docs.documents import Doc
from sample_docs.formatting import NBSP

FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
FONT_FILES = {
    "sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    "serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"),
    "mono": ("DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf"),
    "sans_condensed": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"),
    "serif_condensed": ("DejaVuSerifCondensed.ttf", "DejaVuSerifCondensed-Bold.ttf"),
    # italic and light cuts, for filled-in forms and letterheads (shops 20 and 21)
    "sans_oblique": ("DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf"),
    "serif_italic": ("DejaVuSerif-Italic.ttf", "DejaVuSerif-BoldItalic.ttf"),
    "mono_oblique": ("DejaVuSansMono-Oblique.ttf", "DejaVuSansMono-BoldOblique.ttf"),
    "sans_light": ("DejaVuSans-ExtraLight.ttf", "DejaVuSans-Bold.ttf"),
}
PAGE_W, PAGE_H = 595.0, 842.0  # A4 in points
MARGIN = 60.0


# --------------------------------------------------------------------------- text (e-mail)


def _plain(text: str) -> str:
    return text.replace(NBSP, " ")


def _sep(doc: Doc) -> str:
    """What follows a label: ':' unless the document's style prints labels bare."""
    return doc.style.get("kv_sep", ":")


def render_text(doc: Doc) -> str:
    """A plain-text e-mail: headers, blank line, body wrapped at 76 columns."""
    assert doc.email is not None, f"{doc.doc_id}: text format needs e-mail headers"
    return "\n".join(f"{k}: {v}" for k, v in doc.email.items()) + "\n\n" + render_body(doc)


def render_body(doc: Doc) -> str:
    """The blocks as plain text, the way a mail client shows a message body."""
    out: list[str] = []
    sep = _sep(doc)
    label_w = max((len(b[1]) for b in doc.blocks if b[0] == "kv"), default=0) + 2
    for b in doc.blocks:
        kind = b[0]
        if kind in ("head", "page"):
            continue
        if kind == "title":
            out += [_plain(b[1]), "=" * len(b[1]), ""]
        elif kind == "kv":
            label = f"{b[1]}{sep}"
            if doc.style.get("stacked"):
                out += [_plain(label), _plain(b[2])]
            else:
                out.append(_plain(f"{label:<{label_w}}{b[2]}" if doc.style.get("aligned") else f"{label} {b[2]}"))
        elif kind == "kv2":
            left = _plain(f"{b[1]}{sep} {b[2]}")
            out.append(f"{left:<38}  " + _plain(f"{b[3]}{sep} {b[4]}"))
        elif kind == "para":
            out += [_plain(x) for x in textwrap.wrap(b[1], 76, break_on_hyphens=False)]
            out.append("")
        elif kind == "quote":
            out += ["> " + _plain(x) for x in textwrap.wrap(b[1], 72, break_on_hyphens=False)]
            out.append(">")
        elif kind in ("line", "small", "rline"):
            out.append(_plain(b[1]))
        elif kind == "rkv":  # a right-hand label and value (a header block or a totals column)
            out.append(_plain(f"{b[1]}{sep} {b[2]}").rjust(64))
        elif kind == "gap":
            if out and out[-1] != "":
                out.append("")
        elif kind in ("table", "grid"):
            header, rows = b[1], b[2]
            widths = [max(len(_plain(r[i])) for r in [header, *rows]) for i in range(len(header))]
            for r in [header, *rows]:
                cells = [_plain(c).ljust(widths[i]) if i == 0 or kind == "grid" else _plain(c).rjust(widths[i])
                         for i, c in enumerate(r)]
                line = "   ".join(cells)
                out.append(line.rstrip() if kind == "grid" else line)
            if kind == "grid":
                out.append("")
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out) + "\n"


def render_eml(doc: Doc) -> bytes:
    """A MIME e-mail (.eml): the headers, the body as text/plain (quoted-printable when the
    style says so) and, with style `html`, an HTML alternative. Fixed boundary: same bytes."""
    assert doc.email is not None, f"{doc.doc_id}: email format needs e-mail headers"
    msg = EmailMessage(policy=email.policy.SMTP)
    for k, v in doc.email.items():
        msg[k] = v
    body = render_body(doc)
    msg.set_content(body, cte="quoted-printable" if doc.style.get("qp") else "8bit")
    if doc.style.get("html"):
        paras = "".join(f"<p>{html.escape(p).replace(chr(10), '<br>')}</p>" for p in body.split("\n\n") if p.strip())
        msg.add_alternative(f"<html><body>{paras}</body></html>", subtype="html", cte="quoted-printable")
        msg.set_boundary(f"docflow-{doc.doc_id}")
    return bytes(msg)


# --------------------------------------------------------------------------- layout


@dataclass
class Run:
    """One piece of text at a position (points from the top-left of the page)."""

    x: float
    y: float  # baseline
    text: str
    bold: bool
    size: float
    align: str = "left"  # or "right": x is the right edge


_registered: set[str] = set()


def _font_name(family: str, bold: bool) -> str:
    name = f"NW-{family}-{'b' if bold else 'r'}"
    if name not in _registered:
        pdfmetrics.registerFont(TTFont(name, str(FONT_DIR / FONT_FILES[family][int(bold)])))
        _registered.add(name)
    return name


def _width(text: str, family: str, bold: bool, size: float) -> float:
    return pdfmetrics.stringWidth(_plain(text), _font_name(family, bold), size)


def _wrap(text: str, family: str, size: float, width: float) -> list[str]:
    lines, cur = [], ""
    for word in text.split(" "):
        trial = f"{cur} {word}" if cur else word
        if cur and _width(trial, family, False, size) > width:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    if cur:
        lines.append(cur)
    return lines


def layout(doc: Doc) -> list[list[Run]]:
    """Positioned text runs, one list per page."""
    fam, size = doc.style["font"], float(doc.style["size"])
    lead = size * 1.45
    width = PAGE_W - 2 * MARGIN
    sep = _sep(doc)
    label_w = max((_width(b[1] + sep, fam, True, size) for b in doc.blocks if b[0] == "kv"), default=0) + 12
    pages: list[list[Run]] = [[]]
    y = MARGIN + size

    def emit(run: Run, advance: float) -> None:
        nonlocal y
        if y > PAGE_H - MARGIN:
            pages.append([])
            y = MARGIN + size
            run.y = y
        pages[-1].append(run)
        y += advance

    def pair(x: float, label: str, value: str, advance: float) -> None:
        label += sep
        emit(Run(x, y, label, True, size), 0)
        emit(Run(x + _width(label + " ", fam, True, size), y, value, False, size), advance)

    for b in doc.blocks:
        kind = b[0]
        if kind == "page":
            pages.append([])
            y = MARGIN + size
        elif kind == "head":
            emit(Run(MARGIN, y + 4, b[1], True, size + 6), lead + 8)
        elif kind == "title":
            y += 6
            emit(Run(MARGIN, y, b[1], True, size + 4), lead + 8)
        elif kind == "kv":
            label = b[1] + sep
            if doc.style.get("stacked"):  # a small bold label, the value on the line under it
                emit(Run(MARGIN, y, label, True, size - 1.5), lead * 0.9)
                emit(Run(MARGIN, y, b[2], False, size), lead * 1.25)
            elif doc.style.get("aligned"):
                emit(Run(MARGIN, y, label, True, size), 0)
                emit(Run(MARGIN + label_w, y, b[2], False, size), lead)
            else:
                pair(MARGIN, b[1], b[2], lead)
        elif kind == "kv2":  # two label/value pairs side by side
            pair(MARGIN, b[1], b[2], 0)
            pair(MARGIN + width * 0.52, b[3], b[4], lead)
        elif kind == "para":
            for line in _wrap(b[1], fam, size, width):
                emit(Run(MARGIN, y, line, False, size), lead)
            y += lead * 0.5
        elif kind == "quote":
            for line in _wrap(b[1], fam, size, width - 24):
                emit(Run(MARGIN + 12, y, "> " + line, False, size), lead)
            y += lead * 0.5
        elif kind in ("line", "small"):
            small = kind == "small" or (b[1].startswith("Northwind Electronics ") and "|" in b[1])
            line_size = size - 2 if small else size
            for part in _wrap(b[1], fam, line_size, width):
                emit(Run(MARGIN, y, part, False, line_size), lead)
        elif kind == "rline":  # right-aligned (a date or reference in a letter's corner)
            emit(Run(PAGE_W - MARGIN, y, b[1], False, size, "right"), lead)
        elif kind == "rkv":  # label right-aligned at two thirds of the width, value at the right edge
            emit(Run(MARGIN + width * 0.68, y, b[1] + sep, True, size, "right"), 0)
            emit(Run(PAGE_W - MARGIN, y, b[2], False, size, "right"), lead)
        elif kind == "gap":
            y += lead * 0.6
        elif kind == "table":
            header, rows = b[1], b[2]
            right = [MARGIN + width * f for f in (0.0, 0.62, 0.80, 1.0)]
            for i, r in enumerate([header, *rows]):
                bold = i == 0
                emit(Run(MARGIN, y, r[0], bold, size), 0)
                for col in (1, 2):
                    emit(Run(right[col], y, r[col], bold, size, "right"), 0)
                emit(Run(right[3], y, r[3], bold, size, "right"), lead * (1.25 if i == 0 else 1))
        elif kind == "grid":  # column labels in a row, the values beneath, left-aligned columns
            header, rows = b[1], b[2]
            step = width / len(header)
            for i, r in enumerate([header, *rows]):
                for col, cell in enumerate(r):
                    last = col == len(r) - 1
                    emit(Run(MARGIN + col * step, y, cell, i == 0, size - (1.5 if i == 0 else 0)),
                         (lead * (1.1 if i == 0 else 1)) if last else 0)
            y += lead * 0.5
    return [p for p in pages if p]


# --------------------------------------------------------------------------- images


_pil_fonts: dict[tuple[str, bool, int], ImageFont.FreeTypeFont] = {}


def _pil_font(family: str, bold: bool, px: int) -> ImageFont.FreeTypeFont:
    key = (family, bold, px)
    if key not in _pil_fonts:
        _pil_fonts[key] = ImageFont.truetype(str(FONT_DIR / FONT_FILES[family][int(bold)]), px)
    return _pil_fonts[key]


def draw_page(runs: list[Run], family: str, dpi: int) -> Image.Image:
    """A crisp grayscale page image at the given resolution."""
    k = dpi / 72.0
    img = Image.new("L", (round(PAGE_W * k), round(PAGE_H * k)), 255)
    draw = ImageDraw.Draw(img)
    for r in runs:
        font = _pil_font(family, r.bold, round(r.size * k))
        text = _plain(r.text)
        x = r.x * k
        if r.align == "right":
            x -= draw.textlength(text, font=font)
        draw.text((x, r.y * k), text, font=font, fill=0, anchor="ls")
    return img


def degrade(img: Image.Image, seed: int) -> Image.Image:
    """Make a crisp page look scanned: paper tone, skew, blur, noise, speckle.

    Realistic but readable: the skew stays within 1.5 degrees and the noise is mild
    enough for tesseract to read the text.
    """
    rng = np.random.default_rng(seed)
    angle = float(rng.uniform(-1.5, 1.5))
    paper = int(rng.integers(232, 248))
    ink = int(rng.integers(20, 60))
    # ink and paper tone
    arr = np.asarray(img, dtype=np.float32) / 255.0
    arr = ink + arr * (paper - ink)
    img = Image.fromarray(arr.clip(0, 255).astype(np.uint8))
    img = img.rotate(angle, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=paper)
    img = img.filter(ImageFilter.GaussianBlur(float(rng.uniform(0.5, 1.1))))
    arr = np.asarray(img, dtype=np.float32)
    h, w = arr.shape
    # uneven illumination: a gentle gradient across the page
    gy = np.linspace(0, 1, h, dtype=np.float32)[:, None]
    gx = np.linspace(0, 1, w, dtype=np.float32)[None, :]
    arr -= float(rng.uniform(0, 14)) * (gx * float(rng.uniform(0.3, 1)) + gy * float(rng.uniform(0.3, 1))) / 2
    arr += rng.normal(0.0, float(rng.uniform(5, 13)), size=arr.shape).astype(np.float32)
    # speckle: a few dark specks and a few dropped-out pixels
    n = int(h * w * float(rng.uniform(0.0002, 0.0008)))
    ys, xs = rng.integers(0, h, n), rng.integers(0, w, n)
    arr[ys, xs] = rng.uniform(40, 120, n)
    ys, xs = rng.integers(0, h, n), rng.integers(0, w, n)
    arr[ys, xs] = paper
    return Image.fromarray(arr.clip(0, 255).astype(np.uint8))


def _png_bytes(img: Image.Image, dpi: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=True, dpi=(dpi, dpi))
    return buf.getvalue()


def _jpeg_bytes(img: Image.Image, quality: int, dpi: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=quality, optimize=True, dpi=(dpi, dpi))
    return buf.getvalue()


def fax(img: Image.Image, seed: int) -> Image.Image:
    """A faxed page: a lighter version of the scan noise, thresholded to black and white,
    with a few thin horizontal streaks where the fax machine's sensor skipped."""
    rng = np.random.default_rng(seed)
    arr = np.asarray(degrade(img, seed), dtype=np.float32)
    threshold = float(rng.uniform(125, 150))
    bw = np.where(arr < threshold, 0, 255).astype(np.uint8)
    h = bw.shape[0]
    for _ in range(int(rng.integers(1, 4))):
        y = int(rng.integers(0, h - 2))
        bw[y: y + int(rng.integers(1, 3)), :] = 0 if rng.random() < 0.5 else 255
    return Image.fromarray(bw).convert("1", dither=Image.Dither.NONE)


def _tiff_g4_bytes(img: Image.Image, dpi: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "TIFF", compression="group4", dpi=(dpi, dpi))
    return buf.getvalue()


# --------------------------------------------------------------------------- PDF


def _pdf_text(pages: list[list[Run]], family: str, title: str, author: str = "Northwind Electronics") -> bytes:
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(PAGE_W, PAGE_H), invariant=1, pageCompression=1)
    c.setTitle(title)
    c.setAuthor(author)
    c.setCreator("docflow sample generator")
    c.setProducer("docflow sample generator")
    for runs in pages:
        for r in runs:
            name = _font_name(family, r.bold)
            c.setFont(name, r.size)
            y = PAGE_H - r.y
            if r.align == "right":
                c.drawRightString(r.x, y, _plain(r.text))
            else:
                c.drawString(r.x, y, _plain(r.text))
        c.showPage()
    c.save()
    return buf.getvalue()


def _pdf_images(jpegs: list[bytes], title: str) -> bytes:
    """A PDF whose pages are only images: no text layer at all."""
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(PAGE_W, PAGE_H), invariant=1, pageCompression=1)
    c.setTitle(title)
    c.setCreator("docflow sample generator")
    c.setProducer("docflow sample generator")
    for data in jpegs:
        c.drawImage(ImageReader(io.BytesIO(data)), 0, 0, PAGE_W, PAGE_H)
        c.showPage()
    c.save()
    return buf.getvalue()


# --------------------------------------------------------------------------- entry point


def render(doc: Doc, seed: int) -> bytes:
    """The file content for one document in its format."""
    if doc.fmt == "text":
        return render_text(doc).encode("utf-8")
    if doc.fmt == "email":
        return render_eml(doc)
    family, dpi = doc.style["font"], int(doc.style["dpi"])
    pages = layout(doc)
    if doc.fmt == "pdf_text":
        return _pdf_text(pages, family, doc.doc_id, doc.style.get("author", "Northwind Electronics"))
    images = [draw_page(p, family, dpi) for p in pages]
    if doc.fmt == "clean_image":
        return _png_bytes(_stack(images), dpi)
    if doc.fmt == "noisy_scan":
        return _jpeg_bytes(degrade(_stack(images), seed), 60 + seed % 16, dpi)
    if doc.fmt == "pdf_scan":
        scans = [degrade(im, seed + i) if doc.style.get("scan_noise") else im for i, im in enumerate(images)]
        return _pdf_images([_jpeg_bytes(im, 75, dpi) for im in scans], doc.doc_id)
    if doc.fmt == "noisy_pdf_scan":
        scans = [degrade(im, seed + i) for i, im in enumerate(images)]
        return _pdf_images([_jpeg_bytes(im, 70, dpi) for im in scans], doc.doc_id)
    if doc.fmt == "fax":
        return _tiff_g4_bytes(fax(_stack(images), seed), dpi)
    raise ValueError(f"unknown format {doc.fmt}")


def _stack(images: list[Image.Image]) -> Image.Image:
    """Image formats hold one page: a rare second page is appended below the first."""
    if len(images) == 1:
        return images[0]
    w = images[0].width
    out = Image.new("L", (w, sum(i.height for i in images)), 255)
    y = 0
    for im in images:
        out.paste(im, (0, y))
        y += im.height
    return out


def printed_text(doc) -> str:
    """A document's text as printed: one line per baseline, its runs left to right (the truth OCR is
    compared with in benchmarks/ocr_quality.py and benchmarks/ocr_settings.py)."""
    lines = []
    for page in layout(doc):
        rows: dict[float, list] = {}
        for run in page:
            rows.setdefault(round(run.y, 1), []).append(run)
        for y in sorted(rows):
            lines.append(" ".join(r.text.replace("\xa0", " ") for r in sorted(rows[y], key=lambda r: r.x)))
    return "\n".join(lines)
