"""Shop 27: Indus & Delta Textile Machinery, textile-mill spare parts and machines from Karachi/Lahore (PKR),
Dhaka/Chattogram (BDT) and Colombo (LKR). Written blind; a held-out validation set."""
