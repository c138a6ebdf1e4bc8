"""perf24's CPU cuts (issue 12) give what the code they replaced gave: each shortcut against the slow path, over
many inputs. No timings. The prepared pixels of the sample pages are compared by tests/perf24_same_pages.py."""

from __future__ import annotations

import cv2
import numpy as np
from PIL import Image

from stages import ocr_image as oi


def _old_is_binary(img: Image.Image, gray: np.ndarray) -> bool:
    if img.mode == "1":
        return True
    hist = cv2.calcHist([gray], [0], None, [256], [0, 256]).ravel()
    return float(hist[0] + hist[255]) >= 0.995 * gray.size


def test_is_binary_counts_as_the_histogram_did():
    rng = np.random.default_rng(24)
    for _ in range(400):
        h, w = int(rng.integers(1, 120)), int(rng.integers(1, 120))
        gray = np.where(rng.random((h, w)) < 0.5, 0, 255).astype(np.uint8)
        # a few grey pixels, around the 0.5% the test allows
        grey = int(rng.integers(0, max(2, int(0.012 * h * w) + 2)))
        idx = rng.integers(0, h * w, grey)
        gray.ravel()[idx] = rng.integers(1, 255, grey)
        img = Image.fromarray(gray)
        assert oi.is_binary(img, gray) == _old_is_binary(img, gray), (h, w, grey)
    edge = np.zeros((100, 200), np.uint8)  # exactly 0.5% grey: still binary
    edge.ravel()[:100] = 7
    assert oi.is_binary(Image.fromarray(edge), edge) and _old_is_binary(Image.fromarray(edge), edge)
    edge.ravel()[100] = 7
    assert not oi.is_binary(Image.fromarray(edge), edge) and not _old_is_binary(Image.fromarray(edge), edge)
    page = rng.integers(0, 256, (50, 60), dtype=np.uint8)
    assert oi.is_binary(Image.fromarray(page).convert("1"), page)


def _old_case_rule_conflicts(schema, case_id, facts, issues):
    """status.case_rules.case_rule_conflicts as it was before perf24 (each rule scanning every fact twice)."""
    import hashlib
    import json

    from status import case_rules as cr
    from status.facts import ConflictRow

    out = {}
    for rule in schema.case_rules:
        others = cr._counted(facts, rule.other)
        for a in cr._counted(facts, rule.field):
            for b in others:
                if not cr._related(a, b, issues) or not cr._breach(rule, a, b):
                    continue
                cid = hashlib.sha1(f"{case_id}|rule:{rule.name}|{a.subject}".encode()).hexdigest()[:16]
                if cid in out:
                    continue
                settled = a.doc_type == "resolution" or b.doc_type == "resolution"
                va, vb = cr._side(a)["value"], cr._side(b)["value"]
                out[cid] = ConflictRow(
                    conflict_id=cid, case_id=case_id, field=rule.field, subject=a.subject,
                    values_json=json.dumps([cr._side(a), cr._side(b)]), weighty=True, escalated=not settled,
                    policy="case_rule",
                    policy_note=(f"case rule {rule.name}: {rule.field} {va} ({a.doc_id}) vs {rule.other} {vb} ({b.doc_id})"
                                 + (f": {rule.message}" if rule.message else "")),
                    status="resolved" if settled else "open",
                )
    return [out[k] for k in sorted(out)]


