"""Mekong Circuit's documents: the writer (VND with dot thousands, SGD with commas, day-first dates)
and one template per document type, with Vietnamese legal labels beside English."""

from __future__ import annotations

import calendar
from datetime import date, timedelta
from decimal import Decimal
from types import SimpleNamespace

from sample_docs import shop_kit as kit
from sample_docs.documents import _expectation
from sample_docs.formatting import NBSP, cents, date_truth
from sample_docs.shop24 import vocab as V


def money_text(amount: Decimal, currency: str, style: str) -> str:
    """VND as whole dong with dot thousands ('12.500.000 ₫'); SGD with commas and cents ('S$1,234.50')."""
    if currency == "VND":
        num = f"{int(cents(amount)):,}".replace(",", ".")
        return {"dong": f"{num}{NBSP}₫", "vnd": f"{num}{NBSP}VND", "vnd_d": f"{num}{NBSP}VNĐ",
                "lead": f"VND{NBSP}{num}", "d": f"{num}đ"}[style]
    num = f"{cents(amount):,.2f}"
    return {"sdollar": f"S${num}", "sgd": f"SGD{NBSP}{num}", "sgd_after": f"{num}{NBSP}SGD"}[style]


def date_text(d: date, style: str) -> str:
    """Day-first dates; 'vn' is the e-invoice line 'Ngày 05 tháng 03 năm 2026'."""
    if style == "vn":
        return f"Ngày{NBSP}{d.day:02d}{NBSP}tháng{NBSP}{d.month:02d}{NBSP}năm{NBSP}{d.year}"
    if style == "dash_dmy":
        return d.strftime("%d-%m-%Y")
    if style == "short_mon":
        return f"{d.day}{NBSP}{calendar.month_abbr[d.month]}{NBSP}{d.year}"
    return kit.date_text(d, style)


class MekongWriter(kit.LocaleShopWriter):
    vocab = V
    money_styles = {"VND": ("dong", "vnd", "vnd_d", "lead", "d"), "SGD": ("sdollar", "sgd", "sgd_after")}
    date_styles = {"VND": ("numeric_dmy", "numeric_dmy", "dotted_dmy", "dash_dmy", "vn"),
                   "SGD": ("numeric_dmy", "long", "short_mon", "abbrev_dmy", "weekday_dmy")}
    tz = {"VND": "+0700", "SGD": "+0800"}
    money_text = staticmethod(money_text)
    date_text = staticmethod(date_text)

    @staticmethod
    def email_sent(d: date, hour: int, minute: int, currency: str) -> str:
        return kit.email_sent(d, hour, minute, False)

    def __init__(self, schema, case, doc, rng):
        super().__init__(schema, case, doc, rng)
        words = {k: getattr(V, k) for k in dir(V) if k.isupper()}
        self.vocab = SimpleNamespace(**{**words, **V.LOCAL_WORDING[case.currency]})
        if self.date_style == "vn" and doc.doc_type != "invoice":
            self.date_style = "numeric_dmy"
        if doc.doc_type in ("refund_request", "customer_letter") and self.date_style in ("dash_dmy", "short_mon"):
            self.date_style = "dotted_dmy"  # the kit quotes earlier mails in its own date styles


def head(w: MekongWriter, title: str) -> None:
    kit.letterhead(w)
    if w.case.currency == "VND" and w.rng.random() < 0.35:
        w.add("small", V.HANOI_HEAD)
    w.add("title", title)


def vn(w: MekongWriter, both: str, english: str) -> str:
    """The bilingual label for a Vietnamese customer, the English one in Singapore."""
    return both if w.case.currency == "VND" else english


# --------------------------------------------------------------------------- templates


