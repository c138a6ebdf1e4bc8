"""Draw Cordillera's documents: forms with boxes, ruled tables, the Chilean SII box, signature
lines, phone screenshots of chats and bank apps, on letter or A4 paper (or a phone screen).

E-mails and pasted text go through the shared renderer (sample_docs/render.py) after this shop's
own block kinds are turned into plain ones; the image and PDF renderers draw the same positioned
lines and rules, so a PNG and a PDF of one document look alike. Deterministic: seeded noise,
reportlab `invariant=1`.

Extra block kinds (besides the shared ones):
    ("rule",)                          a horizontal line across the page
    ("boxes", [(label, value, frac)])  a row of form boxes: small label on top, value inside
    ("tbl", header, rows, fracs, al)   a ruled table, column widths as fractions, al = "l"/"r" per column
    ("sii", [lines])                   a bordered box at the top right (Chilean tax documents)
    ("sign", name, role)               a signature line with the signer under it
    ("stamp", text)                    a boxed rubber stamp on the right
"""

from __future__ import annotations

import dataclasses
import io
import re
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont
from reportlab.lib.utils import ImageReader
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

from sample_docs import render as base
from sample_docs.documents import Doc
from sample_docs.formatting import NBSP

_RL = Path(pdfmetrics.__file__).parent.parent / "fonts"
_DJ = Path("/usr/share/fonts/truetype/dejavu")
# family -> (regular file, bold file, PDF regular name, PDF bold name); Type 1 families use the PDF base fonts
FONTS = {
    "arial": (_RL / "_a______.pfb", _RL / "_ab_____.pfb", "Helvetica", "Helvetica-Bold"),
    "times": (_RL / "_er_____.pfb", _RL / "_eb_____.pfb", "Times-Roman", "Times-Bold"),
    "courier": (_RL / "com_____.pfb", _RL / "cob_____.pfb", "Courier", "Courier-Bold"),
    "vera": (_RL / "Vera.ttf", _RL / "VeraBd.ttf", "CPS-vera-r", "CPS-vera-b"),
    "condensed": (_DJ / "DejaVuSansCondensed.ttf", _DJ / "DejaVuSansCondensed-Bold.ttf", "CPS-cond-r", "CPS-cond-b"),
}
PAGES = {"letter": (612.0, 792.0), "a4": (595.0, 842.0), "phone": (360.0, 760.0)}
CHAT_LINE = re.compile(r"^(\d\d/\d\d/\d\d), (\d\d:\d\d) - ([^:]+): (.*)$")


@dataclass
class Run:
    x: float
    y: float  # baseline, points from the top
    text: str
    bold: bool
    size: float
    align: str = "left"  # "right": x is the right edge; "center": x is the middle


@dataclass
class Rule:
    x: float
    y: float
    w: float
    h: float  # 0 for a horizontal line
    width: float = 0.8


@dataclass
class Page:
    runs: list[Run]
    rules: list[Rule]


def _pdf_font(family: str, bold: bool) -> str:
    path, name = FONTS[family][int(bold)], FONTS[family][2 + int(bold)]
    if name.startswith("CPS-") and name not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont(name, str(path)))
    return name


def _plain(text: str) -> str:
    return text.replace(NBSP, " ")


def width(text: str, family: str, bold: bool, size: float) -> float:
    return pdfmetrics.stringWidth(_plain(text), _pdf_font(family, bold), size)


def wrap(text: str, family: str, bold: bool, size: float, room: float) -> list[str]:
    lines, cur = [], ""
    for word in text.split(" "):
        trial = f"{cur} {word}" if cur else word
        if cur and width(trial, family, bold, size) > room:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    return lines + [cur] if cur else lines or [""]


