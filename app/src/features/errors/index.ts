export { failureKind, failureText, fieldFailure } from './failureText.ts';
export { phoneAuthFailure } from './phoneAuthFailure.ts';