def test_case_rule_conflicts_as_before():
    import random

    from status.case_rules import case_rule_conflicts
    from status.facts import FactRecordRow
    from status.schema import load_schema

    schema = load_schema("default")
    assert schema.case_rules
    fields = sorted({r.field for r in schema.case_rules} | {r.other for r in schema.case_rules}) + ["customer_name"]
    rng = random.Random(24)
    subjects = ["ORD-1", "ORD-2", "CASE-9"]
    issues_sets = [[], [{"issue_id": "ORD-1", "keys": ["order_id:ORD-1"]}],
                   [{"issue_id": "ORD-1", "keys": ["order_id:ORD-1"]}, {"issue_id": "ORD-2", "keys": ["x:ORD-2", "y:CASE-9"]}]]
    checked = breached = 0
    for _ in range(1500):
        facts = []
        for k in range(rng.randrange(0, 14)):
            field = rng.choice(fields)
            date = "date" in field or field.endswith("_at")
            value = rng.choice([None, f"2026-01-{rng.randrange(1, 29):02d}", "2026-1-5"]) if date else \
                rng.choice([None, "80.00", "95.00", "10", "abc", "80.005"])
            facts.append(FactRecordRow(
                case_id="c", field=field, subject=rng.choice(subjects), type="date" if date else "money", value=value,
                currency=rng.choice([None, "EUR", "usd", "USD"]), doc_id=f"d{k}", content_hash=f"h{k}",
                doc_type=rng.choice(["order_confirmation", "refund_request", "resolution"]),
                state=rng.choice(["authoritative", "conflicting", "unverified", "superseded"]),
                current=rng.random() < 0.5))
        issues = rng.choice(issues_sets)
        got = [c.model_dump() for c in case_rule_conflicts(schema, "case-1", facts, issues)]
        want = [c.model_dump() for c in _old_case_rule_conflicts(schema, "case-1", facts, issues)]
        assert got == want
        checked += 1
        breached += bool(want)
    assert breached > 30


def _old_rule_masks(gray, glyphs, ink):
    """status before perf24: all-zero masks made and counted for directions without runs."""
    letter = glyphs.height if glyphs else max(gray.shape) * oi.RULE_PAGE_FRACTION / oi.RULE_GLYPHS
    length = max(15, round(oi.RULE_GLYPHS * letter))
    thick = max(2, round(oi.RULE_THICKNESS * letter))
    masks = []
    for run, across in (((length, 1), (1, thick + 1)), ((1, length), (thick + 1, 1))):
        vertical = run[0] == 1
        lines = oi._open_runs(ink, length, vertical, counts=oi.otsu_ink_per_line(ink, vertical))
        mask = lines
        if cv2.countNonZero(lines):
            bars = cv2.morphologyEx(lines, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, across))
            mask = cv2.subtract(lines, cv2.dilate(bars, np.ones((3, 3), np.uint8)))
        masks.append(mask)
    if not cv2.countNonZero(masks[0]) and not cv2.countNonZero(masks[1]):
        return None
    return tuple(cv2.dilate(m, np.ones((3, 3), np.uint8)) for m in masks)


def test_rule_masks_as_before():
    from PIL import ImageDraw

    rng = np.random.default_rng(7)
    kinds = set()
    for k in range(120):
        page = Image.new("L", (int(rng.integers(200, 700)), int(rng.integers(200, 700))), 255)
        draw = ImageDraw.Draw(page)
        for row in range(int(rng.integers(0, 20))):
            draw.text((int(rng.integers(0, 100)), 10 + 25 * row), "Invoice 1234 total EUR 56.00 due", fill=0)
        for _ in range(int(rng.integers(0, 4))):  # rules either way, some too short, some bars
            x, y = int(rng.integers(0, page.width)), int(rng.integers(0, page.height))
            long = int(rng.integers(5, 400))
            wide = int(rng.integers(1, 12))
            box = (x, y, x + long, y + wide) if rng.random() < 0.5 else (x, y, x + wide, y + long)
            draw.rectangle(box, fill=int(rng.integers(0, 120)))
        gray = np.asarray(page)
        ink = oi.otsu_ink(gray)
        if cv2.countNonZero(ink) > 0.5 * ink.size:
            continue
        glyphs = oi.grain_aside(gray, oi._glyph_sizes_of_ink(gray.shape, ink))
        got, want = oi.rule_masks(gray, glyphs, ink), _old_rule_masks(gray, glyphs, ink)
        kinds.add(None if want is None else (bool(cv2.countNonZero(want[0])), bool(cv2.countNonZero(want[1]))))
        assert (got is None) == (want is None)
        if want is not None:
            assert all(np.array_equal(g, w) and g.dtype == w.dtype for g, w in zip(got, want))
    assert None in kinds and len(kinds) >= 3
