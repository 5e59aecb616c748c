import { parsePoEntries } from './po.mjs';

/** Entries of a catalog that carry a message (the header entry has an empty msgid). */
function messages(source) {
  return parsePoEntries(source).filter((entry) => entry.msgid);
}

const isObsolete = (entry) => entry.comments.some((line) => line.startsWith('#~'));

// `{name}` or `{name, plural, …}`; a plural's branch text (`one {Mais # contrato…}`) is no placeholder, and a
// language with more plural branches repeats the same placeholders: compared as a set.
const placeholders = (text) =>
  [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]))].sort().join(',');

/**
 * Translations whose {placeholders} differ from the source's (`lingui compile --strict` reports missing
 * translations and messages that do not compile, not a placeholder lost or renamed).
 */
export function placeholderProblems(locale, source) {
  return messages(source)
    .filter(
      (entry) =>
        !isObsolete(entry) && entry.msgstr && placeholders(entry.msgid) !== placeholders(entry.msgstr),
    )
    .map((entry) => `${locale}: placeholders differ in "${entry.msgid}" -> "${entry.msgstr}"`);
}