class Layout:
    """Places a document's blocks on pages, top to bottom."""

    def __init__(self, doc: Doc):
        self.doc, st = doc, doc.style
        self.fam, self.size = st["font"], float(st["size"])
        self.pw, self.ph = PAGES[st.get("page", "letter")]
        self.margin = float(st.get("margin", 54))
        self.lead = self.size * 1.42
        self.room = self.pw - 2 * self.margin
        self.sep = st.get("kv_sep", ":")
        self.pages = [Page([], [])]
        self.y = self.margin + self.size
        self.floor = 0.0  # the bottom of a box at the top right that full-width blocks must clear
        kv_labels = [b[1] for b in doc.blocks if b[0] == "kv"]
        self.label_w = max((width(x + self.sep, self.fam, True, self.size) for x in kv_labels), default=0) + 10

    # ---------------------------------------------------------------- primitives
    def need(self, h: float) -> None:
        if self.y + h > self.ph - self.margin * 0.8 and self.pages[-1].runs:
            self.pages.append(Page([], []))
            self.y = self.margin + self.size
            self.floor = 0.0

    def text(self, x: float, text: str, bold: bool = False, size: float | None = None, align: str = "left") -> None:
        self.pages[-1].runs.append(Run(x, self.y, text, bold, size or self.size, align))

    def rule(self, x: float, y: float, w: float, h: float = 0.0, lw: float = 0.8) -> None:
        self.pages[-1].rules.append(Rule(x, y, w, h, lw))

    def clear(self) -> None:
        self.y = max(self.y, self.floor)
        self.floor = 0.0

    def left_room(self) -> float:
        return self.room - 215 if self.floor > self.y else self.room

    # ---------------------------------------------------------------- blocks
    def run(self) -> list[Page]:
        for b in self.doc.blocks:
            getattr(self, "b_" + b[0])(*b[1:])
        return [p for p in self.pages if p.runs]

    def b_head(self, text: str) -> None:
        self.need(self.lead * 2)
        self.y += 4
        for part in wrap(text, self.fam, True, self.size + 5, self.left_room()):
            self.text(self.margin, part, True, self.size + 5)
            self.y += self.lead + 6

    def b_small(self, text: str) -> None:
        s = self.size - 2
        for part in wrap(text, self.fam, False, s, self.left_room()):
            self.need(self.lead)
            self.text(self.margin, part, size=s)
            self.y += s * 1.4

    def b_title(self, text: str) -> None:
        self.clear()
        self.need(self.lead * 3)
        self.y += 8
        self.text(self.margin if self.doc.style.get("title_left", True) else self.pw / 2, text, True,
                  self.size + 3, "left" if self.doc.style.get("title_left", True) else "center")
        self.y += self.lead + 8

    def b_kv(self, label: str, value: str) -> None:
        self.clear()
        label += self.sep
        st = self.doc.style
        if st.get("stacked"):
            self.need(self.lead * 2.2)
            self.text(self.margin, label, True, self.size - 1.5)
            self.y += self.lead * 0.9
            for part in wrap(value, self.fam, False, self.size, self.room):
                self.text(self.margin, part)
                self.y += self.lead
            self.y += self.lead * 0.25
            return
        x = self.margin + self.label_w if st.get("aligned") else \
            self.margin + width(label + " ", self.fam, True, self.size) + 3
        parts = wrap(value, self.fam, False, self.size, self.pw - self.margin - x)
        self.need(self.lead * len(parts))
        self.text(self.margin, label, True)
        for part in parts:
            self.text(x, part)
            self.y += self.lead

    def b_kv2(self, l1: str, v1: str, l2: str, v2: str) -> None:
        self.clear()
        self.need(self.lead)
        for x, label, value in ((self.margin, l1, v1), (self.margin + self.room * 0.52, l2, v2)):
            self.text(x, label + self.sep, True)
            self.text(x + width(label + self.sep + " ", self.fam, True, self.size) + 3, value)
        self.y += self.lead

    def b_rkv(self, label: str, value: str) -> None:
        self.clear()
        self.need(self.lead)
        self.text(self.margin + self.room * 0.70, label + self.sep, True, align="right")
        self.text(self.pw - self.margin, value, align="right")
        self.y += self.lead

    def b_para(self, text: str) -> None:
        self.clear()
        for part in wrap(text, self.fam, False, self.size, self.room):
            self.need(self.lead)
            self.text(self.margin, part)
            self.y += self.lead
        self.y += self.lead * 0.5

    def b_quote(self, text: str) -> None:
        self.clear()
        for part in wrap(text, self.fam, False, self.size, self.room - 24):
            self.need(self.lead)
            self.text(self.margin + 12, "> " + part)
            self.y += self.lead
        self.y += self.lead * 0.5

    def b_line(self, text: str) -> None:
        if self.doc.style.get("chat"):
            self.chat(text)
            return
        for part in wrap(text, self.fam, False, self.size, self.left_room()):
            self.need(self.lead)
            self.text(self.margin, part)
            self.y += self.lead

    def b_rline(self, text: str) -> None:
        self.need(self.lead)
        self.text(self.pw - self.margin, text, align="right")
        self.y += self.lead

    def b_gap(self) -> None:
        self.y += self.lead * 0.6

    def b_page(self) -> None:
        self.pages.append(Page([], []))
        self.y = self.margin + self.size
        self.floor = 0.0

    def b_rule(self) -> None:
        self.clear()
        self.need(self.lead)
        self.rule(self.margin, self.y - self.size * 0.3, self.room)
        self.y += self.lead * 0.5

    def b_boxes(self, cells: list[tuple[str, str, float]]) -> None:
        self.clear()
        ls, pad = self.size - 2.5, 3.0
        x, cols = self.margin, []
        for label, value, frac in cells:
            w = self.room * frac
            cols.append((x, w, label, wrap(value, self.fam, False, self.size, w - 2 * pad)))
            x += w
        h = ls * 1.3 + max(len(c[3]) for c in cols) * self.lead + pad * 2
        self.need(h)
        top = self.y - self.size
        for x, w, label, lines in cols:
            self.rule(x, top, w, h)
            self.y = top + pad + ls
            self.text(x + pad, label, True, ls)
            self.y += self.lead * 0.95
            for part in lines:
                self.text(x + pad, part)
                self.y += self.lead
        self.y = top + h + self.size + 2

    def b_tbl(self, header: list[str], rows: list[list[str]], fracs: list[float], aligns: str) -> None:
        self.clear()
        xs = [self.margin + self.room * sum(fracs[:i]) for i in range(len(fracs) + 1)]
        lines_on = self.doc.style.get("tbl_lines", True)
        top = self.y - self.size - 2
        self.rule(self.margin, top, self.room)
        for i, row in enumerate([header, *rows]):
            cells = [wrap(c, self.fam, i == 0, self.size - (1 if i == 0 else 0), xs[j + 1] - xs[j] - 6)
                     for j, c in enumerate(row)]
            n = max(len(c) for c in cells)
            self.need(self.lead * n)
            for j, parts in enumerate(cells):
                for k, part in enumerate(parts):
                    yk = self.y + k * self.lead
                    run_x = xs[j + 1] - 3 if aligns[j] == "r" else xs[j] + 3
                    self.pages[-1].runs.append(Run(run_x, yk, part, i == 0, self.size - (1 if i == 0 else 0),
                                                   "right" if aligns[j] == "r" else "left"))
            bottom = self.y + (n - 1) * self.lead + self.size * 0.45
            if i == 0 or lines_on:
                self.rule(self.margin, bottom, self.room, lw=0.5)
            self.y = bottom + self.size * 1.2
        self.y += self.lead * 0.3

    def b_sii(self, lines: list[str]) -> None:
        w, s = 200.0, self.size + 1
        h = len(lines) * s * 1.6 + 10
        x, top = self.pw - self.margin - w, self.y - self.size
        self.rule(x, top, w, h, 1.8)
        y0 = self.y
        self.y = top + 8 + s
        for ln in lines:
            self.text(x + w / 2, ln, True, s, "center")
            self.y += s * 1.6
        self.floor, self.y = top + h + self.lead, y0

    def b_sign(self, name: str, role: str) -> None:
        self.clear()
        self.need(self.lead * 4)
        self.y += self.lead * 1.4
        self.rule(self.margin, self.y - self.size, 190)
        self.text(self.margin, name, True)
        self.y += self.lead
        self.text(self.margin, role, size=self.size - 1)
        self.y += self.lead

    def b_stamp(self, text: str) -> None:
        s = self.size + 1
        w = width(text, self.fam, True, s) + 16
        self.need(self.lead * 2)
        x = self.pw - self.margin - w
        self.rule(x, self.y - s - 4, w, s + 12, 1.6)
        self.text(x + 8, text, True, s)
        self.y += self.lead * 1.2

    # ---------------------------------------------------------------- chats (phone screenshots)
    def chat(self, text: str) -> None:
        m = CHAT_LINE.match(text)
        s = self.size
        if not m:  # a system line (encryption notice, chat header): centred small print, no time stamp
            text = re.sub(r"^\d\d/\d\d/\d\d, \d\d:\d\d - ", "", text)
            for part in wrap(text, self.fam, False, s - 2, self.room - 30):
                self.need(self.lead)
                self.text(self.pw / 2, part, size=s - 2, align="center")
                self.y += self.lead * 0.9
            self.y += self.lead * 0.3
            return
        day, clock, who, said = m.groups()
        if day != self.doc.style.get("_chat_day"):
            self.doc.style["_chat_day"] = day
            self.need(self.lead * 1.5)
            self.text(self.pw / 2, day, True, s - 2, "center")
            self.y += self.lead * 1.2
        mine = who != self.doc.style.get("chat_shop")
        bw = self.room * 0.78
        parts = wrap(said, self.fam, False, s, bw - 14)
        h = len(parts) * self.lead + s + 8
        self.need(h + 6)
        x = self.pw - self.margin - bw if mine else self.margin
        top = self.y - s
        self.rule(x, top, bw, h, 0.6)
        for part in parts:
            self.text(x + 7, part)
            self.y += self.lead
        self.text(x + bw - 6, clock, size=s - 3, align="right")
        self.y = top + h + s + 6


