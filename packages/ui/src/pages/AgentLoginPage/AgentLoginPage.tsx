import { useLingui } from '@lingui/react/macro';
import { agentLoginNotice } from '@sorte/domain';
import { useId, useRef } from 'react';
import type { AccountFormProps } from '../../account/index.ts';
import { Button } from '../../components/Button/index.ts';
import {
  CaptchaField,
  FormMessage,
  PasswordField,
  TextField,
  useFocusFirstInvalid,
} from '../../forms/index.ts';
import * as styles from './AgentLoginPage.css.ts';

export interface AgentLoginValues {
  username: string;
  password: string;
  captcha: string;
}

export type AgentLoginField = keyof AgentLoginValues;

/** `formError`: 'Non-agents cannot log in', 'Non-member account unable to login', a server or network message. */
export interface AgentLoginPageProps extends AccountFormProps<AgentLoginValues, AgentLoginField> {
  onChange: (field: AgentLoginField, value: string) => void;
  /** Shown once the server asks for a captcha. */
  captcha?: { imageSrc?: string; loading: boolean };
  onRefreshCaptcha: () => void;
  /** AGENTPOLICY3 (spec §6): the agent policy is shown on the landing, above the form. */
  showAgentPolicy?: boolean;
}

/** /agent (spec §2, §6): the agent landing with its agent-only login form. */
export function AgentLoginPage({
  values,
  onChange,
  errors,
  formError,
  captcha,
  onRefreshCaptcha,
  submitting,
  onSubmit,
  showAgentPolicy = false,
}: AgentLoginPageProps) {
  const { t } = useLingui();
  const titleId = useId();
  const refs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    captcha: useRef<HTMLInputElement>(null),
  };
  const handleSubmit = useFocusFirstInvalid({
    order: ['username', 'password', 'captcha'] as const,
    errors,
    submitting,
    refs,
  });

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.card}>
        <div className={styles.heading}>
          <h1 id={titleId} className={styles.title}>
            {t`Centro do agente`}
          </h1>
          <p className={styles.subtitle}>{t`Entre com a sua conta de agente para gerenciar a sua equipe.`}</p>
        </div>
        <FormMessage tone="info" message={agentLoginNotice} />
        {showAgentPolicy ? (
          <details className={styles.policy}>
            <summary className={styles.policySummary}>{t`Política de agentes`}</summary>
            <ul className={styles.policyList}>
              <li>{t`Comissões, salários e dividendos seguem os contratos aceitos no centro do agente.`}</li>
              <li>{t`Você responde pela sua equipe: nada de contas duplicadas ou indicações de si mesmo.`}</li>
              <li>{t`Promova apenas o jogo responsável e somente para maiores de 18 anos.`}</li>
            </ul>
            <p className={styles.policyNote}>{t`Ao entrar, você confirma que aceita esta política.`}</p>
          </details>
        ) : null}
        <form className={styles.form} noValidate autoComplete="on" onSubmit={handleSubmit(onSubmit)}>
          <TextField
            ref={refs.username}
            label={t`Nome de usuário`}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            value={values.username}
            onChange={(event) => onChange('username', event.currentTarget.value)}
            error={errors.username}
          />
          <PasswordField
            ref={refs.password}
            label={t`Senha`}
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(event) => onChange('password', event.currentTarget.value)}
            error={errors.password}
          />
          {captcha ? (
            <CaptchaField
              ref={refs.captcha}
              required
              imageSrc={captcha.imageSrc}
              loading={captcha.loading}
              onRefresh={onRefreshCaptcha}
              value={values.captcha}
              onChange={(event) => onChange('captcha', event.currentTarget.value)}
              error={errors.captcha}
            />
          ) : null}
          <div className={styles.submit}>
            {formError !== undefined ? <FormMessage message={formError} /> : null}
            <Button type="submit" block pending={submitting}>
              {t`Entrar`}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
