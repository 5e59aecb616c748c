// A small reader/writer for the .po files Lingui writes (msgid/msgstr, comments, msgctxt).

function unquote(line) {
  return JSON.parse(line);
}

function quote(text) {
  return JSON.stringify(text);
}

/** Splits a .po file into entries, keeping comment lines verbatim. */
export function parsePoEntries(source) {
  const blocks = source.split(/\r?\n\r?\n/);
  return blocks
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const entry = { comments: [], msgctxt: undefined, msgid: undefined, msgstr: undefined };
      let current = null;
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('#')) entry.comments.push(line);
        else if (line.startsWith('msgctxt ')) {
          entry.msgctxt = unquote(line.slice(8));
          current = 'msgctxt';
        } else if (line.startsWith('msgid ')) {
          entry.msgid = unquote(line.slice(6));
          current = 'msgid';
        } else if (line.startsWith('msgstr ')) {
          entry.msgstr = unquote(line.slice(7));
          current = 'msgstr';
        } else if (line.startsWith('"') && current) entry[current] += unquote(line);
      }
      return entry;
    });
}

export function serializePoEntries(entries) {
  return `${entries
    .map((entry) => {
      const lines = [...entry.comments];
      if (entry.msgctxt !== undefined) lines.push(`msgctxt ${quote(entry.msgctxt)}`);
      if (entry.msgid !== undefined) lines.push(`msgid ${quote(entry.msgid)}`);
      if (entry.msgstr !== undefined && entry.msgid === '' && entry.msgstr.includes('\n')) {
        // The header, one field a line as Lingui writes it.
        lines.push('msgstr ""', ...entry.msgstr.split(/(?<=\n)/).map(quote));
      } else if (entry.msgstr !== undefined) lines.push(`msgstr ${quote(entry.msgstr)}`);
      return lines.join('\n');
    })
    .join('\n\n')}\n`;
}
