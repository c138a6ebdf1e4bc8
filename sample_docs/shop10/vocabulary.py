"""Shop 10's vocabulary: Kadamb Living, an online home-furnishing and furniture retailer in
Bengaluru (own site and marketplaces), a branch in Kuala Lumpur, a few export orders to the UAE."""

from __future__ import annotations

SHOP = "Kadamb Living"
SHOP_IN = "Kadamb Living Pvt. Ltd."
SHOP_MY = "Kadamb Living (M) Sdn. Bhd."
ADDR_IN = "No. 42, 3rd Cross, Hosur Road, Koramangala Industrial Layout, Bengaluru 560095, Karnataka"
ADDR_MY = "Lot 7-2, Jalan PJU 7/3, Mutiara Damansara, 47810 Petaling Jaya, Selangor"
GSTIN = "29AAJCK4512L1Z7"
SST_NO = "B16-2409-32001457"
CARE_IN = "care@kadambliving.in"
CARE_MY = "hello@kadambliving.com.my"

# (name, HSN, INR price incl. nothing: taxable unit value, MYR price, AED price)
FURNITURE = [
    ("Sheesham Wood 3 Seater Sofa (Honey Finish)", "9401", "38999", "2199", "1790"),
    ("Queen Size Hydraulic Storage Bed - Walnut", "9403", "28499", "1899", "1450"),
    ("6 Seater Solid Wood Dining Set with Bench", "9403", "46990", "2899", "2390"),
    ("Orthopaedic Memory Foam Mattress 72x60x8 inch", "9404", "16499", "1099", "820"),
    ("3 Door Engineered Wood Wardrobe with Mirror", "9403", "23999", "1549", "1190"),
    ("Ergonomic Mesh Office Chair (High Back)", "9401", "7499", "489", "390"),
    ("Fabric Recliner Chair - Single Seater, Coffee Brown", "9401", "20990", "1299", "1050"),
    ("L-Shaped Corner Sofa, Grey Velvet", "9401", "55999", "3399", "2790"),
    ("Engineered Wood TV Unit 180 cm", "9403", "10999", "699", "560"),
    ("Marble Top Coffee Table", "9403", "14999", "949", "760"),
    ("Kids Bunk Bed with Ladder", "9403", "31999", "1999", "1620"),
    ("Shoe Rack Cabinet, 4 Shelves", "9403", "4999", "329", "260"),
    ("Solid Mango Wood Study Table", "9403", "12499", "799", "640"),
]
TEXTILES = [
    ("Cotton Double Bedsheet Set (2 Pillow Covers)", "6302", "1299", "89", "75"),
    ("Blackout Curtains 7 ft, Set of 2", "6303", "2199", "139", "110"),
    ("Hand Tufted Wool Carpet 5x8 ft", "5703", "13999", "899", "720"),
    ("Jacquard Sofa Cushion Covers, Set of 5", "6304", "1599", "99", "85"),
]

