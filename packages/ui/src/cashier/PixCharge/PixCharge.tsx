import { Trans, useLingui } from '@lingui/react/macro';
import { type DepositStatus, remainingSeconds } from '@sorte/domain';
import { type ReactNode, useId } from 'react';
import { button } from '../../components/Button/Button.css.ts';
import { Button } from '../../components/Button/index.ts';
import { Icon, type IconName } from '../../components/Icon/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { type FieldMessage, FormMessage, useMessageText } from '../../forms/index.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { CopyField } from '../CopyField/index.ts';
import * as shared from '../cashier.css.ts';
import { type CashierMoneyProps, useCashierMoney } from '../money.ts';
import { clockText, useNow } from '../useNow.ts';
import * as styles from './PixCharge.css.ts';

export interface PixChargeProps extends CashierMoneyProps {
  amount: number;
  /** The deposit's status as the gateway (or a live event) says it. */
  status: DepositStatus;
  /** The QR code image of the copy-paste code (the app draws it). */
  qrSrc?: string;
  /** The PIX copy-paste code; without one there is no code box and no Copy. */
  copyPasteCode?: string;
  /**
   * The gateway's payment page: `{ url }` on an allowed host (the app checks it) opens in a new tab; `'refused'`, a
   * page on another host, is not offered (the player is told to contact support).
   */
  paymentPage?: { url: string } | 'refused';
  /** When the code stops being payable (epoch ms): a pending code past it shows as expired. */
  expiresAt?: number;
  /** A fixed clock (stories, tests); the countdown ticks by itself without it. */
  now?: number;
  /** The player pressed Copy: the parent writes the code to the clipboard. */
  onCopy?: () => void;
  /** True for a moment after the code was copied (copy_success). */
  copied?: boolean;
  /** Expired or failed: ask for a new code. */
  onNewCode: () => void;
  /** Why it failed, as the gateway says it. */
  failureReason?: FieldMessage;
  /** Credited: the button that leaves the charge (back to the wallet); none when omitted. */
  onDone?: () => void;
}

/**
 * A pending PIX deposit: its QR code and copy-paste code with their expiry, and the gateway's payment page when it
 * gives one (alone, or beside the code), until it is credited. No code, no code box and no Copy.
 */
export function PixCharge({
  amount,
  status,
  qrSrc,
  copyPasteCode,
  paymentPage,
  expiresAt,
  now: fixedNow,
  onCopy,
  copied = false,
  onNewCode,
  failureReason,
  onDone,
  ...moneyProps
}: PixChargeProps) {
  const { t } = useLingui();
  const money = useCashierMoney(moneyProps);
  const text = useMessageText();
  const now = useNow(fixedNow, status === 'PENDING' && expiresAt !== undefined);
  const secondsLeft = expiresAt === undefined ? null : remainingSeconds(expiresAt, now);
  const shown: DepositStatus = status === 'PENDING' && secondsLeft === 0 ? 'EXPIRED' : status;
  const amountText = money.format(amount);
  const clock = secondsLeft === null ? '' : clockText(secondsLeft);
  const titleId = useId();
  const code = copyPasteCode?.trim() ? copyPasteCode : null;

  return (
    <section className={shared.panel} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={shared.panelTitle}>
          {code === null ? t`Pagamento do depósito` : t`Depósito por PIX`}
        </h2>
        <p className={styles.amount}>{amountText}</p>
      </div>
      {shown === 'PENDING' ? (
        <div className={styles.body}>
          <div className={styles.qrFrame}>
            {qrSrc && code !== null ? (
              <img
                className={styles.qr}
                src={qrSrc}
                alt={t`QR code PIX de ${amountText}`}
                width={208}
                height={208}
              />
            ) : null}
            {secondsLeft !== null ? (
              <p className={styles.timer} role="timer">
                <Icon name="info" size="inline" />
                <Trans>
                  Expira em <span className={styles.timerValue}>{clock}</span>
                </Trans>
              </p>
            ) : null}
          </div>
          <div className={styles.details}>
            {code !== null ? (
              <>
                <ol className={styles.steps}>
                  <li>
                    <Trans>Abra o app do seu banco e escolha pagar com PIX.</Trans>
                  </li>
                  <li>
                    <Trans>Escaneie o QR code ou cole o código copia e cola.</Trans>
                  </li>
                  <li>
                    <Trans>Confira o valor e confirme o pagamento.</Trans>
                  </li>
                </ol>
                <CopyField
                  label={t`Código PIX copia e cola`}
                  value={code}
                  onCopy={() => onCopy?.()}
                  copied={copied}
                  multiline
                  monospace
                />
              </>
            ) : null}
            {paymentPage === 'refused' ? (
              <FormMessage
                message={t`Não foi possível abrir a página de pagamento. Entre em contato com o atendimento ao cliente.`}
              />
            ) : paymentPage ? (
              <a
                className={button({ tone: code === null ? 'primary' : 'secondary' })}
                href={paymentPage.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t`Abrir página de pagamento`}
                <span className={visuallyHidden}> {t`(abre em uma nova aba)`}</span>
              </a>
            ) : null}
            <p className={styles.waiting} role="status">
              <Spinner size="small" />
              <span>
                <Trans>
                  Aguardando o pagamento. O saldo é atualizado assim que o depósito for creditado.
                </Trans>
              </span>
            </p>
          </div>
        </div>
      ) : shown === 'CREDITED' ? (
        <Outcome icon="check" tone="positive" title={t`Depósito creditado`}>
          <p className={styles.outcomeText}>
            <Trans>{amountText} já estão no seu saldo. Boa sorte!</Trans>
          </p>
          {onDone ? <Button onClick={onDone}>{t`Concluir`}</Button> : null}
        </Outcome>
      ) : shown === 'EXPIRED' ? (
        <Outcome icon="warning" tone="warning" title={t`Este código PIX expirou`}>
          <p className={styles.outcomeText}>
            <Trans>Não pague com ele. Gere um novo código para fazer o depósito.</Trans>
          </p>
          <Button onClick={onNewCode}>{t`Gerar novo código`}</Button>
        </Outcome>
      ) : (
        <Outcome icon="critical" tone="critical" title={t`O depósito não foi concluído`}>
          <p className={styles.outcomeText}>
            {failureReason !== undefined ? text(failureReason) : <Trans>Nenhum valor foi cobrado.</Trans>}
          </p>
          <Button onClick={onNewCode}>{t`Gerar novo código`}</Button>
        </Outcome>
      )}
    </section>
  );
}

function Outcome({
  icon,
  tone,
  title,
  children,
}: {
  icon: IconName;
  tone: keyof typeof styles.outcomeIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.outcome} role="status">
      <span className={styles.outcomeIcon[tone]}>
        <Icon name={icon} size="large" />
      </span>
      <p className={styles.outcomeTitle}>{title}</p>
      {children}
    </div>
  );
}
