// How every script and test here starts Chromium: as root (no sandbox), without a GPU, and without
// the background connections that a closed network refuses, many at a time.
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
