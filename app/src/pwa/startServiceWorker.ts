// Importing this module registers the PWA's worker: ../bootstrap/bootstrap.tsx imports it after the first paint in
// live mode, with no call to make (its first-load cost is the import alone).
import { registerServiceWorker } from './registerServiceWorker.tsx';

if ('serviceWorker' in navigator) void registerServiceWorker();
