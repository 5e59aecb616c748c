import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../components/Icon/index.ts';
import { TextField, type TextFieldProps } from '../TextField/index.ts';
import * as styles from './MobileNumberField.css.ts';

export interface CountryDialingCodeOption {
  code: string;
  label: string;
}

export interface MobileNumberFieldProps
  extends Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'dir' | 'startAdornment'> {
  /** Defaults to 'Número de celular'. */
  label?: TextFieldProps['label'];
  countryDialingCode: string;
  /** No select shows when empty. */
  countryDialingCodes: readonly CountryDialingCodeOption[];
  onCountryDialingCodeChange: (code: string) => void;
}

const withPlus = (code: string) => (code.startsWith('+') ? code : `+${code}`);

/** A national mobile number with its country dialing code select, kept left-to-right in every language. */
export function MobileNumberField({
  label,
  countryDialingCode,
  countryDialingCodes,
  onCountryDialingCodeChange,
  name = 'mobileNum',
  autoComplete = 'tel-national',
  ...rest
}: MobileNumberFieldProps) {
  const { t } = useLingui();
  const countrySelect =
    countryDialingCodes.length > 0 ? (
      <span className={styles.country}>
        <span aria-hidden="true" className={styles.countryValue}>
          {countryDialingCode ? withPlus(countryDialingCode) : '+'}
          <Icon name="chevronDown" size="small" />
        </span>
        <select
          className={styles.countrySelect}
          name="countryDialingCode"
          autoComplete="tel-country-code"
          aria-label={t`Código do país`}
          value={countryDialingCode}
          onChange={(event) => onCountryDialingCodeChange(event.currentTarget.value)}
        >
          {countryDialingCodes.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    ) : null;

  return (
    <TextField
      {...rest}
      label={label ?? t`Número de celular`}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      dir="ltr"
      startAdornment={countrySelect}
    />
  );
}
