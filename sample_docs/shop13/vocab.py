"""What the shop is and sells: stores per market, carriers, products, people, reasons, faults."""

from __future__ import annotations

from dataclasses import dataclass

SHOP = "Hanabusa Camera Co., Ltd."
SHOP_SHORT = "Hanabusa Camera"
SHOP_ADDRESS = "2-14-8 Nipponbashi, Naniwa-ku, Osaka 556-0005, Japan"
SHOP_TEL = "TEL 06-6630-4418 / FAX 06-6630-4419"
SHOP_TEL_INTL = "Tel +81-6-6630-4418"
REGISTRATION_NO = "T5120001187342"  # qualified-invoice issuer registration: a tax number, not an invoice number
REPAIR_DESK = "Hanabusa Camera Service Centre, 3F, 2-14-8 Nipponbashi, Naniwa-ku, Osaka"


@dataclass(frozen=True)
class Store:
    code: str  # JP, KR, TW, HK
    country: str
    currency: str
    tax_label: str | None  # None: no tax printed (Hong Kong)
    tax_rate: int
    tz: str
    site: str
    mail: str  # the store's customer-service sender
    carriers: tuple[str, ...]


STORES = {
    "JP": Store("JP", "Japan", "JPY", "Consumption tax", 10, "+0900", "www.hanabusa-camera.jp",
                "support@hanabusa-camera.jp", ("Yamato Transport", "Sagawa Express")),
    "KR": Store("KR", "South Korea", "KRW", "VAT", 10, "+0900", "kr.hanabusa-camera.com",
                "kr-support@hanabusa-camera.com", ("Japan Post EMS", "CJ Logistics")),
    "TW": Store("TW", "Taiwan", "TWD", "Business tax", 5, "+0800", "tw.hanabusa-camera.com",
                "tw-support@hanabusa-camera.com", ("SF Express", "Japan Post EMS")),
    "HK": Store("HK", "Hong Kong", "HKD", None, 0, "+0800", "hk.hanabusa-camera.com",
                "hk-support@hanabusa-camera.com", ("SF Express", "Japan Post EMS")),
}

RETURNS_MAIL = "returns@hanabusa-camera.jp"
SERVICE_MAIL = "service@hanabusa-camera.jp"
ACCOUNTS_MAIL = "accounts@hanabusa-camera.jp"
NOREPLY_MAIL = "no-reply@hanabusa-camera.jp"
LINE_BRIDGE = "line-oa@hanabusa-camera.jp"
FORM_MAIL = "webform@hanabusa-camera.jp"

# name, JPY price incl. tax, kind ("body", "lens", "acc"), has a serial number
PRODUCTS = [
    ("FUJIFILM X-T5 Body (Silver)", 254100, "body"),
    ("Nikon Z f Body", 278300, "body"),
    ("Canon EOS R6 Mark II Body", 339900, "body"),
    ("Sony Alpha 7C II Body (Black)", 272800, "body"),
    ("OM SYSTEM OM-5 Body", 148500, "body"),
    ("Ricoh GR IIIx", 149600, "body"),
    ("Sigma 24-70mm F2.8 DG DN II Art (Sony E)", 159500, "lens"),
    ("Tamron 28-75mm F/2.8 Di III VXD G2 (Nikon Z)", 102300, "lens"),
    ("Canon RF 35mm F1.8 Macro IS STM", 64900, "lens"),
    ("FUJINON XF 33mm F1.4 R LM WR", 96800, "lens"),
    ("Nikon NIKKOR Z 40mm f/2 (SE)", 38500, "lens"),
    ("Sigma 56mm F1.4 DC DN Contemporary (Fujifilm X)", 59400, "lens"),
    ("Godox V1 Flash for Sony", 36300, "acc"),
    ("Peak Design Everyday Backpack 20L (Ash)", 44000, "acc"),
    ("Leofoto LS-324C Carbon Tripod", 49500, "acc"),
    ("SanDisk Extreme PRO CFexpress Type B 256GB", 31800, "acc"),
    ("Kenko Zeta Quint C-PL 77mm", 12650, "acc"),
    ("HAKUBA Dry Cabinet E-40", 19800, "acc"),
    ("Nikon EN-EL15c Battery", 9680, "acc"),
    ("Spare battery NP-W235", 11000, "acc"),
]

# per-market price factors (JPY incl. tax -> local catalogue price), then rounded like local price tags
RATE = {"JPY": 1.0, "KRW": 9.3, "TWD": 0.215, "HKD": 0.0525}

# (given, family, how the shop/person writes the full name) per market; studios write as "we"
PEOPLE = {
    "JP": [("Yuki Takahashi", None), ("Kenji Morimoto", "Studio Hanagumo"), ("Aiko Nishimura", None),
           ("Daisuke Okabe", None), ("Mika Fujiwara", "Fujiwara Photo Office")],
    "KR": [("Park Ji-won", "Studio Haneul"), ("Kim Min-jun", None), ("Lee Seo-yeon", None),
           ("Choi Dong-hyun", "Bom Wedding Film")],
    "TW": [("Chen Yu-ting", None), ("Lin Chia-hao", "Lumen Photo Studio"), ("Wang Hsin-yi", None)],
    "HK": [("Kelvin Ho", None), ("Chan Mei-ling", "Harbour Light Studio"), ("Wong Ka-ho", None)],
}

