"""Draw shop 2's documents: e-mails (.eml with MIME, or pasted .txt), US-letter pages in
Helvetica/Times/Courier clones, scans, faxes and PDFs.

The fonts are the Type 1 clones reportlab ships (so no DejaVu, unlike the first shop);
PDF text layers use the matching PDF standard fonts. Scan noise, JPEG/PNG encoding and
image-only PDFs reuse the first shop's helpers in sample_docs/render.py. Deterministic:
seeded noise, fixed MIME boundaries and message ids, reportlab `invariant=1`.
"""

from __future__ import annotations

import email.policy
import io
import textwrap
from email.message import EmailMessage
from pathlib import Path

import numpy as np
import reportlab
from PIL import Image, ImageDraw, ImageFont
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen import canvas

from sample_docs.documents import Doc
from sample_docs.formatting import NBSP
from sample_docs.render import Run, _jpeg_bytes, _pdf_images, _png_bytes, _stack, degrade

FONT_DIR = Path(reportlab.__file__).parent / "fonts"
# family: (regular file, bold file, PDF standard font regular, bold)
FONTS = {
    "helvetica": ("_a______.pfb", "_ab_____.pfb", "Helvetica", "Helvetica-Bold"),
    "times": ("_er_____.pfb", "_eb_____.pfb", "Times-Roman", "Times-Bold"),
    "courier": ("com_____.pfb", "cob_____.pfb", "Courier", "Courier-Bold"),
}
PAGE_W, PAGE_H = 612.0, 792.0  # US letter
MARGIN = 54.0
TEXT_COLS = 72


def _plain(text: str) -> str:
    return text.replace(NBSP, " ")


# --------------------------------------------------------------------------- text and e-mail


def body_text(doc: Doc) -> str:
    """The document as plain text (an e-mail body)."""
    out: list[str] = []
    for b in doc.blocks:
        kind = b[0]
        if kind in ("banner", "small", "line"):
            out.append(_plain(b[1]))
        elif kind == "title":
            out += [_plain(b[1]), "-" * len(b[1])]
        elif kind == "kv":
            out.append(_plain(f"{b[1]}{b[2]} {b[3]}"))
        elif kind == "stack":
            out += [_plain(b[1]), _plain(b[2])]
        elif kind == "kv2":
            left = _plain(f"{b[1][0]}: {b[1][1]}")
            out.append(f"{left:<36}{_plain(f'{b[2][0]}: {b[2][1]}')}")
        elif kind in ("grid", "table"):
            rows = [b[1], b[2]] if kind == "grid" else [b[1], *b[2]]
            widths = [max(len(_plain(r[i])) for r in rows) for i in range(len(rows[0]))]
            for r in rows:
                out.append("  ".join(_plain(c).ljust(wd) for c, wd in zip(r, widths)).rstrip())
        elif kind == "para":
            out += [_plain(x) for x in textwrap.wrap(b[1], TEXT_COLS, break_on_hyphens=False)]
            out.append("")
        elif kind == "right":
            out.append(_plain(b[1]).rjust(TEXT_COLS))
        elif kind == "rule":
            out.append("-" * 40)
        elif kind == "gap" and out and out[-1] != "":
            out.append("")
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out) + "\n"


def render_txt(doc: Doc) -> str:
    """An e-mail pasted from a desktop mail client: From / Sent / To / Subject, then the body."""
    assert doc.email is not None, f"{doc.doc_id}: needs e-mail headers"
    h = doc.email
    d = doc.date
    hour, minute = (int(x) for x in h["Date"].split(" ")[4].split(":")[:2])
    sent = f"{d.strftime('%A')}, {d.strftime('%B')} {d.day}, {d.year} {hour % 12 or 12}:{minute:02d} " \
           f"{'AM' if hour < 12 else 'PM'}"
    head = [f"From: {h['From']}", f"Sent: {sent}", f"To: {h['To']}", f"Subject: {h['Subject']}"]
    return "\n".join(head) + "\n\n" + body_text(doc)


def render_eml(doc: Doc) -> bytes:
    """A MIME e-mail: quoted-printable plain text, some with an HTML alternative."""
    assert doc.email is not None, f"{doc.doc_id}: needs e-mail headers"
    msg = EmailMessage(policy=email.policy.SMTP)
    for k in ("Date", "From", "To", "Subject"):
        msg[k] = doc.email[k]
    msg["Message-ID"] = doc.style["message_id"]
    body = body_text(doc)
    msg.set_content(body, cte="quoted-printable")
    if doc.style["size"] >= 11:  # about half of them: a multipart/alternative with an HTML part
        html = "".join(f"<p>{line}</p>" if line else "<br>" for line in body.splitlines())
        msg.add_alternative(f"<html><body>{html}</body></html>", subtype="html", cte="quoted-printable")
        msg.set_boundary(f"==oak-{doc.doc_id}==")
    return msg.as_bytes()


