"""Generate shop 23 (Ferrow & Sons Motor Factors): batch/, truth.jsonl and conflicts.json.

    python -m sample_docs.shop23.generate [--truth-only] [--out DIR] [--seed N]
"""

from __future__ import annotations

from pathlib import Path

from sample_docs.documents import Batch
from sample_docs.generate import generator_cli, write_shop
from sample_docs.shop23.cases import SEED, SPEC
from sample_docs.shop23.photo import render_doc
from sample_docs.shop_kit import check_truth_matches_text


def generate(out: Path, seed: int = SEED, truth_only: bool = False) -> Batch:
    """Write truth.jsonl and conflicts.json, and (unless truth_only) batch/; every document's stated values
    are checked against its words first."""
    batch = SPEC.build_batch(seed)
    for doc in batch.docs:
        check_truth_matches_text(doc)
    write_shop(out, batch, render_doc, seed, f"{SPEC.file_prefix}*", truth_only)
    return batch


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, SEED, Path(__file__).parent, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
