"""Generate shop 33 (Sava Dental & Lab Supply): batch/, truth.jsonl, conflicts.json and anomalies.json.

    python -m sample_docs.shop33.generate [--truth-only] [--seed N] [--out DIR]
"""

from __future__ import annotations

import json
from pathlib import Path

from sample_docs.documents import Batch
from sample_docs.generate import generate_tuning_shop, generator_cli
from sample_docs.shop33.cases import SEED, SPEC

HERE = Path(__file__).parent


def anomalies_json(batch: Batch) -> str:
    """The cross-field anomalies (refund above the order total, execution before approval, deadline before the
    order), which conflicts.json's same-field shape cannot hold."""
    return json.dumps(batch.anomalies, indent=2, ensure_ascii=False) + "\n"


def generate(out: Path, seed: int = SEED, truth_only: bool = False) -> Batch:
    """Write truth.jsonl, conflicts.json and anomalies.json, and (unless truth_only) batch/."""
    batch = generate_tuning_shop(SPEC, out, seed, truth_only)
    (out / "anomalies.json").write_text(anomalies_json(batch), encoding="utf-8")
    return batch


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, SEED, HERE, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
