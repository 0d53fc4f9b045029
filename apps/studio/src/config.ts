/** Where the studio talks to: the local sandbox unless VITE_SANDBOX_URL says otherwise. */
export const apiBaseUrl: string = import.meta.env.VITE_SANDBOX_URL || 'http://127.0.0.1:8787'
/** The sandbox's documented default key (VITE_SANDBOX_KEY overrides it). */
export const apiKey: string = import.meta.env.VITE_SANDBOX_KEY || 'sandbox-key'
