/** Debian's Chromium, or `CHROMIUM_PATH` when set. */
export declare const CHROMIUM_PATH: string;
/** Headless, offline-safe launch flags. */
export declare const CHROMIUM_ARGS: readonly string[];
