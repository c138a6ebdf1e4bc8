"""Shop 21: Vaporella Pro, salon, beauty and spa equipment from Lyon, Brussels, Geneva and Milan (held out)."""
