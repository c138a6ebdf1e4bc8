"""Generate shop 31 (Alcántara Ferretería Industrial): batch/, truth.jsonl and conflicts.json."""

from __future__ import annotations

from pathlib import Path

from sample_docs.generate import tuning_shop_entry_points
from sample_docs.shop31.cases import SEED, SPEC

generate, main = tuning_shop_entry_points(SPEC, SEED, Path(__file__).parent, __doc__)

if __name__ == "__main__":
    main()