def invoice(w: MekongWriter) -> None:
    """VND: a VAT e-invoice with Mẫu số / Ký hiệu / Số and tax codes; SGD: a GST tax invoice."""
    c, r = w.case, w.rng
    if c.currency == "SGD":
        kit.invoice(w)
        return
    name = kit.printed_name(w)
    kit.letterhead(w)
    w.add("title", r.choice(V.INVOICE_TITLES["VND"]))
    w.add("line", f"Mẫu số (Form): 1   Ký hiệu (Serial): 1C{c.order_date.year % 100}T{r.choice(['MC', 'HN', 'SG'])}")
    pairs = [(w.label("invoice_number"), w.ident("invoice_number", c.invoice_number)),
             (w.label("invoice_date"), w.date("document_date", w.doc.date)),
             (w.label("order_id"), w.ident("order_id", c.order_id)),
             (w.label("order_date"), w.date("order_date", c.order_date))]
    if r.random() < 0.7 or "typo_here" in w.doc.style:
        pairs.append((w.label("customer_id"), w.ident("customer_id", c.customer_id)))
    w.block(pairs)
    w.add("gap")
    w.kv(w.label("customer_name"), w.text("customer_name", name))
    w.add("para", f"Địa chỉ (Address): {c.address}")
    if "we" in c.flags or r.random() < 0.4:
        w.kv("Mã số thuế người mua (Buyer tax code)", f"0{kit.digits(r, 9)}")
    w.kv("Hình thức thanh toán (Payment method)", r.choice(["CK (bank transfer)", "TM/CK", "MoMo"]))
    w.add("gap")
    rows = [[p, str(q), w.money(None, u), w.money(None, cents(q * u))] for p, q, u in c.items]
    w.add("table", r.choice(V.TABLE_HEADERS), rows)
    w.add("gap")
    totals = [(w.label("subtotal"), w.money("subtotal", c.subtotal)),
              (r.choice(V.TAX_VN), w.money("tax_amount", c.tax)),
              (w.label("order_total"), w.money("order_total", c.total))]
    if w.doc.style["layout"] == "grid":
        w.add("grid", [lab for lab, _ in totals], [[v for _, v in totals]])
    else:
        for lab, val in totals:
            w.kv(lab, val)
    w.add("gap")
    w.add("para", r.choice(V.INVOICE_PAID))
    w.add("line", "Người bán hàng (Seller) - Ký bởi (Signed by): CONG TY TNHH LINH KIEN MEKONG CIRCUIT")
    kit.page2(w)


def order_confirmation(w: MekongWriter) -> None:
    """A web-shop order mail or a printed 'Đơn đặt hàng' confirmation."""
    c, r = w.case, w.rng
    name = kit.printed_name(w)
    est = c.est_confirm if ("planted" in w.doc.style or r.random() < 0.7) else None
    if kit.is_mail(w):
        kit.shop_headers(w, "Web Shop", r.choice([f"Xác nhận đơn hàng / Order confirmed #{c.order_id}",
                                                  f"Your order {c.order_id} is confirmed",
                                                  f"[Mekong Circuit] Order {c.order_id} received"]))
        w.add("para", f"{r.choice(['Dear', 'Hi', 'Xin chào'])} {first_or_full(w, name)}, thank you for shopping "
                      "with Mekong Circuit.")
    else:
        head(w, vn(w, "ĐƠN ĐẶT HÀNG / ORDER CONFIRMATION", "Sales Order Confirmation"))
    kit.order_details(w, kit.is_mail(w) and r.random() < 0.5, est, name)
    if c.currency == "VND" and r.random() < 0.5:
        w.add("small", "Hỗ trợ qua Zalo (Zalo support): 0909 418 226")


def first_or_full(w: MekongWriter, name: str) -> str:
    return name if w.rng.random() < 0.5 else ("Anh/Chị " + name.split(" ")[-1] if w.case.currency == "VND"
                                               else name.split(" ")[0])


def shipping_notice(w: MekongWriter) -> None:
    """A dispatch mail from the warehouse or a printed 'Phiếu xuất kho' delivery note."""
    c, r = w.case, w.rng
    est = c.est_ship if ("planted_est" in w.doc.style or r.random() < 0.6) else None
    if kit.is_mail(w):
        kit.shop_headers(w, "Warehouse", r.choice([f"Đơn hàng {c.order_id} đã được giao cho đơn vị vận chuyển",
                                                   f"Shipped: order {c.order_id}",
                                                   f"Your parcel is on the way ({c.order_id})"]))
        w.add("para", f"Dear {w.text('customer_name', c.name)}, your goods have left our warehouse.")
        kit.dispatch_form(w, False, est)
    else:
        head(w, vn(w, "PHIẾU XUẤT KHO / DELIVERY NOTE", r.choice(["Delivery Order", "Dispatch Note"])))
        kit.dispatch_form(w, True, est)
        w.add("gap")
        w.add("line", r.choice(["Người giao hàng (Delivered by): ____________",
                                "Received in good order by: ____________  Company stamp"]))


