"""Generate shop 3 (Harbourline Home & Kitchen), the tuning set for generalisation.

    python -m sample_docs.shop3.generate            # seed 23 -> sample_docs/shop3/{batch,truth.jsonl,conflicts.json}
    python -m sample_docs.shop3.generate --truth-only --out /tmp/x

Same seed, byte-identical output (seeded noise, no timestamps, reportlab `invariant=1`,
fixed MIME boundaries), so the output is checked in and a test regenerates the truth.
"""

from __future__ import annotations

from pathlib import Path

from sample_docs.documents import Batch
from sample_docs.generate import generate_tuning_shop, generator_cli
from sample_docs.shop3.documents import DEFAULT_SEED, SHOP


def generate(out: Path, seed: int = DEFAULT_SEED, truth_only: bool = False) -> Batch:
    """Write truth.jsonl and conflicts.json, and (unless truth_only) batch/."""
    return generate_tuning_shop(SHOP, out, seed, truth_only)


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, DEFAULT_SEED, Path(__file__).parent, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
