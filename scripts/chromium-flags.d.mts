/** The command-line flags every script and test here starts Chromium with. */
export const CHROMIUM_FLAGS: readonly string[];
