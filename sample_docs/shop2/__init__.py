"""Shop 2, Oakridge Audio Supply: a second, independent sample shop used only as a validation set."""
