import { parsePoEntries } from './po.mjs';

/** Entries of a catalog that carry a message (the header entry has an empty msgid). */
function messages(source) {
  return parsePoEntries(source).filter((entry) => entry.msgid);
}

const isObsolete = (entry) => entry.comments.some((line) => line.startsWith('#~'));

/**
 * Problems that make a confirmed catalog incomplete: a source message with no translation,
 * or a translation whose {placeholders} differ from the source's.
 */
export function catalogProblems(locale, source) {
  const problems = [];
  for (const entry of messages(source)) {
    if (isObsolete(entry)) continue;
    if (!entry.msgstr) {
      problems.push(`${locale}: missing translation for "${entry.msgid}"`);
      continue;
    }
    const placeholders = (text) =>
      [...text.matchAll(/\{(\w+)/g)]
        .map((match) => match[1])
        .sort()
        .join(',');
    if (placeholders(entry.msgid) !== placeholders(entry.msgstr)) {
      problems.push(`${locale}: placeholders differ in "${entry.msgid}" -> "${entry.msgstr}"`);
    }
  }
  return problems;
}
