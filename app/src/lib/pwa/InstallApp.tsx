import { InstallAppAction, type InstallAppActionProps } from '@sorte/ui';
import { useInstallApp } from './installApp.ts';

/** "Instalar o app" where this browser can install the site (/down and the side menu), else nothing. */
export default function InstallApp(props: Pick<InstallAppActionProps, 'block' | 'headingLevel'>) {
  const { offer, install } = useInstallApp();
  return offer ? <InstallAppAction offer={offer} onInstall={install} {...props} /> : null;
}
