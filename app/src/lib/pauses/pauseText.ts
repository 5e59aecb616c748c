import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PLATFORM_TIME_ZONE } from '@sorte/domain';
import { isGatewayError } from '@sorte/gateway/answers';

/** A pause as a locked page explains it; `endsAt` epoch ms, null: for good (or not said). */
export interface PauseLock {
  kind: 'break' | 'exclusion';
  endsAt: number | null;
}

const CODES: Readonly<Record<string, PauseLock['kind']>> = {
  PLAYER_ON_BREAK: 'break',
  PLAYER_SELF_EXCLUDED: 'exclusion',
};

/**
 * The gateway refused because of a pause (issue 26 item 5): `PLAYER_ON_BREAK` or `PLAYER_SELF_EXCLUDED`, with the end
 * time in `value.endsAt` (ISO or epoch ms; absent or null: for good); null for any other failure.
 */
export function pauseRefusalOf(error: unknown): PauseLock | null {
  if (!isGatewayError(error) || (error.kind !== 'rejected' && error.kind !== 'http')) return null;
  const kind = CODES[String(error.code ?? '').toUpperCase()];
  if (!kind) return null;
  const value = error.value;
  const raw =
    value !== null && typeof value === 'object' ? (value as Record<string, unknown>).endsAt : undefined;
  const endsAt = typeof raw === 'number' ? raw : typeof raw === 'string' ? Date.parse(raw) : Number.NaN;
  return { kind, endsAt: Number.isFinite(endsAt) ? endsAt : null };
}

/** Why deposits, game launches and promotions are locked, with the pause's end in the platform's time. */
export function pauseLockMessage(pause: PauseLock, locale: string): MessageDescriptor {
  if (pause.endsAt === null)
    return pause.kind === 'break'
      ? msg`Você está em pausa: não é possível depositar, abrir jogos nem participar de promoções até ela terminar. O saque continua disponível.`
      : msg`Você está autoexcluído por tempo indeterminado: não é possível depositar, abrir jogos nem participar de promoções. O saque continua disponível.`;
  const until = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: PLATFORM_TIME_ZONE,
  }).format(pause.endsAt);
  return pause.kind === 'break'
    ? msg`Você está em pausa até ${until}: até lá não é possível depositar, abrir jogos nem participar de promoções. O saque continua disponível.`
    : msg`Você está autoexcluído até ${until}: até lá não é possível depositar, abrir jogos nem participar de promoções. O saque continua disponível.`;
}

/** What a refused action shows: the pause and until when when a pause refused it (issue 26 item 5), else `text`. */
export function pauseOrFailureText(
  error: unknown,
  locale: string,
  text: (error: unknown) => MessageDescriptor | string,
): MessageDescriptor | string {
  const pause = pauseRefusalOf(error);
  return pause ? pauseLockMessage(pause, locale) : text(error);
}
