"""Generate shop 35 (Mopane Safety & Mining Supplies): batch/, truth.jsonl and conflicts.json.

    python -m sample_docs.shop35.generate [--truth-only] [--seed N] [--out DIR]
"""

from __future__ import annotations

from pathlib import Path

from sample_docs.documents import Batch
from sample_docs.generate import generate_tuning_shop, generator_cli
from sample_docs.shop35.cases import SEED, SPEC

HERE = Path(__file__).parent


def generate(out: Path, seed: int = SEED, truth_only: bool = False) -> Batch:
    """Write truth.jsonl and conflicts.json, and (unless truth_only) batch/."""
    return generate_tuning_shop(SPEC, out, seed, truth_only)


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, SEED, HERE, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
