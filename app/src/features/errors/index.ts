export { failureKind, failureText, fieldFailure, MoneyOutcomeUnknownError } from './failureText.ts';
export { phoneAuthFailure } from './phoneAuthFailure.ts';
