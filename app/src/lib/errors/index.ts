export { failureKind } from './failureKind.ts';
export { failureText, fieldFailure } from './failureText.ts';
export { phoneAuthFailure } from './phoneAuthFailure.ts';
