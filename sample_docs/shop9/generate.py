"""Generate shop 9 (Tembo Tone Instruments, an unseen-shop validation set nobody tunes on).

    python -m sample_docs.shop9.generate            # seed 919 -> sample_docs/shop9/{batch,truth.jsonl,conflicts.json}
    python -m sample_docs.shop9.generate --truth-only --out /tmp/x

The same seed gives byte-identical files: no timestamps, seeded noise, reportlab `invariant=1`. Drawing is
sample_docs/render.py's; a text document without e-mail headers (an SMS log, a portal export, a web-form
print) is written as its body alone.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from sample_docs.render import render as render_file
from sample_docs.render import render_body
from sample_docs.shop9.casebook import DEFAULT_SEED, FILE_PREFIX, Batch, build_batch
from sample_docs.shop9.sheet import Paper

HERE = Path(__file__).resolve().parent


def render(doc: Paper, seed: int) -> bytes:
    if doc.fmt == "text" and doc.email is None:
        return render_body(doc).encode("utf-8")
    return render_file(doc, seed)  # type: ignore[arg-type]  # a Paper has everything render.py reads


def truth_jsonl(batch: Batch) -> str:
    rows = sorted((d.truth_row() for d in batch.docs), key=lambda r: r["doc_id"])
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def conflicts_json(batch: Batch) -> str:
    return json.dumps(batch.conflicts, indent=2, ensure_ascii=False) + "\n"


def generate(out: Path = HERE, seed: int = DEFAULT_SEED, truth_only: bool = False) -> Batch:
    """Write truth.jsonl and conflicts.json, and (unless truth_only) batch/ with one file per document."""
    batch = build_batch(seed)
    out.mkdir(parents=True, exist_ok=True)
    (out / "truth.jsonl").write_text(truth_jsonl(batch), encoding="utf-8")
    (out / "conflicts.json").write_text(conflicts_json(batch), encoding="utf-8")
    if truth_only:
        return batch
    folder = out / "batch"
    folder.mkdir(exist_ok=True)
    keep = {d.doc_id for d in batch.docs}
    for stale in folder.glob(f"{FILE_PREFIX}*"):
        if stale.name not in keep:
            stale.unlink()
    for n, doc in enumerate(sorted(batch.docs, key=lambda d: d.doc_id)):
        (folder / doc.doc_id).write_bytes(render(doc, seed * 100_000 + n))
    return batch


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--out", type=Path, default=HERE)
    ap.add_argument("--truth-only", action="store_true", help="write truth.jsonl and conflicts.json only")
    args = ap.parse_args(argv)
    batch = generate(args.out, args.seed, args.truth_only)
    print(f"{len(batch.docs)} documents in {len(batch.cases)} cases, {len(batch.conflicts)} planted conflicts "
          f"-> {args.out}")


if __name__ == "__main__":
    main()
