import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Icon, type IconName } from '../../components/Icon/index.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './ThemeToggle.css.ts';

export const themePreferences = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof themePreferences)[number];

export interface ThemeToggleProps {
  value: ThemePreference;
  onChange: (value: ThemePreference) => void;
}

const icons: Record<ThemePreference, IconName> = { system: 'monitor', light: 'sun', dark: 'moon' };

/** Native radio buttons styled as a segmented control: arrow keys move the choice. */
export function ThemeToggle({ value, onChange }: ThemeToggleProps) {
  const { t } = useLingui();
  const name = useId();
  const labels: Record<ThemePreference, string> = { system: t`Sistema`, light: t`Claro`, dark: t`Escuro` };
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{t`Tema`}</legend>
      <div className={styles.track}>
        {themePreferences.map((preference) => (
          <label key={preference} className={styles.option}>
            <input
              className={visuallyHidden}
              type="radio"
              name={name}
              value={preference}
              checked={value === preference}
              onChange={() => onChange(preference)}
            />
            <Icon name={icons[preference]} size="inline" />
            <span className={styles.optionText}>{labels[preference]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
