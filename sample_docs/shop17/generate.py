"""Generate shop 17's batch: Al Naseem Cooling & Home Appliances (Dubai, Riyadh, Doha).

    python -m sample_docs.shop17.generate [--seed 1717] [--out sample_docs/shop17] [--truth-only]

The same seed gives byte-identical files, truth.jsonl and conflicts.json.
"""

from __future__ import annotations

from pathlib import Path

from sample_docs.documents import Batch, Doc
from sample_docs.generate import generator_cli, write_shop
from sample_docs.render import render, render_body
from sample_docs.shop17.cases import EXT, PREFIX, build_batch

SEED = 1717
HERE = Path(__file__).resolve().parent

__all__ = ["EXT", "SEED", "build_batch", "generate", "main", "render_doc"]


def render_doc(doc: Doc, seed: int) -> bytes:
    """A WhatsApp chat export is its lines as plain text; everything else renders the usual way."""
    if doc.fmt == "text" and doc.style.get("chat"):
        return render_body(doc).encode("utf-8")
    return render(doc, seed)


def generate(out: Path = HERE, seed: int = SEED, truth_only: bool = False) -> Batch:
    """Write truth.jsonl and conflicts.json, and (unless truth_only) batch/."""
    batch = build_batch(seed)
    write_shop(out, batch, render_doc, seed, f"{PREFIX}*", truth_only)
    return batch


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, SEED, HERE, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
