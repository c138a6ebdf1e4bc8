"""Mekong Circuit Components: names, labels, products, customers and wording (Vietnam and Singapore)."""

from __future__ import annotations

from decimal import Decimal

SHOP = "Mekong Circuit Components"
DOMAIN = "mekongcircuit.vn"
LOCALE = {"VND": "vn", "SGD": "sg"}
LETTERHEAD = {
    "VND": "Công ty TNHH Linh kiện Mekong Circuit | 214 Nguyễn Trãi, P. Bến Thành, TP. Hồ Chí Minh | "
           "Mã số thuế (Tax code): 0316 482 917 | Hotline 028 3925 4410",
    "SGD": "Mekong Circuit Components Pte. Ltd. | 61 Ubi Avenue 1, #04-12, Singapore 408941 | "
           "UEN 201934127K | GST Reg. No. 201934127K",
}
HANOI_HEAD = "Chi nhánh Hà Nội (Hanoi branch): 88 Thái Hà, Đống Đa, Hà Nội | Tel 024 3537 8812"
TAX = {"VND": ("VAT", Decimal("10")), "SGD": ("GST", Decimal("9"))}
TAX_VN = ("Thuế GTGT (VAT)", "Tiền thuế GTGT / VAT amount", "VAT 10%", "Thuế suất GTGT 10% - Tiền thuế (VAT)")

# (name, VND price); SGD prices below
PRODUCTS = [
    ("Rigol DS1054Z oscilloscope", Decimal("8150000")),
    ("Hakko FX-888D soldering station", Decimal("2890000")),
    ("UNI-T UT61E+ multimeter", Decimal("1640000")),
    ("Owon SPE3103 bench power supply", Decimal("2350000")),
    ("ESP32-S3 DevKitC board (5 pcs)", Decimal("1125000")),
    ("STM32F411 Nucleo board", Decimal("465000")),
    ("Quick 861DW hot-air rework station", Decimal("6780000")),
    ("Fluke 15B+ digital multimeter", Decimal("2760000")),
    ("Raspberry Pi 5 8GB kit", Decimal("2590000")),
    ("Anti-static ESD mat 60x120 cm", Decimal("385000")),
    ("Saleae-style 8-ch logic analyser", Decimal("590000")),
    ("Resistor assortment 1% (2600 pcs)", Decimal("218000")),
    ("JBC tip cartridge C245-906", Decimal("760000")),
    ("Siglent SDG1032X function generator", Decimal("7420000")),
]
SGD_PRICE = {
    "Rigol DS1054Z oscilloscope": Decimal("489.00"), "Hakko FX-888D soldering station": Decimal("168.50"),
    "UNI-T UT61E+ multimeter": Decimal("92.90"), "Owon SPE3103 bench power supply": Decimal("139.00"),
    "ESP32-S3 DevKitC board (5 pcs)": Decimal("64.50"), "STM32F411 Nucleo board": Decimal("26.80"),
    "Quick 861DW hot-air rework station": Decimal("398.00"), "Fluke 15B+ digital multimeter": Decimal("159.00"),
    "Raspberry Pi 5 8GB kit": Decimal("149.90"), "Anti-static ESD mat 60x120 cm": Decimal("22.40"),
    "Saleae-style 8-ch logic analyser": Decimal("34.90"), "Resistor assortment 1% (2600 pcs)": Decimal("12.60"),
    "JBC tip cartridge C245-906": Decimal("44.00"), "Siglent SDG1032X function generator": Decimal("429.00"),
}
WARRANTY_PRODUCTS = ["Rigol DS1054Z oscilloscope", "Hakko FX-888D soldering station", "UNI-T UT61E+ multimeter",
                     "Owon SPE3103 bench power supply", "Quick 861DW hot-air rework station",
                     "Fluke 15B+ digital multimeter", "Siglent SDG1032X function generator"]
CARRIERS = {"VND": ["Viettel Post", "GHN (Giao Hàng Nhanh)", "VNPost EMS", "DHL Express"],
            "SGD": ["Ninja Van", "SingPost", "DHL Express"]}
