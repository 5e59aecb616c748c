import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { TextField, type TextFieldProps } from '../TextField/index.ts';
import * as styles from './CaptchaField.css.ts';

export interface CaptchaFieldProps extends Omit<TextFieldProps, 'label' | 'endAdornment' | 'type'> {
  /** Defaults to 'Captcha'. */
  label?: TextFieldProps['label'];
  /** The captcha picture (usually a data: URL from the gateway). */
  imageSrc?: string;
  /** A new captcha is on its way: shows a spinner and holds the refresh button. */
  loading: boolean;
  onRefresh: () => void;
}

/** The captcha text input with its picture and a refresh button. */
export function CaptchaField({
  label,
  imageSrc,
  loading,
  onRefresh,
  name = 'captcha',
  disabled,
  ...rest
}: CaptchaFieldProps) {
  const { t } = useLingui();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = imageSrc === undefined || failedSrc === imageSrc;

  let picture = <span className={styles.fallback}>{t`Imagem indisponível`}</span>;
  if (loading) picture = <Spinner label={t`Carregando o captcha`} />;
  else if (!failed)
    picture = (
      <img
        className={styles.image}
        src={imageSrc}
        alt={t`Imagem do captcha`}
        width={96}
        height={38}
        decoding="async"
        // A new picture each time: masked in screenshot tests.
        data-volatile=""
        onError={() => setFailedSrc(imageSrc)}
      />
    );

  return (
    <TextField
      label={label ?? t`Captcha`}
      name={name}
      autoComplete="off"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      dir="ltr"
      disabled={disabled}
      {...rest}
      endAdornment={
        <>
          <span className={styles.imageSlot}>{picture}</span>
          <button
            type="button"
            className={styles.refresh}
            onClick={onRefresh}
            disabled={loading || disabled}
            aria-label={t`Atualizar o captcha`}
          >
            <Icon name="refresh" />
          </button>
        </>
      }
    />
  );
}