def layout(doc: Doc) -> list[Page]:
    doc.style.pop("_chat_day", None)
    pages = Layout(doc).run()
    doc.style.pop("_chat_day", None)
    return pages


# --------------------------------------------------------------------------- text and e-mail

def plain_blocks(doc: Doc) -> list[tuple]:
    """The blocks as the shared text renderer knows them (a mail client shows no boxes)."""
    out: list[tuple] = []
    for b in doc.blocks:
        kind = b[0]
        if kind == "rule":
            out.append(("line", "-" * 60))
        elif kind == "boxes":
            out += [("kv", label, value) for label, value, _ in b[1]]
        elif kind == "tbl":
            out.append(("table", b[1], b[2]))
        elif kind == "sii":
            out += [("line", x) for x in b[1]]
        elif kind == "sign":
            out += [("line", "_" * 24), ("line", b[1]), ("line", b[2])]
        elif kind == "stamp":
            out.append(("line", f"[{b[1]}]"))
        elif kind == "head":
            out.append(("line", b[1]))
        else:
            out.append(b)
    return out


def render_text(doc: Doc) -> bytes:
    """Pasted e-mail (headers, blank line, body) or, without headers, an exported chat."""
    plain = dataclasses.replace(doc, blocks=plain_blocks(doc))
    if doc.email is None:
        return base.render_body(plain).encode("utf-8")
    return base.render_text(plain).encode("utf-8")