FEE_BASES = ["restocking fee", "return shipping fee"]
FLAT_FEE = {"VND": Decimal("45000"), "SGD": Decimal("6.50")}

CUSTOMERS = {
    "VND": [
        ("Nguyễn Thị Lan", "Phòng Kỹ thuật, Lô C3 KCN Tân Bình, Q. Tân Phú, TP. Hồ Chí Minh"),
        ("Trần Minh Quân", "45 Lê Văn Sỹ, P. 13, Q. 3, TP. Hồ Chí Minh"),
        ("Lê Hoàng Phúc", "Khoa Điện tử, ĐH Bách khoa, 268 Lý Thường Kiệt, Q. 10, TP. HCM"),
        ("Phạm Thu Hà", "12 ngõ 68 Cầu Giấy, Q. Cầu Giấy, Hà Nội"),
        ("Võ Thanh Tùng", "Xưởng sửa chữa Tùng Mobile, 301 Hai Bà Trưng, Q. 1, TP. HCM"),
        ("Đặng Quốc Bảo", "KCN Thăng Long, Đông Anh, Hà Nội"),
        ("Bùi Ngọc Anh", "78 Trần Đại Nghĩa, Hai Bà Trưng, Hà Nội"),
        ("Huỳnh Văn Khoa", "Lô 9 KCN VSIP 1, Thuận An, Bình Dương"),
        ("Ngô Thị Mai", "22 Nguyễn Văn Linh, Hải Châu, Đà Nẵng"),
        ("Hoàng Đức Thịnh", "Viện Vật lý, 10 Đào Tấn, Ba Đình, Hà Nội"),
        ("Đỗ Khánh Linh", "Phòng Lab IoT, 19 Nguyễn Hữu Thọ, Q. 7, TP. HCM"),
        ("Phan Gia Huy", "156 Phạm Văn Đồng, Thủ Đức, TP. HCM"),
    ],
    "SGD": [
        ("Tan Wei Ming", "Blk 512 Ang Mo Kio Ave 8, #07-221, Singapore 560512"),
        ("Priya Raghavan", "NUS Faculty of Engineering, 9 Engineering Drive 1, Singapore 117575"),
        ("Lim Hui Shan", "21 Woodlands Loop, #03-08, Singapore 738318"),
        ("Muhammad Faizal bin Osman", "Blk 88 Tampines St 81, #11-402, Singapore 520088"),
        ("Chua Kok Leong", "3 Kaki Bukit Crescent, #02-15, Singapore 416237"),
        ("Siti Nurhaliza Rahman", "Blk 201 Jurong East St 21, #05-110, Singapore 600201"),
        ("Ong Jia Hui", "10 Science Park Road, #02-01, Singapore 117684"),
    ],
}
BUSINESSES = {"VND": ["Công ty CP Điện tử Sao Việt (Sao Viet Electronics JSC)", "Tùng Mobile repair shop",
                      "Bach Khoa University EE Lab", "Thang Long PCB Assembly Co., Ltd"],
              "SGD": ["Kaki Bukit Precision Pte Ltd", "NUS Robotics Lab", "Woodlands Repair Centre"]}

RETURN_REASONS = [
    "the scope arrived with a cracked screen corner, box was dented",
    "wrong model delivered, we ordered the other version",
    "board does not power up from USB, tested on 3 computers",
    "item not as described on website, missing probes in the box",
    "ordered double by mistake from the web shop",
    "the display shows dead pixels since first day",
    "the tips do not fit our station, seller advised wrong part",
]
ISSUES = [
    "Does not power on any more after 2 weeks of use, fuse is OK",
    "Display flickers and the unit turns off by itself",
    "Readings / output jump around, not stable even after warm up",
    "Burning smell after 10 minutes of use, we stopped using it",
    "Error code shown at start-up, cannot clear it",
    "Front knob loose and buttons not responding",
]