# misspellings an order system or a clerk would make (planted misspelled_name)
TYPOS = {
    "Yuki Takahashi": "Yuki Takahasi", "Kenji Morimoto": "Kenji Morimota", "Aiko Nishimura": "Aiko Nishimua",
    "Daisuke Okabe": "Daisuke Okabi", "Mika Fujiwara": "Mika Fujiwala", "Park Ji-won": "Pak Ji-won",
    "Kim Min-jun": "Kim Min-joon", "Lee Seo-yeon": "Lee Seo-yon", "Choi Dong-hyun": "Choi Dong-hyeun",
    "Chen Yu-ting": "Chen Yu-tin", "Lin Chia-hao": "Lin Chai-hao", "Wang Hsin-yi": "Wang Hsing-yi",
    "Kelvin Ho": "Kelvin Hoo", "Chan Mei-ling": "Chan Mei-lin", "Wong Ka-ho": "Wong Ka-hoo",
}

ADDRESSES = {
    "JP": ["5-3-12 Tenjinbashi, Kita-ku, Osaka 530-0041", "1-22-4 Sakuragaoka, Setagaya-ku, Tokyo 156-0054",
           "3-7-1 Oike-dori, Nakagyo-ku, Kyoto 604-8171", "2-9-15 Motomachi-dori, Chuo-ku, Kobe 650-0022",
           "4-1-8 Sakae, Naka-ku, Nagoya 460-0008"],
    "KR": ["27 Yeonhui-ro 11-gil, Mapo-gu, Seoul 03706", "114 Haeundae-ro, Haeundae-gu, Busan 48094",
           "8 Dosan-daero 45-gil, Gangnam-gu, Seoul 06017", "55 Jungang-daero, Dong-gu, Daegu 41925"],
    "TW": ["No. 18, Ln. 52, Sec. 2, Yongkang St., Da'an Dist., Taipei City 106",
           "5F, No. 233, Wenxin Rd., Xitun Dist., Taichung City 407", "No. 41, Minzu 2nd Rd., Xinxing Dist., Kaohsiung 800"],
    "HK": ["Flat 12B, Block 3, Kornhill, 2 Hong Yue Street, Quarry Bay", "Room 1605, 16/F, Kwai Cheong Centre, Kwai Chung",
           "Flat 7A, 28 Sai Yeung Choi Street South, Mong Kok, Kowloon"],
}

# return reasons as a customer words them after "because" (or in a form's reason field), per product kind
REASONS = {
    "body": ["the camera has three dead pixels on the sensor",
             "I found the same body cheaper at a shop near my house and I have not used it",
             "the colour is different from the picture on your website",
             "the grip is too small for my hands and I cannot hold it for a whole wedding"],
    "lens": ["the autofocus keeps hunting in low light and it is not usable for our events",
             "I ordered the wrong mount and the lens does not fit my camera",
             "there is a small scratch on the front element when I opened the box",
             "the lens is much heavier than I expected for travel"],
    "acc": ["the item arrived with a dented box and the seal was broken",
            "the tripod leg lock is loose and the leg slides down",
            "the battery does not charge in the original charger",
            "the flash does not fire with my camera even after the firmware update",
            "it is the wrong size for my camera and I ordered by mistake"],
}

# what a customer reports on a repair/warranty form
FAULTS = {
    "body": ["Shutter error message appears after about 20 shots and the camera freezes",
             "Rear LCD flickers and goes black when tilted",
             "Card slot 2 does not recognise any card",
             "Camera does not turn on after charging the battery overnight",
             "Image stabiliser makes a rattling noise when the body is moved"],
    "lens": ["Autofocus motor makes a grinding noise and stops at close distance",
             "Aperture stays closed at f/16 and the images are very dark",
             "Zoom ring is stiff between 35mm and 50mm",
             "Dust and a small spot appeared inside the rear lens element",
             "Lens is not recognised by the camera (error on the display)"],
}

REJECT_GROUNDS = {
    "body": "The camera shows clear signs of use (shutter count 3,412) and the return request arrived after the "
            "8-day return period.",
    "lens": "The lens shows signs of use (wear marks on the mount) and passed our optical and autofocus inspection; "
            "change-of-mind returns are accepted for unopened items only.",
    "acc": "Opened memory cards, batteries and filters cannot be returned unless faulty, and our test found no fault.",
}

ACCESSORIES_SENT = {"body": ("Body only", "Body, battery, strap", "Body and battery"),
                    "lens": ("Lens only", "Lens, front and rear caps", "Lens with hood and caps")}

FEE_BASES = ["handling fee", "return shipping fee", "opened-box fee"]

UNRESOLVED = [
    "before our next wedding shoot",
    "before my daughter's school sports day",
    "when I come back from my business trip",
    "before our client's product shoot",
    "before the cherry blossom season",
]

STAFF = ["Haruka Inoue", "Ryota Nakamura", "Sayaka Kimura", "Takuya Ishida", "Emi Sakamoto", "Jun Ogawa"]
