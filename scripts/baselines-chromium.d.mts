/** visual-baselines/chromium-version.txt: the Chromium version the visual baselines were taken with. */
export declare const BASELINES_CHROMIUM_FILE: string;
/** The command that takes every story's screenshots anew and records the version. */
export declare const REFRESH_COMMAND: string;
/** "Chromium 156.0.8078.129 built on Debian…" → "156.0.8078.129"; throws when the output has none. */
export declare function parseChromiumVersion(output: string): string;
/** The version of the headless shell the stories run in. */
export declare function machineChromiumVersion(): string;
/** The recorded version, or undefined when none is recorded. */
export declare function baselinesChromiumVersion(file?: string): string | undefined;
/** One line when the machine's Chromium is not the baselines' one, otherwise undefined. */
export declare function versionNotice(machine: string, baselines: string | undefined): string | undefined;
