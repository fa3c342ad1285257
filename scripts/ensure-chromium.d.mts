/** Debian's Chromium binary, installed when missing and allowed. */
export function findChromium(): string | undefined;
export function ensureChromium(): string;
