import { parsePoEntries } from './po.mjs';

const key = (entry) => `${entry.msgctxt ?? ''}\u0004${entry.msgid}`;
const isObsolete = (entry) => entry.comments.some((line) => line.startsWith('#~'));

/**
 * Messages (same id and context) that two catalogs of one locale translate differently. The app loads the member
 * area's and the agent centre's catalogs over the site's, so the later one would silently win where both are loaded
 * (and Storybook, which loads them all, would show it everywhere). Give the messages a context where they mean
 * different things (`msg({ message, context: 'agent' })`), else the same translation.
 * `catalogs` maps a catalog's name to its .po text, in loading order.
 */
export function collisionProblems(locale, catalogs) {
  const seen = new Map();
  const problems = [];
  for (const [catalog, source] of Object.entries(catalogs)) {
    for (const entry of parsePoEntries(source)) {
      if (!entry.msgid || !entry.msgstr || isObsolete(entry)) continue;
      const earlier = seen.get(key(entry));
      if (earlier && earlier.msgstr !== entry.msgstr)
        problems.push(
          `${locale}: "${entry.msgid}"${entry.msgctxt ? ` (${entry.msgctxt})` : ''} reads "${earlier.msgstr}" in ${earlier.catalog} but "${entry.msgstr}" in ${catalog}`,
        );
      else if (!earlier) seen.set(key(entry), { catalog, msgstr: entry.msgstr });
    }
  }
  return problems;
}
