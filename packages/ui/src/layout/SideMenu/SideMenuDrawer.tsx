import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useDeferredValue, useRef } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { BrandLogo } from '../BrandLogo/index.ts';
import * as styles from './SideMenu.css.ts';
import { FullMenu } from './SideMenuContent.tsx';
import type { SideMenuProps } from './sideMenuProps.ts';

/** The phone drawer: a modal dialog from the inline start. Its own chunk, so desktop pages never load Radix for it. */
export default function SideMenuDrawer<Code extends string>(props: SideMenuProps<Code>) {
  const { t } = useLingui();
  const { id, expanded, onClose } = props;
  // The toggle lives in the header, outside this dialog (no Dialog.Trigger): return focus to whatever opened it.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  // The tap paints the drawer with its header at once; the menu fills it in the next, interruptible render
  // (rendering the whole menu inside the tap's frame cost 150-180 ms of INP at 4x CPU slowdown).
  const menuShown = useDeferredValue(expanded);

  return (
    <Dialog.Root
      open={expanded}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          id={id}
          className={styles.drawer}
          onOpenAutoFocus={() => {
            returnFocusRef.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
        >
          <div className={styles.drawerHeader}>
            <BrandLogo size="small" />
            <Dialog.Title className={visuallyHidden}>{t`Menu`}</Dialog.Title>
            <Dialog.Close className={styles.closeButton} aria-label={t`Fechar menu`}>
              <Icon name="close" size="inline" />
            </Dialog.Close>
          </div>
          <Dialog.Description className={visuallyHidden}>
            <Trans>Navegação, promoções, download do app e configurações.</Trans>
          </Dialog.Description>
          <div className={styles.drawerBody}>{menuShown ? <FullMenu {...props} /> : null}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
