"""Generate shop 2 (Oakridge Audio Supply): documents, ground truth, planted conflicts.

    python -m sample_docs.shop2.generate                       # writes sample_docs/shop2/{batch,truth.jsonl,conflicts.json}
    python -m sample_docs.shop2.generate --truth-only --out /tmp/x

A held-out validation set: tune extraction on the first shop (sample_docs/batch), report
on this one. Same seed, byte-identical output; the output is checked in and a test
regenerates the truth to prove it still matches.
"""

from __future__ import annotations

from pathlib import Path

from sample_docs.generate import generator_cli, write_shop
from sample_docs.shop2.documents import Batch, build_batch
from sample_docs.shop2.render import render

DEFAULT_SEED = 11
HERE = Path(__file__).parent


def generate(out: Path, seed: int = DEFAULT_SEED, truth_only: bool = False) -> Batch:
    """Write truth.jsonl and conflicts.json, and (unless truth_only) batch/."""
    batch = build_batch(seed)
    write_shop(out, batch, render, seed, "oak-*", truth_only)
    return batch


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, DEFAULT_SEED, HERE, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
