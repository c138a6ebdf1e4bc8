"""Doc-type scores of the earlier check sets and this round's sets, per document, for a before/after diff (doctype14).

    python -m tests.doctype14_score [check|tune|old|all]   (default: old: the earlier rounds' check sets)

Prints one line per document that is wrong ("set #n want got confidence") and a RESULT line per set.
"""

from __future__ import annotations

import sys


def _sets(which: str) -> dict[str, list]:
    out: dict[str, list] = {}
    if which in ("old", "all"):
        from tests.chatdoc13_check import CHATDOC13_CHECK
        from tests.doctype10_check import CHECK10_DOCS
        from tests.doctype12_check import CHECK12_DOCS

        out.update(doctype10_check=CHECK10_DOCS, doctype12_check=CHECK12_DOCS, chatdoc13_check=CHATDOC13_CHECK)
    if which in ("check", "all"):
        from tests.doctype14_check import CHECK14_DOCS

        out["doctype14_check"] = CHECK14_DOCS
    if which in ("tune", "all"):
        from tests.doctype14_tune import TUNE14_DOCS

        out["doctype14_tune"] = TUNE14_DOCS
    return out


def main(which: str = "old") -> None:
    from stages.doctype import classify
    from tests.test_nlp import DEFAULT

    for name, docs in _sets(which).items():
        right = 0
        for i, (want, text, *_) in enumerate(docs, 1):
            got, conf = classify(text, DEFAULT)
            right += got == want
            if got != want:
                print(f"{name} #{i} want {want} got {got} {conf}")
        print(f"RESULT {name} {right}/{len(docs)}")
    if which in ("old", "all"):
        from tests.asks13_check import score

        e, t, n = score(show=False)
        print(f"RESULT asks13_check doc_type {t}/{n} expectation {e}/{n}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "old")
