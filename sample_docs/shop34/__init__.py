"""Shop 34: Tanabana Industrial Sewing, industrial sewing machines, spares and garment-factory consumables from
Karachi and Lahore (PKR), Dhaka and Chattogram (BDT) and Colombo (LKR). Written blind to docflow's rules; a held-out
validation set."""
