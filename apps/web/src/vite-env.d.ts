/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API server's origin for a hybrid shell build; empty on the web, where the app and API share one. */
  readonly VITE_API_ORIGIN?: string;
}

interface Window {
  /** The common/config request that early-start.ts began before the app loaded; shared/api/config.ts takes it once. */
  sahamEarlyConfig?: Promise<Response> | undefined;
  /** The screen's first calls that early-start.ts began, by `earlyCallKey`; shared/api/client.ts takes each once. */
  sahamEarlyCalls?: Map<string, { response: Promise<Response>; at: number; token: string }> | undefined;
  /** Set by the bundle as it starts: an early-start.ts that runs after it (both cached) asks for nothing. */
  sahamAppStarted?: boolean;
}