LABELS = {
    "order_id": ["Order no.", "Số đơn hàng (Order No.)", "Đơn đặt hàng số / PO ref", "Order number", "Order ref",
                 "Mã đơn hàng / Order ID", "Your order"],
    "customer_id": ["Mã khách hàng (Customer code)", "Customer code", "Customer no.", "Account no.",
                    "Mã KH / Cust. ID", "Customer ref"],
    "customer_name": ["Họ tên người mua (Buyer)", "Customer", "Tên khách hàng / Customer name", "Bill to",
                      "Name", "Người mua hàng / Buyer"],
    "invoice_number": ["Số (No.)", "Invoice no.", "Số hóa đơn / Invoice No.", "Tax invoice no."],
    "invoice_date": ["Ngày lập (Date)", "Invoice date", "Date of issue", "Ngày hóa đơn / Date"],
    "order_date": ["Ngày đặt hàng (Order date)", "Order date", "Ordered on", "PO date"],
    "subtotal": ["Cộng tiền hàng (Sub-total)", "Subtotal", "Total before tax", "Thành tiền trước thuế / Net amount"],
    "order_total": ["Tổng cộng thanh toán (Total payment)", "Total payable", "Grand total", "Tổng tiền / Total",
                    "Total amount"],
    "case_number": ["Số biên bản (Return ref.)", "RMA no.", "Case no.", "Return ref", "Mã yêu cầu / Request no."],
    "form_date": ["Ngày (Date)", "Date", "Submitted on", "Date of request"],
    "product_name": ["Tên hàng (Item)", "Product", "Item returned", "Model", "Thiết bị / Equipment"],
    "return_reason": ["Lý do trả hàng (Reason)", "Reason for return", "Reason", "Problem"],
    "refund_requested": ["Số tiền đề nghị hoàn (Refund requested)", "Amount to refund", "Refund amount requested",
                         "Refund claimed"],
    "refund_eligible": ["Amount eligible", "Số tiền đủ điều kiện hoàn / Eligible amount", "Refundable value"],
    "refund_approved": ["Số tiền được duyệt (Approved refund)", "Refund approved", "Amount approved",
                        "Approved amount"],
    "approval_date": ["Ngày duyệt (Approval date)", "Decision date", "Approved on", "Date approved"],
    "refund_status": ["Trạng thái / Status", "Status", "Outcome"],
    "promised_date": ["Dự kiến hoàn tiền (Refund by)", "Refund to reach you by", "Expected credit date"],
    "delivery_estimate": ["Dự kiến giao (Est. delivery)", "Estimated delivery", "Expected arrival", "ETA"],
    "serial_number": ["Số serial (S/N)", "Serial no.", "S/N", "Serial number"],
    "issue_description": ["Mô tả lỗi (Fault description)", "Fault", "Problem description", "Issue"],
    "form_deadline": ["Cần trước ngày (Needed by)", "Please return by", "Required by", "Deadline"],
    "ship_name": ["Người nhận (Consignee)", "Ship to", "Recipient", "Deliver to"],
    "carrier": ["Đơn vị vận chuyển (Carrier)", "Carrier", "Courier", "Shipped via"],
    "tracking_number": ["Mã vận đơn (Tracking no.)", "Tracking no.", "AWB no.", "Consignment no.", "Tracking ID"],
    "ship_date": ["Ngày xuất kho (Dispatch date)", "Shipped on", "Dispatch date", "Ship date"],
    "refund_executed": ["Số tiền (Amount)", "Amount refunded", "Amount transferred", "Refund paid"],
    "execution_date": ["Ngày giao dịch (Transaction date)", "Value date", "Transfer date", "Date paid"],
    "payment_reference": ["Số tham chiếu (Reference)", "Transaction ref.", "Bank ref", "Mã giao dịch / Txn ID"],
}

INVOICE_TITLES = {"VND": ["HÓA ĐƠN GIÁ TRỊ GIA TĂNG / VAT INVOICE", "HÓA ĐƠN GTGT (VAT INVOICE)",
                          "Hóa đơn điện tử - VAT E-INVOICE"],
                  "SGD": ["TAX INVOICE", "Tax Invoice", "TAX INVOICE / RECEIPT"]}
TABLE_HEADERS = [["Tên hàng hóa (Description)", "SL (Qty)", "Đơn giá (Unit price)", "Thành tiền (Amount)"],
                 ["Description", "Qty", "Unit price", "Amount"],
                 ["Item", "Qty", "Price", "Line total"]]
