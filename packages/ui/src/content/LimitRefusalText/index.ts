export { useLimitRefusalText } from './useLimitRefusalText.ts';
