"""Layer 1, the kernel: choices, events, the frame loop (core), the game state, the config, the
card zones and the trigger bus. Imports only `base`."""
