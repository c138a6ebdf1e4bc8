"""Case grouping chosen by the schema, not by the default schema's field names (cases14): which identifiers link
across fields, which slip with an amount, which amounts pair, read from each field's role (a doc type's case key,
its entity, its type) and the field's `grouping:` flag (auto | cross | own | none). Each test fails before cases14,
when three lists of the default schema's names (case_number, order_id, customer_id; tax_amount) decided it."""

from __future__ import annotations

import copy

import pytest

from status.cases import DocInput, derive_case, group, grouping_of, keys_of
from status.models import FactValue, Validation
from status.schema import SCHEMA_DIR, Schema, SchemaError, load_schema, parse_yaml
from tests.cases13_check import CHECK
from tests.cases13_sets import SCHEMA, validation
from tests.cases13_tune import TUNE

# a user's own names for the default schema's fields: the ids and the tax as other shops name them, the rest
# spelt backwards (so that no name sorts where the default's did)
OWN_NAMES = {"case_number": "ticket_no", "order_id": "po_number", "customer_id": "account_ref", "tax_amount": "vat",
             "customer_name": "client", "order_total": "grand_total", "invoice_number": "bill_no"}


def _raw_default() -> dict:
    return parse_yaml((SCHEMA_DIR / "default.yaml").read_text())


def renamed_schema(data: dict | None = None) -> tuple[Schema, dict[str, str]]:
    """The default schema (or `data`) with every field renamed, every reference to a field with it."""
    data = copy.deepcopy(data or _raw_default())
    names = {f: OWN_NAMES.get(f, f[::-1]) for f in data["fields"]}
    assert len(set(names.values())) == len(names)
    data["name"] = "renamed"
    data["fields"] = {names[f]: spec for f, spec in data["fields"].items()}
    for dt in data["doc_types"].values():
        for key in ("fields", "case_keys", "required"):
            dt[key] = [names[f] for f in dt.get(key) or []]
    for rule in data.get("case_rules") or []:
        rule["field"], rule["other"] = names[rule["field"]], names[rule["other"]]
    for rule in data.get("document_rules") or []:
        rule["field"], rule["other"] = names[rule["field"]], names.get(rule.get("other"))
        rule["parts"], rule["blame"] = ([names[f] for f in rule.get(key) or []] for key in ("parts", "blame"))
        for old, new in names.items():
            rule["message"] = rule["message"].replace("{" + old + "}", "{" + new + "}")
    return Schema.model_validate(data), names


def renamed(v: Validation, names: dict[str, str]) -> Validation:
    """A document's validation with its fields under their new names."""
    return v.model_copy(update={"fields": {names[f]: fv.model_copy(update={"field": names[f]})
                                           for f, fv in v.fields.items()}})


def _back(key: str, names: dict[str, str]) -> str:
    """A renamed schema's key with the default's field name: "po_number~SO1" -> "order_id~SO1"."""
    back = {new: old for old, new in names.items()}
    cut = min((i for i in (key.find(c) for c in ":~+") if i >= 0), default=len(key))
    return back.get(key[:cut], key[:cut]) + key[cut:]


def _docs() -> list[tuple[str, str, Validation]]:
    return [(f"d{i:03d}", dt, validation(f"d{i:03d}", dt, vals)) for i, (_, dt, vals) in enumerate(CHECK + TUNE)]


def test_a_copy_of_the_default_schema_with_every_field_renamed_groups_the_same_documents_the_same_way():
    other, names = renamed_schema()
    docs = _docs()
    default_keys = {d: keys_of(SCHEMA, dt, v) for d, dt, v in docs}
    own_keys = {d: keys_of(other, dt, renamed(v, names)) for d, dt, v in docs}
    # key for key, once the names are put back: the cross-field ("ref~") and the slip keys too
    assert {d: sorted(_back(k, names) for k in ks) for d, ks in own_keys.items()} == default_keys
    assert any(k.startswith("ref~") for ks in own_keys.values() for k in ks)
    assert any(k.startswith("po_number+amount~") for ks in own_keys.values() for k in ks)
    groups = group(default_keys)
    assert group(own_keys) == groups and len(groups) == 39 + 19
    # and the case each group makes: its id, its issues, its conflicts
    by_id = {d: (dt, v) for d, dt, v in docs}
    for g in groups:
        views = [derive_case(schema, [DocInput(batch_id="b", doc_id=d, content_hash=f"h{d}", doc_type=by_id[d][0],
                                               document_date=None, evidence=False, source_kind="file",
                                               validation=fix(by_id[d][1])) for d in g], [])
                 for schema, fix in ((SCHEMA, lambda v: v), (other, lambda v: renamed(v, names)))]
        assert views[0].case.case_id == views[1].case.case_id
        assert [i["issue_id"] for i in views[0].issues] == [i["issue_id"] for i in views[1].issues]
        assert len(views[0].conflicts) == len(views[1].conflicts)


def test_the_roles_come_from_the_schema_not_from_the_names():
    other, names = renamed_schema()
    for schema, n in ((SCHEMA, {f: f for f in SCHEMA.fields}), (other, names)):
        role = {f: grouping_of(schema, schema.fields[n[f]]) for f in
                ("case_number", "order_id", "customer_id", "invoice_number", "tracking_number", "tax_amount",
                 "order_total")}
        assert role == {"case_number": "cross", "order_id": "cross", "customer_id": "cross", "invoice_number": "own",
                        "tracking_number": "own", "tax_amount": "none", "order_total": "auto"}


