"""Layer 0, pure helpers with no engine imports: rule constants, the track tables, hex geometry
and the catalogue of map names."""
