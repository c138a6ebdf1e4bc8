"""OCR results built by hand for extraction tests: what tesseract returns for a scan."""

from __future__ import annotations

import hashlib

from status.models import OcrPage, OcrResult, OcrWord


def scan(rows: list[list[tuple[str, int]]], width: int = 800, height: int = 300) -> OcrResult:
    """An OCR result as tesseract gives a scan: one text line per printed row of (word, left x),
    words with boxes (30 px per row, 10 px per character)."""
    words, parts, pos = [], [], 0
    for i, row in enumerate(rows):
        for j, (tok, x) in enumerate(row):
            if j:
                parts.append(" ")
                pos += 1
            words.append(OcrWord(text=tok, conf=90, left=x, top=30 * i, width=10 * len(tok), height=20, start=pos))
            parts.append(tok)
            pos += len(tok)
        parts.append("\n")
        pos += 1
    text = "".join(parts)
    page = OcrPage(page=1, text=text, method="tesseract", mean_conf=90, width=width, height=height, words=words)
    return OcrResult(doc_id="scan.png", content_hash=hashlib.sha256(text.encode()).hexdigest(), source_format="image",
                     pages=[page], text=text)
