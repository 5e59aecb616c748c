import { PHONE_AUTH_ERROR_CODES, type PhoneAuthErrorOutcome, phoneAuthError } from '@sorte/domain';
import { isGatewayError } from '@sorte/gateway/answers';

const codes: readonly string[] = PHONE_AUTH_ERROR_CODES;

/** The §8 code a refusal carries: in the envelope's `code`, or as `auth/<code>` in its message. */
function rawCode(error: unknown): string | null {
  if (!isGatewayError(error)) return null;
  const candidates = [
    typeof error.code === 'string' ? error.code : '',
    /\bauth\/([a-z-]+)/.exec(error.serverMessage ?? '')?.[0] ?? '',
  ];
  for (const candidate of candidates) {
    const code = candidate
      .trim()
      .toLowerCase()
      .replace(/^auth\//, '');
    // 'unknown' alone is too common a word to be a phone code; it counts with its auth/ prefix only.
    if (codes.includes(code) && (code !== 'unknown' || candidate.includes('auth/'))) return code;
  }
  return null;
}

/** Spec §8 phone authentication: the message and next action of a refused SMS step, or null for other failures. */
export function phoneAuthFailure(error: unknown): PhoneAuthErrorOutcome | null {
  const code = rawCode(error);
  return code === null ? null : phoneAuthError(code);
}
