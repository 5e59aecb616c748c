import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import * as styles from './LanguageSelect.css.ts';

/** Structurally the domain's `Language`, so the app can pass `languageOptions()` as is. */
export interface LanguageOption<Code extends string = string> {
  code: Code;
  /** The language's own name: shown untranslated, in its own language. */
  endonym: string;
  /** BCP-47 tag, set as the option's `lang`. */
  tag: string;
  dir: 'ltr' | 'rtl';
}

export interface LanguageSelectProps<Code extends string = string> {
  languages: readonly LanguageOption<Code>[];
  value: Code;
  onChange: (code: Code) => void;
}

/** A native select: the best picker on phones, and every option is announced in its own language. */
export function LanguageSelect<Code extends string>({
  languages,
  value,
  onChange,
}: LanguageSelectProps<Code>) {
  const id = useId();
  return (
    <div className={styles.root}>
      <label className={styles.label} htmlFor={id}>
        <Icon name="globe" size="inline" />
        <Trans>Idioma</Trans>
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={value}
          onChange={(event) => {
            const next = languages.find((language) => language.code === event.target.value);
            if (next) onChange(next.code);
          }}
        >
          {languages.map((language) => (
            <option key={language.code} value={language.code} lang={language.tag} dir={language.dir}>
              {language.endonym}
            </option>
          ))}
        </select>
        <span className={styles.chevron}>
          <Icon name="chevronDown" size="inline" />
        </span>
      </div>
    </div>
  );
}