CUSTOMERS_IN = [
    ("Priya Raghunathan", "Flat 304, Brigade Meadows, Kanakapura Road, Bengaluru 560082", "KA"),
    ("Arvind Kulkarni", "B-12, Sai Heritage Society, Baner, Pune 411045", "MH"),
    ("Sneha Deshpande", "17/2 Shivaji Nagar, Nashik 422002", "MH"),
    ("Mohammed Irfan Shaikh", "Plot 88, Road No. 12, Banjara Hills, Hyderabad 500034", "TG"),
    ("Lakshmi Narayanan", "New No. 23, Old No. 11, Ranganathan Street, T. Nagar, Chennai 600017", "TN"),
    ("Harpreet Kaur Sandhu", "House 611, Sector 45-A, Chandigarh 160047", "CH"),
    ("Rohit Agarwal", "C-1402, DLF Park Place, Sector 54, Gurugram 122011", "HR"),
    ("Ananya Bose", "14B Lake Place, Kolkata 700029", "WB"),
    ("Venkatesh Iyer", "No. 9, 5th Main, Malleswaram, Bengaluru 560003", "KA"),
    ("Farah Siddiqui", "A-7, Jamia Nagar, Okhla, New Delhi 110025", "DL"),
    ("Deepak Menon", "Thejus, TC 15/1224, Vazhuthacaud, Thiruvananthapuram 695014", "KL"),
    ("Kavitha Reddy", "Villa 21, Prestige Lakeside Habitat, Varthur, Bengaluru 560087", "KA"),
    ("Sanjay Choudhary", "302, Shanti Apartments, Vastrapur, Ahmedabad 380015", "GJ"),
]
CUSTOMERS_MY = [
    ("Tan Wei Ling", "No. 15, Jalan SS 2/64, 47300 Petaling Jaya, Selangor"),
    ("Nurul Aisyah binti Ahmad", "Blok C-3-8, Pangsapuri Seri Intan, 81200 Johor Bahru, Johor"),
    ("Rajesh Muniandy", "22 Lorong Kelawei, 10250 George Town, Pulau Pinang"),
    ("Lim Chee Keong", "A-12-3, Residensi Vista, Jalan Klang Lama, 58000 Kuala Lumpur"),
]
CUSTOMERS_AE = [
    ("Anil Thomas", "Apt 1207, Al Nahda Tower 2, Al Nahda, Dubai"),
    ("Shabeer Ahmed Kunhi", "Villa 34, Street 12, Al Rashidiya 2, Ajman"),
    ("Meera Pillai", "Flat 806, Al Majaz 3, Corniche Street, Sharjah"),
]

CARRIERS = {
    "INR": [("Delhivery", "awb14"), ("Blue Dart", "awb11"), ("VRL Logistics", "lr"),
            ("Safexpress", "lr"), ("India Post Speed Post", "upu_in"), ("Ecom Express", "awb12")],
    "MYR": [("Pos Laju", "upu_my"), ("J&T Express", "awb12"), ("GDEX", "awb11")],
    "AED": [("Aramex", "awb11"), ("DHL Express", "awb10")],
}
CHANNELS = ["kadambliving.in", "Amazon.in", "Flipkart", "kadambliving.in", "Pepperfry Marketplace"]

# reasons for returning furniture: (the words giving the reason, a short form for a form's box)
RETURN_REASONS = [
    "it arrived with a cracked front leg and a deep scratch on the left side",
    "the finish is the wrong shade, walnut instead of the white oak I ordered",
    "it is much smaller than the size shown on the website",
    "the packaging was crushed and two of the panels came broken",
    "the colour is completely different from the photos on the app",
    "one corner was chipped when the box was opened in front of the delivery boy",
    "it has a strong chemical smell that has not gone even after ten days",
    "the top is warped and does not sit flat on the frame",
    "it was delivered with missing hardware and one drawer is split",
    "the delivery team left without installing it and the parts do not match the manual",
]
# warranty and installation faults as a customer describes them: (a word of the product, the fault)
ISSUES = [
    ("Bed", "the hydraulic lift stopped holding after three weeks and the lid falls down on its own"),
    ("Recliner", "the recliner mechanism makes a grinding noise and does not go back to the upright position"),
    ("Wardrobe", "the installer drilled the hinges in the wrong place and now the right door does not close"),
    ("Chair", "the gas lift keeps sinking, it goes down to the lowest level within minutes"),
    ("Dining", "the veneer on the table top is peeling near the edge after two months of use"),
    ("Sofa", "the seat foam has sagged badly on the middle seat within six weeks"),
    ("Bunk", "the ladder brackets are loose and the screws strip out of the wood"),
    ("Mattress", "it has developed a dip in the centre even though we rotate it every month"),
    ("", "the joints have become loose and it wobbles badly when anyone leans on it"),
    ("", "the polish has started peeling off near the edges after a few weeks of normal use"),
]
SERIAL_PREFIX = ["KLB", "KL", "KDL", "SFA", "BN"]

UNRESOLVED = [
    "before my sister's griha pravesh",
    "before my in-laws arrive from Kerala",
    "before our office reopens after the holidays",
    "before my daughter's first birthday party",
]
