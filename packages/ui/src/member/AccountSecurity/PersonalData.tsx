import { useLingui } from '@lingui/react/macro';
import { maskEmail, maskIdNumber, maskMobile } from '@sorte/domain';
import { type ReactNode, useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import * as styles from './accountSecurity.css.ts';

/** The player's personal data as registered (contacts and document unmasked: shown masked here). */
export interface PersonalDataFacts {
  name?: string;
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  /** yyyy-MM-dd. */
  birthday?: string;
  idNumber?: string;
  /** ISO time. */
  registeredAt?: string;
}

export interface PersonalDataProps {
  status: LoadStatus;
  failure?: FailureKind;
  onRetry: () => void;
  data: PersonalDataFacts;
  /** The gateway has no personal data call: a note in place of the facts. */
  notOffered?: boolean;
  /** Opens customer service, where changes are asked for; absent: the note alone. */
  onContactSupport?: () => void;
  timeZone?: string;
}

/** The security centre's personal data, read only and masked, with how to have it changed (customer service). */
export function PersonalData({
  status,
  failure,
  onRetry,
  data,
  notOffered = false,
  onContactSupport,
  timeZone,
}: PersonalDataProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const locale = formatLocaleOf(i18n);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
  const dayIn = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone });
  const shown = (value: string | undefined, format: (value: string) => string = (same) => same): ReactNode =>
    value === undefined ? (
      <span className={styles.missing}>{t`Não informado`}</span>
    ) : (
      <bdi>{format(value)}</bdi>
    );

  let body: ReactNode;
  if (notOffered) body = <p className={styles.note}>{t`Este site não mostra seus dados pessoais aqui.`}</p>;
  else if (status === 'loading') body = <div aria-busy="true" className={styles.skeleton} />;
  else if (status === 'error')
    body = (
      <GridNotice
        kind="error"
        compact
        message={t`Não foi possível carregar seus dados pessoais.`}
        failure={failure}
        onRetry={onRetry}
      />
    );
  else
    body = (
      <dl className={styles.facts}>
        <dt className={styles.term}>{t`Nome completo`}</dt>
        <dd className={styles.value}>{shown(data.name)}</dd>
        <dt className={styles.term}>{t`Usuário`}</dt>
        <dd className={styles.value}>{shown(data.username)}</dd>
        <dt className={styles.term}>{t`Celular`}</dt>
        <dd className={styles.value}>
          {shown(data.mobileNum, (mobile) => maskMobile(mobile, data.countryDialingCode))}
        </dd>
        <dt className={styles.term}>{t`E-mail`}</dt>
        <dd className={styles.value}>{shown(data.email, maskEmail)}</dd>
        <dt className={styles.term}>{t`Data de nascimento`}</dt>
        <dd className={styles.value}>
          {shown(data.birthday, (birthday) => day.format(new Date(`${birthday}T00:00:00Z`)))}
        </dd>
        <dt className={styles.term}>{t`CPF`}</dt>
        <dd className={styles.value}>{shown(data.idNumber, maskIdNumber)}</dd>
        <dt className={styles.term}>{t`Cadastrado em`}</dt>
        <dd className={styles.value}>{shown(data.registeredAt, (time) => dayIn.format(new Date(time)))}</dd>
      </dl>
    );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t`Dados pessoais`}
      </h2>
      {body}
      {status === 'ready' && !notOffered ? (
        <>
          <p className={styles.note}>
            {t`Por segurança, seus dados pessoais não podem ser alterados aqui. Para corrigir algum dado, fale com o atendimento.`}
          </p>
          {onContactSupport ? (
            <div className={styles.actions}>
              <Button tone="secondary" onClick={onContactSupport}>
                {t`Falar com o atendimento`}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
