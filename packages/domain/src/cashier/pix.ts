import { classifyLink, type LinkPolicy } from '../links/safeLink.ts';
import type { PaymentInstructions, PixKeyType } from './model.ts';

/** A CPF: 11 digits whose two check digits match (Receita Federal's modulo-11 rule); punctuation allowed. */
export function isValidCpf(text: string): boolean {
  const digits = text.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

const PIX_KEY_RULES: Record<PixKeyType, (key: string) => boolean> = {
  CPF: isValidCpf,
  // A Brazilian mobile number, with or without +55: area code and 8 or 9 digits.
  PHONE: (key) => /^(\+?55)?\d{10,11}$/.test(key.replace(/[\s()-]/g, '')),
  EMAIL: (key) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(key) && key.length <= 77,
  // The random key (chave aleatória) is a UUID.
  RANDOM: (key) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key),
};

/** 'Please enter receiving address' when empty; 'Please enter correct information' when it is not a key of its type. */
export function pixKeyProblem(keyType: PixKeyType, key: string): 'required' | 'format' | null {
  const trimmed = key.trim();
  if (trimmed === '') return 'required';
  return PIX_KEY_RULES[keyType](trimmed) ? null : 'format';
}

/**
 * A saved key as the screen shows it, hiding what a shoulder-reader could use (the Banco Central's way of showing a
 * CPF): CPF `***.456.789-**`, e-mail `j***@gmail.com`, phone `(**) *****-4321`, random key `123e4567-****…`. A key
 * that is not of its type's form is hidden whole.
 */
export function maskPixKey(keyType: PixKeyType, key: string): string {
  const trimmed = key.trim();
  const digits = trimmed.replace(/\D/g, '');
  switch (keyType) {
    case 'CPF':
      return /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(trimmed)
        ? `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`
        : '***.***.***-**';
    case 'PHONE':
      return digits.length >= 10 && /^[+\d\s()-]+$/.test(trimmed)
        ? `(**) *****-${digits.slice(-4)}`
        : '(**) *****-****';
    case 'RANDOM':
      return /^[0-9a-f]{8}-/i.test(trimmed)
        ? `${trimmed.slice(0, 8)}-****-****-****-************`
        : '********-****-****-****-************';
    case 'EMAIL': {
      const at = trimmed.lastIndexOf('@');
      return at > 0 ? `${trimmed[0]}***${trimmed.slice(at)}` : '***@***';
    }
  }
}

/**
 * A deposit's payment page as the player may be offered it: `{ url }` when it is an https page on one of the
 * config's `allowedLinkHosts` (`classifyLink`), `'refused'` for any other address (not offered: the player is told
 * to contact support), undefined when the instructions name no page.
 */
export function depositPaymentPage(
  instructions: PaymentInstructions | undefined,
  policy: LinkPolicy,
): { url: string } | 'refused' | undefined {
  const raw =
    instructions?.kind === 'REDIRECT'
      ? instructions.url
      : instructions?.kind === 'PIX'
        ? instructions.paymentUrl
        : undefined;
  if (raw === undefined) return undefined;
  const target = classifyLink(raw, policy);
  return target.kind === 'external' ? { url: target.url } : 'refused';
}
