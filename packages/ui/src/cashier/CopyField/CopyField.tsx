import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import * as styles from './CopyField.css.ts';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** The player pressed Copy: the parent writes `value` to the clipboard. */
  onCopy: () => void;
  /** True for a moment after the copy worked: says copy_success ('Copiado') politely. */
  copied?: boolean;
  /** Long values (a PIX copy-paste code) wrap over a few lines instead of scrolling sideways. */
  multiline?: boolean;
  /** Codes and account numbers in a fixed-width face, so look-alike characters are told apart. */
  monospace?: boolean;
}

/** A value to copy: read-only (selectable by hand too) with a Copy button beside it. */
export function CopyField({
  label,
  value,
  onCopy,
  copied = false,
  multiline = false,
  monospace = false,
}: CopyFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const statusId = `${id}-status`;
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={multiline ? styles.column : styles.row}>
        {multiline ? (
          <textarea
            id={id}
            className={`${styles.field} ${styles.multiline}${monospace ? ` ${styles.monospace}` : ''}`}
            readOnly
            rows={4}
            value={value}
            dir="ltr"
            spellCheck={false}
            aria-describedby={statusId}
            onFocus={(event) => event.currentTarget.select()}
          />
        ) : (
          <input
            id={id}
            className={monospace ? `${styles.field} ${styles.monospace}` : styles.field}
            readOnly
            value={value}
            dir="ltr"
            aria-describedby={statusId}
            onFocus={(event) => event.currentTarget.select()}
          />
        )}
        <Button
          tone={multiline ? 'primary' : 'secondary'}
          block={multiline}
          onClick={onCopy}
          aria-label={t`Copiar ${label}`}
        >
          <Icon name={copied ? 'check' : 'copy'} size="inline" />
          <Trans>Copiar</Trans>
        </Button>
      </div>
      <p id={statusId} role="status" className={styles.copied}>
        {copied ? <Trans>Copiado</Trans> : null}
      </p>
    </div>
  );
}
