"""Shop 17: Al Naseem Cooling & Home Appliances, a Dubai air-conditioning and appliance distributor
with branches in Riyadh and Doha (a blind sample shop; see README.md)."""
