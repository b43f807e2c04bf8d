// Starts Saham. The process first takes its runtime settings (V8 heap flags, malloc tunables; see
// runtime-settings.ts), replacing itself when started without them, then runs the server
// (server.ts), imported only after that so nothing is loaded twice.
import { applyRuntimeSettings } from './runtime-settings.ts';

applyRuntimeSettings();
await import('./server.ts');
