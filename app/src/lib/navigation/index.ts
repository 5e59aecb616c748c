export { safeInternalPath } from './safeInternalPath.ts';
