"""A Tembo Tone document while it is being written: its layout blocks (what sample_docs/render.py draws), its
e-mail headers, and its truth, recorded by the same call that prints each value."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Any

from sample_docs.shop9.printing import S, cents, date_text, money_text
from status.schema import Schema

# document_date, customer_expectation, refund_status legitimately differ between documents of one case
MAY_DIFFER = {"document_date", "customer_expectation", "refund_status", "return_reason", "issue_description"}


def collapse(text: str) -> str:
    return " ".join(text.replace(S, " ").split())


@dataclass
class Paper:
    """One document: what render.py needs (doc_id, fmt, style, blocks, email) plus its truth."""

    case_id: str
    doc_type: str
    fmt: str
    date: date  # the date the document was issued or sent
    style: dict[str, Any]
    seq: int = 0  # creation order inside its case
    doc_id: str = ""
    blocks: list[tuple] = field(default_factory=list)
    email: dict[str, str] | None = None
    fields: dict[str, dict[str, Any]] = field(default_factory=dict)
    planted: list[dict[str, Any]] = field(default_factory=list)

    def truth_row(self) -> dict[str, Any]:
        row = {"doc_id": self.doc_id, "file": f"batch/{self.doc_id}", "format": self.fmt,
               "doc_type": self.doc_type, "case_id": self.case_id, "document_date": self.date.isoformat(),
               "fields": self.fields}
        if self.planted:
            row["planted_conflicts"] = self.planted
        return row


class Pen:
    """Writes one Paper: every value-printing method returns the printed text and records the truth."""

    def __init__(self, schema: Schema, paper: Paper, currency: str, rng: random.Random):
        self.schema, self.paper, self.cur, self.rng = schema, paper, currency, rng
        paper.fields = {name: {"value": None, "qualifier": schema.fields[name].qualifier, "currency": None,
                               "basis": None, "unresolved": False}
                        for name in schema.doc_types[paper.doc_type].fields}

    # ------------------------------------------------------------------ truth
    def set(self, name: str, value: str, currency: str | None = None, basis: str | None = None,
            unresolved: bool = False) -> None:
        if name not in self.paper.fields:
            return  # a value this doc type has no field for: printed, not in the truth
        old = self.paper.fields[name]["value"]
        if old is not None and old != value:
            raise AssertionError(f"{self.paper.case_id} {self.paper.doc_type}: {name} stated twice: {old!r} / {value!r}")
        self.paper.fields[name].update(value=value, currency=currency, basis=basis, unresolved=unresolved)

    def money(self, name: str | None, amount: Decimal, style: str | None = None) -> str:
        if name:
            self.set(name, f"{cents(amount):.2f}", currency=self.cur)
        return money_text(amount, self.cur, style or self.paper.style["money"])

    def date(self, name: str | None, d: date, style: str | None = None) -> str:
        if name:
            self.set(name, d.isoformat())
        return date_text(d, style or self.paper.style["date"])

    def ident(self, name: str | None, value: str) -> str:
        if name:
            self.set(name, value)
        return value

    def text(self, name: str | None, value: str) -> str:
        if name:
            self.set(name, collapse(value).rstrip("."))
        return value

    # ------------------------------------------------------------------ layout
    def add(self, kind: str, *args: Any) -> None:
        self.paper.blocks.append((kind, *args))

    def line(self, text: str) -> None:
        self.add("line", text)

    def para(self, text: str) -> None:
        self.add("para", text)

    def gap(self) -> None:
        self.add("gap")

    def kv(self, label: str, value: str) -> None:
        self.add("kv", label, value)

    def refs(self, pairs: list[tuple[str, str]], how: str | None = None) -> None:
        """Label/value pairs in the paper's reference layout: one per line, two a line, a grid of labels with
        values beneath, a right-hand block, or one line split by bullets."""
        how = how or self.paper.style["refs"]
        if how == "two_a_line":
            for i in range(0, len(pairs) - 1, 2):
                self.add("kv2", *pairs[i], *pairs[i + 1])
            if len(pairs) % 2:
                self.kv(*pairs[-1])
        elif how == "grid":
            for i in range(0, len(pairs), 3):
                group = pairs[i:i + 3]
                self.add("grid", [lab for lab, _ in group], [[val for _, val in group]])
        elif how == "right":
            for lab, val in pairs:
                self.add("rkv", lab, val)
            self.gap()
        elif how == "bullets":
            self.line("  \u2022  ".join(f"{lab}: {val}" for lab, val in pairs))
        else:
            for p in pairs:
                self.kv(*p)

    def pick(self, options):
        return self.rng.choice(options)