# --------------------------------------------------------------------------- layout


def _pdf_font(family: str, bold: bool) -> str:
    return FONTS[family][3 if bold else 2]


def _width(text: str, family: str, bold: bool, size: float) -> float:
    return pdfmetrics.stringWidth(_plain(text), _pdf_font(family, bold), size)


def _wrap(text: str, family: str, size: float, width: float) -> list[str]:
    lines, cur = [], ""
    for word in text.split(" "):
        trial = f"{cur} {word}" if cur else word
        if cur and _width(trial, family, False, size) > width:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    return lines + ([cur] if cur else [])


def layout(doc: Doc) -> list[list[Run]]:
    """Positioned runs per page; a Run with align 'rule' is a horizontal line of width `size`."""
    fam, size = doc.style["font"], float(doc.style["size"])
    lead = size * 1.4
    width = PAGE_W - 2 * MARGIN
    kv_labels = [b[1] + b[2] for b in doc.blocks if b[0] == "kv"]
    label_w = max((_width(x, fam, True, size) for x in kv_labels), default=0) + 14
    pages: list[list[Run]] = [[]]
    y = MARGIN + size

    def put(x: float, text: str, bold: bool = False, sz: float = size, align: str = "left") -> None:
        pages[-1].append(Run(x, y, text, bold, sz, align))

    def down(dy: float) -> None:
        nonlocal y
        y += dy
        if y > PAGE_H - MARGIN:
            pages.append([])
            y = MARGIN + size

    for b in doc.blocks:
        kind = b[0]
        if kind == "page":
            pages.append([])
            y = MARGIN + size
        elif kind == "banner":
            put(MARGIN + width / 2, b[1], True, size + 9, "center")
            down(lead + 10)
        elif kind == "small":
            for part in _wrap(b[1], fam, size - 2.5, width):
                put(MARGIN, part, False, size - 2.5)
                down(lead * 0.85)
        elif kind == "rule":
            pages[-1].append(Run(MARGIN, y - size * 0.4, "", False, width, "rule"))
            down(lead * 0.6)
        elif kind == "title":
            down(4)
            put(MARGIN, b[1], True, size + 3)
            down(lead + 6)
        elif kind == "kv":
            label = b[1] + b[2]
            put(MARGIN, label, True)
            put(MARGIN + label_w, b[3])
            down(lead)
        elif kind == "kv2":
            for x0, (label, value) in ((MARGIN, b[1]), (MARGIN + width / 2, b[2])):
                put(x0, label + ":", True)
                put(x0 + _width(label + ": ", fam, True, size), value)
            down(lead)
        elif kind == "stack":
            put(MARGIN, b[1].upper(), True, size - 2)
            down(lead * 0.9)
            for part in _wrap(b[2], fam, size, width):
                put(MARGIN, part)
                down(lead)
            down(lead * 0.2)
        elif kind == "grid":
            col = width / len(b[1])
            pages[-1].append(Run(MARGIN, y - size * 1.1, "", False, width, "rule"))
            for i, label in enumerate(b[1]):
                put(MARGIN + i * col, label, True, size - 1.5)
            down(lead)
            for i, value in enumerate(b[2]):
                put(MARGIN + i * col, value)
            pages[-1].append(Run(MARGIN, y + size * 0.6, "", False, width, "rule"))
            down(lead * 1.2)
        elif kind == "table":
            xs = [MARGIN, MARGIN + 34, MARGIN + width * 0.8, MARGIN + width]
            for i, row in enumerate([b[1], *b[2]]):
                bold = i == 0
                put(xs[0], row[0], bold)
                put(xs[1], row[1], bold)
                put(xs[2], row[2], bold, size, "right")
                put(xs[3], row[3], bold, size, "right")
                down(lead * (1.2 if i == 0 else 1))
        elif kind == "para":
            for line in _wrap(b[1], fam, size, width):
                put(MARGIN, line)
                down(lead)
            down(lead * 0.4)
        elif kind == "line":
            put(MARGIN, b[1])
            down(lead)
        elif kind == "right":
            put(MARGIN + width, b[1], False, size, "right")
            down(lead)
        elif kind == "gap":
            down(lead * 0.6)
    return [p for p in pages if p]


