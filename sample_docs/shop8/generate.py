"""Generate shop 8 (Saltbush Marine Supply), an unseen-shop validation set.

    python -m sample_docs.shop8.generate            # seed 83 -> sample_docs/shop8/{batch,truth.jsonl,conflicts.json}
    python -m sample_docs.shop8.generate --truth-only --out /tmp/x

Same seed, byte-identical output (seeded noise, no timestamps, reportlab `invariant=1`,
fixed MIME boundaries), so the output is checked in and a test regenerates the truth.
"""

from __future__ import annotations

from pathlib import Path

from sample_docs.generate import tuning_shop_entry_points
from sample_docs.shop8.documents import DEFAULT_SEED, SHOP

generate, main = tuning_shop_entry_points(SHOP, DEFAULT_SEED, Path(__file__).parent, __doc__)

if __name__ == "__main__":
    main()
