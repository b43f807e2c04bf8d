// The app's version and build time, written in by Vite at build time (vite.config.ts `define`).
declare const __APP_VERSION__: string;
declare const __APP_BUILD_TIME__: string;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0-dev';
export const APP_BUILD_TIME: string =
  typeof __APP_BUILD_TIME__ === 'string' ? __APP_BUILD_TIME__ : new Date().toISOString();
