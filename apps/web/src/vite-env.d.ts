/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API server's origin for a hybrid shell build; empty on the web, where the app and API share one. */
  readonly VITE_API_ORIGIN?: string;
}