def refund_request(w: MekongWriter) -> None:
    """A returns form, a customer's mail or letter, or a Zalo/WhatsApp chat forwarded by staff."""
    c, r = w.case, w.rng
    if "form" in w.doc.style:
        kit.returns_form(w)
        return
    chat = kit.is_mail(w) and r.random() < 0.35
    if chat:
        app = "Zalo" if c.currency == "VND" else "WhatsApp"
        kit.shop_headers(w, "Sales", f"Fwd: {app} chat - return request, order {c.order_id}")
        w.set("document_date", date_truth(w.doc.date))
        w.doc.email["To"] = f"{V.SHOP} Returns <returns@{V.DOMAIN}>"
        w.add("para", f"Forwarding the customer's {app} messages for the returns team to process.")
        stamp = lambda m: f"[{w.doc.date.strftime('%d/%m/%Y')} {9 + m // 60:02d}:{m % 60:02d}]"  # noqa: E731
        who = w.text("customer_name", c.name)
        w.add("line", f"{stamp(4)} {who}: hello shop, I bought order {w.ident('order_id', c.order_id)}")
        w.add("line", f"{stamp(6)} {who}: {c.reason}")
        w.add("line", f"{stamp(9)} Mekong Circuit: {'Dạ, ' if app == 'Zalo' else ''}sorry for this. How much you paid for the item?")
        w.add("line", f"{stamp(12)} {who}: {w.money('refund_requested', c.requested)}"
                      f" for {c.return_item[0]}")
        sentence = _expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
        w.add("line", f"{stamp(13)} {who}: {sentence}")
        w.text("return_reason", c.reason)
        return
    kit.customer_opening(w, r.choice([f"Return request - order {c.order_id}", f"Trả hàng / return {c.order_id}",
                                      f"Request refund for order {c.order_id}"]))
    if not kit.is_mail(w):
        w.add("title", vn(w, "ĐỀ NGHỊ TRẢ HÀNG / RETURN REQUEST", "Return request"))
    w.add("line", r.choice(w.vocab.GREETINGS))
    w.add("gap")
    ref = f"order {w.ident('order_id', c.order_id)}"
    if r.random() < 0.4:
        ref += f" (customer code {w.ident('customer_id', c.customer_id)})"
    w.add("para", f"I would like to return the {c.return_item[0]} from {ref}. The reason: "
                  f"{w.text('return_reason', c.reason)}.")
    w.add("para", r.choice(["I paid {} for this item.", "The amount for this item is {} including VAT.",
                            "Refund amount: {}."]).format(w.money("refund_requested", c.requested)))
    sentence = _expectation(w, V.EXPECT_REFUND_DL, V.EXPECT_REFUND_NO_DL, w.doc.style["deadline_value"])
    w.add("para", sentence)
    customer_close(w)


def refund_approval(w: MekongWriter) -> None:
    """A 'Biên bản trả hàng' return note with the decision, or the decision by e-mail."""
    c, r = w.case, w.rng
    rejected = c.kind == "rejected"
    if kit.is_mail(w):
        kit.shop_headers(w, "Returns", f"Kết quả xử lý trả hàng / Return outcome {c.case_number}")
    else:
        head(w, vn(w, "BIÊN BẢN TRẢ HÀNG / RETURN NOTE", "Return Authorisation"))
    if rejected:
        w.add("para", f"Dear {w.text('customer_name', c.name)},")
        w.block([(w.label("case_number"), w.ident("case_number", c.case_number)),
                 (w.label("order_id"), w.ident("order_id", c.order_id)),
                 ("Date", w.date(None, w.doc.date)), (w.label("refund_status"), "Rejected / Từ chối")])
        w.set("refund_status", "rejected")
        w.add("para", "After checking, our technician found physical damage caused by use (burnt trace near the "
                      "power input), so the return cannot be accepted under our policy.")
        return
    word = r.choice(["Approved / Đã duyệt", "Approved", "Accepted - refund approved"])
    promised = c.promised if r.random() < 0.7 else None
    kit.approval_outcome_form(w, word, r.random() < 0.5, promised if r.random() < 0.5 else None)
    w.set("refund_status", "approved")
    if "promised_date" not in w.doc.fields:
        kit.approval_promise(w, promised)
    if not kit.is_mail(w):
        w.add("gap")
        w.add("line", "Đại diện bên bán (Seller rep.)            Đại diện bên mua (Buyer rep.)")