# --------------------------------------------------------------------------- images and PDF


_pil_fonts: dict[tuple[str, bool, int], ImageFont.FreeTypeFont] = {}


def _pil_font(family: str, bold: bool, px: int) -> ImageFont.FreeTypeFont:
    key = (family, bold, px)
    if key not in _pil_fonts:
        _pil_fonts[key] = ImageFont.truetype(str(FONT_DIR / FONTS[family][int(bold)]), px)
    return _pil_fonts[key]


def draw_page(runs: list[Run], family: str, dpi: int) -> Image.Image:
    k = dpi / 72.0
    img = Image.new("L", (round(PAGE_W * k), round(PAGE_H * k)), 255)
    draw = ImageDraw.Draw(img)
    for r in runs:
        if r.align == "rule":
            draw.line([(r.x * k, r.y * k), ((r.x + r.size) * k, r.y * k)], fill=0, width=max(1, round(k * 0.8)))
            continue
        font = _pil_font(family, r.bold, round(r.size * k))
        text = _plain(r.text)
        x = r.x * k
        if r.align == "right":
            x -= draw.textlength(text, font=font)
        elif r.align == "center":
            x -= draw.textlength(text, font=font) / 2
        draw.text((x, r.y * k), text, font=font, fill=0, anchor="ls")
    return img


def fax(img: Image.Image, seed: int) -> Image.Image:
    """A received fax: 1-bit, vertical resolution halved, a few streaks and dropouts."""
    rng = np.random.default_rng(seed)
    w, h = img.size
    img = img.resize((w, h // 2), Image.Resampling.BILINEAR).resize((w, h), Image.Resampling.NEAREST)
    arr = np.asarray(img, dtype=np.float32)
    arr += rng.normal(0, 18, size=arr.shape).astype(np.float32)
    for y in rng.integers(0, h, 3):  # transmission streaks
        arr[y:y + 2, :] = np.where(rng.random(w) < 0.6, 0, arr[y:y + 2, :])
    out = Image.fromarray((arr > 150).astype(np.uint8) * 255).convert("1")
    return out.rotate(float(rng.uniform(-0.7, 0.7)), expand=False, fillcolor=1)


def _tiff_fax(img: Image.Image, dpi: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "TIFF", compression="group4", dpi=(dpi, dpi))
    return buf.getvalue()


def _pdf_text(pages: list[list[Run]], family: str, title: str) -> bytes:
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(PAGE_W, PAGE_H), invariant=1, pageCompression=1)
    c.setTitle(title)
    c.setAuthor("Oakridge Audio Supply")
    c.setCreator("Oakridge order system")
    c.setProducer("docflow sample generator")
    for runs in pages:
        for r in runs:
            y = PAGE_H - r.y
            if r.align == "rule":
                c.setLineWidth(0.7)
                c.line(r.x, y, r.x + r.size, y)
                continue
            c.setFont(_pdf_font(family, r.bold), r.size)
            text = _plain(r.text)
            if r.align == "right":
                c.drawRightString(r.x, y, text)
            elif r.align == "center":
                c.drawCentredString(r.x, y, text)
            else:
                c.drawString(r.x, y, text)
        c.showPage()
    c.save()
    return buf.getvalue()


def render(doc: Doc, seed: int) -> bytes:
    """The file content for one document in its format."""
    if doc.fmt == "text":
        return render_txt(doc).encode("utf-8")
    if doc.fmt == "email":
        return render_eml(doc)
    family, dpi = doc.style["font"], int(doc.style["dpi"])
    pages = layout(doc)
    if doc.fmt == "pdf_text":
        return _pdf_text(pages, family, doc.doc_id)
    images = [draw_page(p, family, dpi) for p in pages]
    if doc.fmt == "clean_image":
        return _png_bytes(_stack(images), dpi)
    if doc.fmt == "noisy_scan":
        return _jpeg_bytes(degrade(_stack(images), seed), 55 + seed % 20, dpi)
    if doc.fmt == "fax":
        return _tiff_fax(fax(_stack(images), seed), dpi)
    if doc.fmt in ("pdf_scan", "noisy_pdf_scan"):
        scans = [degrade(im, seed + i) if doc.fmt == "noisy_pdf_scan" else im for i, im in enumerate(images)]
        return _pdf_images([_jpeg_bytes(im, 70, dpi) for im in scans], doc.doc_id)
    raise ValueError(f"unknown format {doc.fmt}")
