"""Shop 13: Hanabusa Camera (Osaka), a camera, lens and photo-accessories retailer with online
stores for Japan, South Korea, Taiwan and Hong Kong. Written blind; see README.md."""