def refund_execution(w: MekongWriter) -> None:
    """A bank transfer advice (Vietcombank/Techcombank style, MoMo) or a PayNow refund advice."""
    c, r = w.case, w.rng
    if c.currency == "VND":
        bank = r.choice(["VIETCOMBANK - Chuyển tiền thành công / Transfer successful",
                         "TECHCOMBANK - Giao dịch thành công (Transaction successful)",
                         "MoMo - Hoàn tiền thành công / Refund completed"])
    else:
        bank = r.choice(["PayNow refund advice", "DBS IDEAL - Payment advice", "Refund advice (PayNow)"])
    if kit.is_mail(w):
        kit.shop_headers(w, "Accounts", f"Refund transferred - order {c.order_id}")
        w.add("para", f"Dear {w.text('customer_name', c.name)}, we have sent your refund today. "
                      "Details from the bank:")
        w.add("gap")
        w.add("line", bank)
    else:
        head(w, bank)
    pairs = [(w.label("execution_date"), w.date("execution_date", w.doc.date)),
             (w.label("payment_reference"), w.ident("payment_reference", c.payment_ref)),
             (w.label("refund_executed"), w.money("refund_executed", c.approved))]
    if not kit.is_mail(w):
        pairs.append((vn(w, "Người thụ hưởng (Beneficiary)", "Payee"), w.text("customer_name", c.name)))
    if r.random() < 0.7:
        pairs.append((w.label("case_number"), w.ident("case_number", c.case_number)))
    pairs.append((vn(w, "Nội dung (Description)", "Remarks"), f"HOAN TIEN DON {w.ident('order_id', c.order_id)}"))
    w.block(pairs)
    w.kv(w.label("refund_status"), r.choice(["Completed", "Thành công (Success)", "Refunded"]))
    w.set("refund_status", "executed")
    if r.random() < 0.5:
        w.add("small", "Số dư và phí giao dịch không hiển thị / Balance and fees not shown.")


def warranty_form(w: MekongWriter) -> None:
    kit.warranty_claim_form(w, w.rng.choice(["Warranty claim", "Phiếu bảo hành - Warranty claim",
                                             "Yêu cầu bảo hành / Warranty request"]))


def customer_letter(w: MekongWriter) -> None:
    c, r = w.case, w.rng
    topic = w.doc.style["topic"]
    kit.customer_opening(w, r.choice([f"Follow up - order {c.order_id}", f"Urgent: order {c.order_id}",
                                      f"Re: {c.order_id} still waiting"]))
    kit.letter_body(w, topic, w.doc.style.get("quoted"))
    customer_close(w)


def customer_close(w: MekongWriter) -> None:
    """The kit's sign-off, but a short signature is the given name: the last word of a Vietnamese name."""
    c, r = w.case, w.rng
    w.add("gap")
    w.add("line", r.choice(w.vocab.SIGN_OFFS))
    w.text("customer_name", c.name)
    short = kit.is_mail(w) and r.random() < 0.25  # the From header carries the full name
    given = c.name.split(" ")[-1] if c.currency == "VND" else kit.first_name(c.name)
    w.add("line", given if short else c.name)
    if kit.says_we(c):
        w.add("line", kit.business(V, c))
    if kit.is_mail(w) and w.doc.style.get("quote"):
        earlier = w.doc.date - timedelta(days=r.randrange(1, 4))
        w.add("gap")
        w.add("line", f"On {date_text(earlier, w.date_style)}, {V.SHOP} <care@{V.DOMAIN}> wrote:")
        w.add("quote", r.choice(V.AUTO_REPLIES))
        w.add("quote", V.AUTO_REPLY_SIGNATURE)


TEMPLATES = {"invoice": invoice, "order_confirmation": order_confirmation, "shipping_notice": shipping_notice,
             "refund_request": refund_request, "refund_approval": refund_approval,
             "refund_execution": refund_execution, "warranty_form": warranty_form,
             "customer_letter": customer_letter}
