"""Generate shop 7 (Bracken & Furrow Garden Machinery), the fourth tuning set for generalisation.

    python -m sample_docs.shop7.generate            # seed 73 -> sample_docs/shop7/{batch,truth.jsonl,conflicts.json}
    python -m sample_docs.shop7.generate --truth-only --out /tmp/x

Same seed, byte-identical output (seeded noise, no timestamps, reportlab `invariant=1`,
fixed MIME boundaries), so the output is checked in and a test regenerates the truth.
"""

from __future__ import annotations

from pathlib import Path

from sample_docs.generate import tuning_shop_entry_points
from sample_docs.shop7.documents import DEFAULT_SEED, SHOP

generate, main = tuning_shop_entry_points(SHOP, DEFAULT_SEED, Path(__file__).parent, __doc__)

if __name__ == "__main__":
    main()
