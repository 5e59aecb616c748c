import { useLingui } from '@lingui/react/macro';
import { NamedContentPage } from '../../features/operatorContent/index.ts';

/** §2 About Us (issue 27 item 5): the help centre's "about" topic, else the operator's text, else nothing yet. */
export function AboutRoute() {
  const { t } = useLingui();
  return <NamedContentPage page="about" title={t`Sobre nós`} />;
}
