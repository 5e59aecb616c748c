import { referralEntryAction, showsReferralEntry } from '@sorte/domain';
import { RightBar } from '@sorte/ui/right-bar';
import { useNavigate } from 'react-router-dom';
import { memberPath, paths } from '../paths.ts';

export interface RightBarHostProps {
  telegramHref?: string | undefined;
  onCustomerService: () => void;
  isLogin: boolean;
  referralPromotionEnabled: boolean;
}

/**
 * The §2 right bar with its referral rule: a visitor registers, a member opens the referral page. A chunk of its
 * own, loaded after the first paint.
 */
export function RightBarHost({
  telegramHref,
  onCustomerService,
  isLogin,
  referralPromotionEnabled,
}: RightBarHostProps) {
  const navigate = useNavigate();
  return (
    <RightBar
      telegramHref={telegramHref}
      onCustomerService={onCustomerService}
      showReferral={showsReferralEntry({ isLogin, referralPromotionEnabled })}
      onReferral={() =>
        void navigate(
          referralEntryAction(isLogin) === 'register' ? paths.register.path : memberPath('referral'),
        )
      }
    />
  );
}
