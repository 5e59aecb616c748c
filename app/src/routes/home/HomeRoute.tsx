import { WelcomeHero } from '@sorte/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../paths.ts';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import { loginPopupAtom } from '../../state/popupAtoms.ts';
import {
  balanceAtom,
  isLoginAtom,
  isTrialAtom,
  memberAtom,
  storedNamesAtom,
} from '../../state/sessionAtoms.ts';
import * as styles from './HomeRoute.css.ts';

/** Home (spec §2). The banner, notice marquee, lobby and winner board arrive with the player-site issue. */
export function HomeRoute() {
  const isLogin = useAtomValue(isLoginAtom);
  const member = useAtomValue(memberAtom);
  const storedNames = useAtomValue(storedNamesAtom);
  const balance = useAtomValue(balanceAtom);
  const isTrial = useAtomValue(isTrialAtom);
  const { currency } = useAtomValue(requiredConfigAtom);
  const setLoginPopup = useSetAtom(loginPopupAtom);
  const navigate = useNavigate();

  return (
    <div className={styles.page}>
      {isLogin ? (
        <WelcomeHero
          kind="member"
          nickname={member?.nickname || member?.account || storedNames.nickname || storedNames.account || ''}
          balance={balance.status === 'ready' ? balance.amount : null}
          currency={currency}
          isTrial={isTrial}
        />
      ) : (
        <WelcomeHero
          kind="anonymous"
          onLogin={() => setLoginPopup((previous) => ({ ...previous, open: true }))}
          onRegister={() => void navigate(paths.register.path)}
        />
      )}
    </div>
  );
}
