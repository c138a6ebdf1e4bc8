"""Phone photos of paper: half of the shop's noisy scans are a page photographed on a desk (keystone, tilt,
vignette, dark surround) rather than put through a scanner. Truth is unchanged; only the pixels differ."""

from __future__ import annotations

import numpy as np
from PIL import Image

from sample_docs.documents import Doc
from sample_docs.render import _jpeg_bytes, _stack, degrade, draw_page, layout, render


def is_photo(doc: Doc) -> bool:
    """Which noisy scans are phone photos: fixed by the document number, so no random draw moves the batch."""
    return doc.fmt == "noisy_scan" and int("".join(ch for ch in doc.doc_id if ch.isdigit()) or 0) % 2 == 0


def phone_photo(img: Image.Image, seed: int) -> Image.Image:
    """A scanned-looking page, tilted and keystoned on a darker surface, lit unevenly from one side."""
    rng = np.random.default_rng(seed + 7)
    w, h = img.size
    pad = int(w * 0.06)
    desk = int(rng.integers(70, 120))
    canvas = Image.new("L", (w + 2 * pad, h + 2 * pad), desk)
    canvas.paste(img, (pad, pad))
    canvas = canvas.rotate(float(rng.uniform(-3.0, 3.0)), resample=Image.Resampling.BICUBIC, fillcolor=desk)
    cw, ch = canvas.size
    k = [int(v) for v in rng.integers(0, int(cw * 0.035), 4)]  # keystone: corners pulled in a little
    quad = (k[0], 0, k[1], ch, cw - k[2], ch, cw - k[3], 0)  # source corners: UL, LL, LR, UR
    canvas = canvas.transform((cw, ch), Image.Transform.QUAD, quad, resample=Image.Resampling.BICUBIC,
                              fillcolor=desk)
    arr = np.asarray(canvas, dtype=np.float32)
    yy, xx = np.mgrid[0:ch, 0:cw].astype(np.float32)
    cx, cy = cw * float(rng.uniform(0.3, 0.7)), ch * float(rng.uniform(0.3, 0.7))
    dist = np.sqrt(((xx - cx) / cw) ** 2 + ((yy - cy) / ch) ** 2)
    arr *= 1.0 - float(rng.uniform(0.15, 0.3)) * dist  # vignette around the lit spot
    return Image.fromarray(arr.clip(0, 255).astype(np.uint8)).resize((int(cw * 0.85), int(ch * 0.85)),
                                                                     Image.Resampling.LANCZOS)


def render_doc(doc: Doc, seed: int) -> bytes:
    """The file for one document: render.py's, except that phone-photo scans get the photo treatment."""
    if not is_photo(doc):
        return render(doc, seed)
    dpi = int(doc.style["dpi"])
    page = _stack([draw_page(p, doc.style["font"], dpi) for p in layout(doc)])
    return _jpeg_bytes(phone_photo(degrade(page, seed), seed), 60 + seed % 16, int(dpi * 0.85))
