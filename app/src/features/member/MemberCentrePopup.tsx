import { useLingui } from '@lingui/react/macro';
import { featureAccess, needRealAccountMessage } from '@sorte/domain';
import { MEMBER_CENTRE_ITEM_LABELS, Modal } from '@sorte/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect } from 'react';
import { memberCentrePopupAtom, openLoginPopupAtom, showWarningAtom } from '../../state/popupAtoms.ts';
import { isLoginAtom, isTrialAtom } from '../../state/sessionAtoms.ts';
import * as styles from './MemberCentre.css.ts';
import { isBuiltMemberPage, memberPages } from './memberPages.ts';

/**
 * The member-centre popup (§2 "member centre (shown on flags)"): the page its flag names over the current page, with
 * the member centre's own rules (§4, §6: a visitor gets the login popup, a trial account 'in_need_true_account').
 */
export function MemberCentrePopup() {
  const { i18n } = useLingui();
  const [item, setItem] = useAtom(memberCentrePopupAtom);
  const isLogin = useAtomValue(isLoginAtom);
  const isTrial = useAtomValue(isTrialAtom);
  const setWarning = useSetAtom(showWarningAtom);
  const openLoginPopup = useSetAtom(openLoginPopupAtom);
  const access = item === null ? null : featureAccess('member-centre', { isLogin, isTrial });

  useEffect(() => {
    if (access === 'login') openLoginPopup();
    if (access === 'need-real-account') setWarning({ message: needRealAccountMessage });
    if (access !== null && access !== 'allow') setItem(null);
  }, [access, setItem, openLoginPopup, setWarning]);

  const Page = item !== null && isBuiltMemberPage(item) ? memberPages[item] : null;
  return (
    <Modal
      open={access === 'allow' && Page !== null}
      onClose={() => setItem(null)}
      title={item === null ? '' : i18n._(MEMBER_CENTRE_ITEM_LABELS[item])}
      size="large"
      phoneLayout="fullscreen"
    >
      {Page ? (
        <Suspense fallback={<div className={styles.pageLoading} />}>
          <Page />
        </Suspense>
      ) : null}
    </Modal>
  );
}
