import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Button } from '../../components/Button/index.ts';
import { type FieldMessage, FormMessage, PasswordField } from '../../forms/index.ts';
import { Modal } from '../../modals/Modal/index.ts';
import type { PointRewardItem } from '../PointMall/index.ts';
import * as styles from './PointRedeemDialog.css.ts';

export interface PointRedeemDialogProps {
  open: boolean;
  onClose: () => void;
  /** The reward being redeemed (one unit). */
  reward: PointRewardItem | null;
  /** The player's points before the redeem. */
  points: number;
  paymentPassword: string;
  onPaymentPasswordChange: (value: string) => void;
  /** Under the payment password (empty, or refused by the server). */
  passwordError?: FieldMessage;
  /** Any other refusal or failure, above the submit button. */
  formError?: FieldMessage;
  submitting: boolean;
  onSubmit: () => void;
  /** Set once the redeem went through: the dialog shows its reference instead of the form. */
  done?: { referenceNo?: string } | null;
}

/** Confirms a redeem with the payment password (passwordCheck/MCS2_redeemPointReward), then shows its reference. */
export function PointRedeemDialog({
  open,
  onClose,
  reward,
  points,
  paymentPassword,
  onPaymentPasswordChange,
  passwordError,
  formError,
  submitting,
  onSubmit,
  done = null,
}: PointRedeemDialogProps) {
  const { t } = useLingui();
  const passwordRef = useRef<HTMLInputElement>(null);
  const cost = reward?.pointsRequired ?? 0;
  const rewardName = reward?.name ?? '';
  const referenceNo = done?.referenceNo ?? '';
  const pointsAfter = Math.max(0, points - cost);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={done ? t`Resgate solicitado` : t`Resgatar recompensa`}
      size="small"
      phoneLayout="sheet"
      initialFocus={() => passwordRef.current}
    >
      {done ? (
        <div className={styles.done} role="status">
          <p className={styles.doneText}>
            <Trans>
              Recebemos seu pedido de resgate de {rewardName}. Ele está em processamento e você pode
              acompanhá-lo na central do membro.
            </Trans>
          </p>
          {referenceNo ? (
            <p className={styles.doneText}>
              <Trans>
                Número de referência: <strong>{referenceNo}</strong>
              </Trans>
            </p>
          ) : null}
          <Button onClick={onClose}>{t`Concluir`}</Button>
        </div>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!submitting) onSubmit();
          }}
        >
          <dl className={styles.summary}>
            <dt className={styles.term}>{t`Recompensa`}</dt>
            <dd className={styles.value}>{rewardName}</dd>
            <dt className={styles.term}>{t`Custo`}</dt>
            <dd className={styles.value}>{t`${plural(cost, { one: '# ponto', other: '# pontos' })}`}</dd>
            <dt className={styles.term}>{t`Saldo após o resgate`}</dt>
            <dd
              className={styles.value}
            >{t`${plural(pointsAfter, { one: '# ponto', other: '# pontos' })}`}</dd>
          </dl>
          <PasswordField
            ref={passwordRef}
            label={t`Senha de pagamento`}
            name="paymentPassword"
            required
            value={paymentPassword}
            onChange={(event) => onPaymentPasswordChange(event.currentTarget.value)}
            error={passwordError}
          />
          <div className={styles.submit}>
            {formError !== undefined ? <FormMessage message={formError} /> : null}
            <Button type="submit" block pending={submitting}>
              {t`Confirmar resgate`}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