def _val(schema: Schema, doc_type: str, **values: str) -> Validation:
    fields = {}
    for name, value in values.items():
        spec = schema.fields[name]
        fields[name] = FactValue(field=name, type=spec.type, qualifier=spec.qualifier, value=value, raw=value,
                                 extractor="rule", confidence=0.9, authoritative=True,
                                 currency="EUR" if spec.type == "money" else None)
    return Validation(doc_id="x", content_hash="h", doc_type=doc_type, fields=fields)


def _with(edit) -> Schema:
    data = _raw_default()
    edit(data)
    return Schema.model_validate(data)


def test_a_money_field_marked_not_for_grouping_stays_out_of_every_key():
    def no_total(data):
        data["fields"]["order_total"]["grouping"] = "none"

    def tax_groups(data):
        del data["fields"]["tax_amount"]["grouping"]

    oc = dict(order_id="ORD-318862", customer_name="Aiko Tanaka", order_total="349.00", tax_amount="58.17")
    keys = keys_of(SCHEMA, "order_confirmation", _val(SCHEMA, "order_confirmation", **oc))
    assert any(k.endswith("|349.00") for k in keys) and not any(k.endswith("|58.17") for k in keys)
    # marked `grouping: none`: the total pairs with neither the name nor a slipped id
    off = _with(no_total)
    keys = keys_of(off, "order_confirmation", _val(off, "order_confirmation", **oc))
    assert not any("349.00" in k for k in keys) and "order_id:ORD-318862" in keys
    rr = dict(customer_name="Aiko Tanaka", refund_requested="349.00")
    assert group({"oc": keys_of(off, "order_confirmation", _val(off, "order_confirmation", **oc)),
                  "rr": keys_of(off, "refund_request", _val(off, "refund_request", **rr))}) == [["oc"], ["rr"]]
    # the default keeps the tax out by its flag, whatever the field is called; without the flag it would pair
    other, names = renamed_schema()
    keys = keys_of(other, "order_confirmation", renamed(_val(SCHEMA, "order_confirmation", **oc), names))
    assert not any(k.endswith("|58.17") for k in keys)
    on = _with(tax_groups)
    assert any(k.endswith("|58.17") for k in keys_of(on, "order_confirmation", _val(on, "order_confirmation", **oc)))


def test_a_users_own_id_fields_group_by_their_role_or_their_flag():
    def own_ids(data):
        data["fields"]["rma_no"] = {"type": "identifier", "entity": "case"}
        data["doc_types"]["refund_request"]["fields"].append("rma_no")
        data["doc_types"]["refund_request"]["case_keys"].append("rma_no")
        data["fields"]["warehouse_ref"] = {"type": "identifier", "entity": "order", "grouping": "cross"}
        data["doc_types"]["shipping_notice"]["fields"].append("warehouse_ref")
        data["fields"]["tracking_number"]["grouping"] = "none"
        data["fields"]["order_id"]["grouping"] = "own"

    s = _with(own_ids)
    assert grouping_of(s, s.fields["rma_no"]) == "cross"  # a case key of a doc type: links across fields
    rr = keys_of(s, "refund_request", _val(s, "refund_request", rma_no="RMA-4471290", refund_requested="20.00"))
    assert "ref~RMA4471290" in rr and any(k.startswith("rma_no+amount~") for k in rr)
    # the same number read into another `cross` field joins it; an `own` field keeps to itself; `none` is no key
    sn = keys_of(s, "shipping_notice", _val(s, "shipping_notice", warehouse_ref="RMA 4471290",
                                            tracking_number="TRK0997837151", order_id="ORD-9912345"))
    assert "ref~RMA4471290" in sn
    assert not any(k.startswith("tracking_number") for k in sn)
    assert "order_id:ORD-9912345" in sn and not any(k.startswith("ref~ORD") for k in sn)


def _schema_file(tmp_path, edit) -> str:
    data = _raw_default()
    edit(data)
    import yaml

    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    return str(path)


def test_an_unknown_grouping_value_is_a_clear_error_naming_the_field(tmp_path):
    def rename_tax(data):
        data["fields"]["vat"] = data["fields"].pop("tax_amount")
        data["fields"]["vat"]["grouping"] = "sometimes"
        for dt in data["doc_types"].values():
            dt["fields"] = ["vat" if f == "tax_amount" else f for f in dt["fields"]]

    with pytest.raises(SchemaError) as err:
        load_schema(_schema_file(tmp_path, rename_tax))
    assert "field vat: grouping 'sometimes' is not one of auto, cross, own, none" in str(err.value)


def test_a_grouping_value_that_does_not_fit_the_field_is_a_clear_error(tmp_path):
    def total_cross(data):
        data["fields"]["order_total"]["grouping"] = "cross"

    def case_key_off(data):
        data["fields"]["customer_id"]["grouping"] = "none"

    def bad_name(data):
        data["fields"]["ref"] = {"type": "identifier", "entity": "order"}

    with pytest.raises(SchemaError, match="field order_total: grouping 'cross' is for identifier fields; "
                                          "a money field takes auto or none"):
        load_schema(_schema_file(tmp_path, total_cross))
    with pytest.raises(SchemaError, match="field customer_id: grouping none, but it is a case key .* of doc types customer_letter, invoice,"):
        load_schema(_schema_file(tmp_path, case_key_off))
    with pytest.raises(SchemaError, match="field ref: an identifier may not be named ref or name"):
        load_schema(_schema_file(tmp_path, bad_name))


def test_the_bundled_schemas_load_with_their_flags():
    assert load_schema("default").fields["tax_amount"].grouping == "none"
    assert {s.grouping for s in load_schema("receipts").fields.values()} == {"auto"}
