/** Debian's full Chromium (what Lighthouse scores), or `CHROMIUM_PATH` when set. */
export declare const CHROMIUM_PATH: string;
/** Debian's Chromium headless shell (what the tests drive), or `CHROMIUM_HEADLESS_SHELL_PATH` when set. */
export declare const HEADLESS_SHELL_PATH: string;
/** Headless, offline-safe launch flags. */
export declare const CHROMIUM_ARGS: readonly string[];
