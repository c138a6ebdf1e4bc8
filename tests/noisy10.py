"""TUNING set of the noisy10 round (the check set is tests/noisy10_check.py; damage in tests/noisy10_images.py).

Run: PYTHONPATH=. python -m tests.noisy10 [check] [--clean] [--texts]
"""

from __future__ import annotations

import sys

from tests.fresh_images5 import M, Doc
from tests.noisy10_check import CHECK_DOCS
from tests.noisy10_images import main

DOCS: list[Doc] = []

if __name__ == "__main__":
    main(sys.argv[1:], DOCS, CHECK_DOCS)
