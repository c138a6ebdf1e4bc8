"""Generate shop 18 (Cordillera Print & Sign Supply): batch/, truth.jsonl, conflicts.json.

    python -m sample_docs.shop18.generate            # seed 18 -> sample_docs/shop18/
    python -m sample_docs.shop18.generate --truth-only --out /tmp/x
"""

from __future__ import annotations

from pathlib import Path

from sample_docs.documents import Batch
from sample_docs.generate import generator_cli, write_shop
from sample_docs.shop18.cases import PREFIX, SEED, build_batch
from sample_docs.shop18.render import render

HERE = Path(__file__).resolve().parent


def generate(out: Path, seed: int = SEED, truth_only: bool = False) -> Batch:
    """Write truth.jsonl and conflicts.json, and (unless truth_only) batch/."""
    batch = build_batch(seed)
    write_shop(out, batch, render, seed, f"{PREFIX}*", truth_only)
    return batch


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, SEED, HERE, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
