import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { helpPath } from '../../paths.ts';
import { footerHelpLinksAtom } from '../../state/lobbyAtoms.ts';
import type { AppStore } from '../../state/store.ts';

/** The footer's help list from the help centre content (§7 GET /wps/system/helpCenter), after the first paint. */
export async function loadFooterHelp(store: AppStore) {
  try {
    const topics = await store.get(lobbyCallsAtom).content.helpCenter();
    store.set(
      footerHelpLinksAtom,
      topics.map((topic) => ({
        id: `help-${topic.id}`,
        label: topic.title,
        href: helpPath(topic.id),
      })),
    );
  } catch {
    // the footer keeps its link to the help page, which shows the failure with a retry
  }
}
