export declare const DEFAULT_CHROMIUM_PATH: string

/** CHROMIUM_PATH when it is set to something other than blanks, else /usr/bin/chromium. */
export declare function chromiumPath(env?: Record<string, string | undefined>): string

/** Flags for headless runs on a closed network. */
export declare const CHROMIUM_ARGS: readonly string[]
