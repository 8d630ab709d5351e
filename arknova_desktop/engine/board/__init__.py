"""Layer 2, the board: building types, zoo maps and the zoo queries on them. Imports `base` and
`kernel`."""
