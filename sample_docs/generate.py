"""Generate the sample batch: documents, ground truth, planted conflicts, bad inputs.

    python -m sample_docs.generate --seed 7 --out sample_docs

The same seed gives byte-identical output (no timestamps, seeded noise,
reportlab `invariant=1`), so the output is checked in next to this script and a
test regenerates the truth to prove it still matches.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Callable

from sample_docs.bad import write_bad_inputs
from sample_docs.documents import Batch, build_batch, truth_row
from sample_docs.render import render
from sample_docs.shop_kit import ShopSpec, check_truth_matches_text

DEFAULT_SEED = 7


def truth_jsonl(batch: Batch) -> str:
    rows = sorted((truth_row(d) for d in batch.docs), key=lambda r: r["doc_id"])
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n" for r in rows)


def conflicts_json(batch: Batch) -> str:
    return json.dumps(batch.conflicts, indent=2, ensure_ascii=False) + "\n"


def write_shop(out: Path, batch, render_doc, seed: int, stale_glob: str, truth_only: bool) -> None:
    """Write a shop's truth.jsonl and conflicts.json, and (unless truth_only) its batch/
    folder: one file per document, rendered with a per-document seed; stale files removed."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "truth.jsonl").write_text(truth_jsonl(batch), encoding="utf-8")
    (out / "conflicts.json").write_text(conflicts_json(batch), encoding="utf-8")
    if truth_only:
        return
    batch_dir = out / "batch"
    batch_dir.mkdir(exist_ok=True)
    keep = {d.doc_id for d in batch.docs}
    for stale in batch_dir.glob(stale_glob):
        if stale.name not in keep:
            stale.unlink()
    for n, doc in enumerate(sorted(batch.docs, key=lambda d: d.doc_id)):
        (batch_dir / doc.doc_id).write_bytes(render_doc(doc, seed * 100_000 + n))


def generate(out: Path, seed: int = DEFAULT_SEED, truth_only: bool = False) -> Batch:
    """Write truth.jsonl and conflicts.json, and (unless truth_only) batch/ and bad/."""
    batch = build_batch(seed)
    write_shop(out, batch, render, seed, "NW-*", truth_only)
    if not truth_only:
        write_bad_inputs(out / "bad", seed)
    return batch


def generate_tuning_shop(shop: ShopSpec, out: Path, seed: int, truth_only: bool) -> Batch:
    """A tuning shop's truth.jsonl and conflicts.json, and (unless truth_only) batch/; every
    document's stated values are checked against its words before anything is written."""
    batch = shop.build_batch(seed)
    for doc in batch.docs:
        check_truth_matches_text(doc)
    write_shop(out, batch, render, seed, f"{shop.file_prefix}*", truth_only)
    return batch


def generator_cli(argv: list[str] | None, generate_shop, seed: int, out: Path, description: str) -> None:
    """The command line of a shop generator: --seed, --out, --truth-only; prints what it wrote."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--seed", type=int, default=seed)
    ap.add_argument("--out", type=Path, default=out)
    ap.add_argument("--truth-only", action="store_true", help="write truth.jsonl and conflicts.json only")
    args = ap.parse_args(argv)
    batch = generate_shop(args.out, args.seed, args.truth_only)
    print(f"{len(batch.docs)} documents in {len(batch.cases)} cases, {len(batch.conflicts)} planted conflicts "
          f"-> {args.out}")


def tuning_shop_entry_points(shop: ShopSpec, seed: int, out: Path, doc: str
                             ) -> tuple[Callable[..., Batch], Callable[[list[str] | None], None]]:
    """A tuning shop module's generate(out, seed, truth_only) and main(argv), its folder the default --out."""
    def generate(out: Path, seed: int = seed, truth_only: bool = False) -> Batch:
        """Write truth.jsonl and conflicts.json, and (unless truth_only) batch/."""
        return generate_tuning_shop(shop, out, seed, truth_only)

    def main(argv: list[str] | None = None) -> None:
        generator_cli(argv, generate, seed, out, doc.splitlines()[0])

    return generate, main


def main(argv: list[str] | None = None) -> None:
    generator_cli(argv, generate, DEFAULT_SEED, Path(__file__).parent, __doc__.splitlines()[0])


if __name__ == "__main__":
    main()
