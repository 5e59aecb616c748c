import { useLingui } from '@lingui/react/macro';
import { NamedContentPage } from '../../features/operatorContent/index.ts';

/** §2 Beginner guide (issue 27 item 5): the help centre's first-steps topics, else the operator's text. */
export function BeginnerGuideRoute() {
  const { t } = useLingui();
  return <NamedContentPage page="beginnerGuide" title={t`Guia do iniciante`} />;
}
