import { maskIp } from '@sorte/domain';
import * as styles from './accountSecurity.css.ts';

/** A device's known facts on one line, the address masked; each part isolated so it reads whole right to left. */
export function DeviceDetails({ parts }: { parts: readonly (string | undefined)[] }) {
  const known = parts.filter((part): part is string => part !== undefined && part !== '');
  if (known.length === 0) return null;
  return (
    <p className={styles.detail}>
      {known.map((part, at) => (
        <span key={part}>
          {at > 0 ? ' · ' : null}
          <bdi>{part}</bdi>
        </span>
      ))}
    </p>
  );
}

export const maskedIp = (ip: string | undefined) => (ip ? maskIp(ip) : undefined);
