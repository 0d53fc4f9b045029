/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the Podscene API (default: the local sandbox). */
  readonly VITE_SANDBOX_URL?: string
  /** API key sent as `X-Api-Key` (default: the sandbox's documented key). */
  readonly VITE_SANDBOX_KEY?: string
}