INVOICE_PAID = ["Paid by bank transfer to Vietcombank a/c 0071 0012 34567, thank you for your business.",
                "Đã thanh toán (Paid). Hóa đơn điện tử tra cứu tại (look up this e-invoice at) einvoice.mekongcircuit.vn",
                "Goods sold are covered by 12 months manufacturer warranty. Please keep this invoice.",
                "Payment received via PayNow. Thank you!"]
TERMS_PAGE = [
    "Điều khoản bán hàng / Terms of sale",
    "1. Returns are accepted within 7 days of delivery for unused goods in original packing.",
    "2. A restocking fee of 15% may apply to opened test equipment.",
    "3. Warranty repairs are handled at our Ho Chi Minh City service centre or sent to the maker.",
    "4. Refunds are paid to the original payment method within 7-10 working days.",
]
RETURNS_ADDRESS = ["214 Nguyễn Trãi, Q. 1, TP. Hồ Chí Minh", "88 Thái Hà, Đống Đa, Hà Nội",
                   "61 Ubi Avenue 1, #04-12, Singapore 408941"]
GREETINGS = ["Dear Mekong Circuit team,", "Dear Sir/Madam,", "Hi team,", "Dear CS team,"]
SIGN_OFFS = ["Thanks and best regards,", "Best regards,", "Thank you and regards,", "Thanks & rgds,"]
LOCAL_WORDING = {  # per currency: the customer's own greetings and sign-offs
    "VND": {"GREETINGS": GREETINGS + ["Dear Anh/Chị,", "Kính gửi (Dear) Mekong Circuit,"],
            "SIGN_OFFS": SIGN_OFFS + ["Trân trọng (Best regards),", "Thanks and best regards,"]},
    "SGD": {"GREETINGS": GREETINGS + ["Hi there,", "Hello,"],
            "SIGN_OFFS": SIGN_OFFS + ["Thanks ah,", "Cheers,"]},
}
AUTO_REPLIES = ["Cảm ơn Quý khách. Thank you for contacting Mekong Circuit, we will reply within 1 working day.",
                "We have received your e-mail and a staff will contact you soon."]
AUTO_REPLY_SIGNATURE = "Mekong Circuit Components - Customer Care | Zalo OA: Mekong Circuit"

RELATIVE_DEADLINES = {
    "vn": [("within 10 days", 10), ("within this week", 5), ("by end of this month", "month_end"),
           ("in 2 weeks from today", 14)],
    "sg": [("within 7 working days", 9), ("by end of the month", "month_end"), ("within two weeks", 14)],
}
DEADLINE_WORDS = {
    "vn": ["by {}", "before {}", "latest on {}", "not later than {}"],
    "sg": ["by {}", "before {}", "by {} latest", "no later than {}"],
}
UNRESOLVED_DEADLINES = ["before Tết holiday", "before our production line restarts", "before the new semester",
                        "before our audit next month"]
EXPECT_REFUND_DL = [
    "Please help to refund the money to my account {dl}.",
    "We need the refund transferred {dl} because we must close the purchase budget.",
    "Kindly process the refund {dl} for us.",
]
EXPECT_REFUND_NO_DL = [
    "Please help to refund the full amount to my bank account.",
    "We would like a full refund to the original payment method.",
    "Kindly refund me as soon as possible, I need the money for other parts.",
]
EXPECT_REPAIR_DL = [
    "Please help to repair or exchange the unit {dl} because our lab needs it for students.",
    "We need the device back working {dl}.",
    "Kindly let me have the repaired unit {dl} latest.",
]
EXPECT_REPAIR_NO_DL = [
    "Please update me the repair status and when I can collect the unit.",
    "We hope you can exchange a new unit for us.",
]
EXPECT_DELIVERY_DL = [
    "Please check with the courier and make sure the parcel reaches us {dl}.",
    "We need the goods {dl} otherwise the production line will stop.",
]
EXPECT_REJECTED = [
    "Please review my case again and accept the return.",
    "We hope you can reconsider and give us at least a partial refund.",
]