# --------------------------------------------------------------------------- images and PDF

_pil: dict[tuple[str, bool, int], ImageFont.FreeTypeFont] = {}


def _pil_font(family: str, bold: bool, px: int) -> ImageFont.FreeTypeFont:
    key = (family, bold, px)
    if key not in _pil:
        _pil[key] = ImageFont.truetype(str(FONTS[family][int(bold)]), px)
    return _pil[key]


def draw(page: Page, doc: Doc, dpi: int) -> Image.Image:
    pw, ph = PAGES[doc.style.get("page", "letter")]
    k = dpi / 72.0
    img = Image.new("L", (round(pw * k), round(ph * k)), 255)
    d = ImageDraw.Draw(img)
    for r in page.rules:
        lw = max(1, round(r.width * k))
        if r.h:
            d.rectangle([r.x * k, r.y * k, (r.x + r.w) * k, (r.y + r.h) * k], outline=0, width=lw)
        else:
            d.line([r.x * k, r.y * k, (r.x + r.w) * k, r.y * k], fill=0, width=lw)
    for r in page.runs:
        font = _pil_font(doc.style["font"], r.bold, round(r.size * k))
        text = _plain(r.text)
        x = r.x * k
        if r.align == "right":
            x -= d.textlength(text, font=font)
        elif r.align == "center":
            x -= d.textlength(text, font=font) / 2
        d.text((x, r.y * k), text, font=font, fill=0, anchor="ls")
    return img


