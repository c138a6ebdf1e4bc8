"""Generate shop 22 (Egeria Hotel & Catering Supply): batch/, truth.jsonl and conflicts.json.

    python -m sample_docs.shop22.generate [--seed 2203] [--out DIR] [--truth-only]
"""

from __future__ import annotations

from pathlib import Path

from sample_docs.generate import tuning_shop_entry_points
from sample_docs.shop22.cases import SEED, SPEC

generate, main = tuning_shop_entry_points(SPEC, SEED, Path(__file__).parent, __doc__)

if __name__ == "__main__":
    main()
