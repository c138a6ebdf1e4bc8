"""Generate shop 21 (Vaporella Pro): documents, ground truth and planted conflicts.

    python -m sample_docs.shop21.generate                 # batch/, truth.jsonl, conflicts.json
    python -m sample_docs.shop21.generate --truth-only    # truth.jsonl and conflicts.json only

The same seed gives byte-identical files (seeded noise, no timestamps, reportlab invariant=1).
"""

from __future__ import annotations

from pathlib import Path

from sample_docs.documents import Batch
from sample_docs.generate import generator_cli, write_shop
from sample_docs.render import render
from sample_docs.shop21.cases import EXT, PREFIX, SEED, build_batch
from sample_docs.shop_kit import check_truth_matches_text
from status.schema import load_schema

HERE = Path(__file__).resolve().parent
MIN_DOCS, MAX_DOCS = 75, 95


def check_mix(batch: Batch) -> None:
    """The batch the brief asks for: 75-95 documents, 14-18 cases, every type, every format at least 3 times."""
    schema = load_schema("default")
    n = len(batch.docs)
    if not MIN_DOCS <= n <= MAX_DOCS or not 14 <= len(batch.cases) <= 18:
        raise AssertionError(f"{n} documents in {len(batch.cases)} cases")
    types = {d.doc_type for d in batch.docs}
    if types != set(schema.doc_types):
        raise AssertionError(f"doc types {sorted(types)}")
    for fmt in EXT:
        if sum(d.fmt == fmt for d in batch.docs) < 3:
            raise AssertionError(f"format {fmt}: fewer than 3 documents")


def generate(out: Path = HERE, seed: int = SEED, truth_only: bool = False) -> Batch:
    """Write truth.jsonl and conflicts.json, and (unless truth_only) batch/."""
    batch = build_batch(seed)
    for doc in batch.docs:
        check_truth_matches_text(doc)
    if seed == SEED:
        check_mix(batch)
    write_shop(out, batch, render, seed, f"{PREFIX}-*", truth_only)
    return batch


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, SEED, HERE, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
