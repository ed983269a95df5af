interface ImportMetaEnv {
  /** Public client key sent as X-API-Key; identifies the web client, not a secret. */
  readonly VITE_PUBLIC_API_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