def crop(img: Image.Image, page: Page, dpi: int) -> Image.Image:
    bottom = max([r.y + 10 for r in page.runs] + [r.y + r.h + 10 for r in page.rules]) + 30
    return img.crop((0, 0, img.width, min(img.height, round(bottom * dpi / 72))))


def pdf_text(pages: list[Page], doc: Doc) -> bytes:
    pw, ph = PAGES[doc.style.get("page", "letter")]
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(pw, ph), invariant=1, pageCompression=1)
    c.setTitle(doc.style.get("pdf_title", doc.doc_id))
    c.setAuthor(doc.style.get("author", "Cordillera Print & Sign Supply"))
    c.setCreator(doc.style.get("creator", "Cordillera ERP"))
    c.setProducer("docflow sample generator")
    for page in pages:
        for r in page.rules:
            c.setLineWidth(r.width)
            if r.h:
                c.rect(r.x, ph - r.y - r.h, r.w, r.h, stroke=1, fill=0)
            else:
                c.line(r.x, ph - r.y, r.x + r.w, ph - r.y)
        for r in page.runs:
            c.setFont(_pdf_font(doc.style["font"], r.bold), r.size)
            text, y = _plain(r.text), ph - r.y
            if r.align == "right":
                c.drawRightString(r.x, y, text)
            elif r.align == "center":
                c.drawCentredString(r.x, y, text)
            else:
                c.drawString(r.x, y, text)
        c.showPage()
    c.save()
    return buf.getvalue()


def fax_bytes(img: Image.Image, seed: int, standard: bool, dpi: int) -> bytes:
    """A faxed page: fine mode keeps the resolution, standard mode halves the vertical one."""
    bw = base.fax(img, seed)
    if standard:
        bw = bw.resize((bw.width, bw.height // 2), Image.Resampling.NEAREST)
    buf = io.BytesIO()
    bw.save(buf, "TIFF", compression="group4", dpi=(dpi, dpi // 2 if standard else dpi))
    return buf.getvalue()


def render(doc: Doc, seed: int) -> bytes:
    """The file content for one document in its format."""
    if doc.fmt == "text":
        return render_text(doc)
    if doc.fmt == "email":
        return base.render_eml(dataclasses.replace(doc, blocks=plain_blocks(doc)))
    pages, dpi = layout(doc), int(doc.style["dpi"])
    if doc.fmt == "pdf_text":
        return pdf_text(pages, doc)
    images = [draw(p, doc, dpi) for p in pages]
    if doc.style.get("page") == "phone":  # a screenshot ends where the screen's content does
        images = [crop(im, p, dpi) for im, p in zip(images, pages)]
    if doc.fmt == "clean_image":
        return base._png_bytes(base._stack(images), dpi)
    if doc.fmt == "noisy_scan":
        return base._jpeg_bytes(base.degrade(base._stack(images), seed), 58 + seed % 18, dpi)
    if doc.fmt == "fax":
        return fax_bytes(base._stack(images), seed, bool(doc.style.get("fax_standard")), dpi)
    scans = [base.degrade(im, seed + i) if doc.fmt == "noisy_pdf_scan" or doc.style.get("scan_noise") else im
             for i, im in enumerate(images)]
    if doc.fmt in ("pdf_scan", "noisy_pdf_scan"):
        return pdf_images([base._jpeg_bytes(im, 72 if doc.fmt == "pdf_scan" else 66, dpi) for im in scans], doc)
    raise ValueError(f"unknown format {doc.fmt}")


def pdf_images(jpegs: list[bytes], doc: Doc) -> bytes:
    """A scanned PDF: one page image per page, on the document's paper size, no text layer."""
    pw, ph = PAGES[doc.style.get("page", "letter")]
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(pw, ph), invariant=1, pageCompression=1)
    c.setTitle(doc.doc_id)
    c.setCreator(doc.style.get("scanner", "Scan to PDF"))
    c.setProducer("docflow sample generator")
    for data in jpegs:
        c.drawImage(ImageReader(io.BytesIO(data)), 0, 0, pw, ph)
        c.showPage()
    c.save()
    return buf.getvalue()
