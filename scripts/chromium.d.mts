/** Debian's full Chromium (what Lighthouse scores), or `CHROMIUM_PATH` when set. */
export declare const CHROMIUM_PATH: string;
/** Debian's Chromium headless shell (what the tests drive), or `CHROMIUM_HEADLESS_SHELL_PATH` when set. */
export declare const HEADLESS_SHELL_PATH: string;
/** Headless, offline-safe launch flags. */
export declare const CHROMIUM_ARGS: readonly string[];
/** The fontconfig file that shows a test browser only the project's fonts (`scripts/test-fonts.conf`). */
export declare const TEST_FONTS_CONFIG: string;
/** This process's environment with `FONTCONFIG_FILE` set to `TEST_FONTS_CONFIG`. */
export declare const TEST_BROWSER_ENV: Record<string, string | undefined>;
