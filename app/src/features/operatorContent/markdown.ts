import { Marked, type Token } from 'marked';

/**
 * The operator's Markdown as HTML (issue 27 item 5), which the page then shows only through ui's SafeHtml, the same
 * sanitiser as every gateway HTML: raw HTML in the Markdown passes marked untouched and is cleaned there.
 * marked 18.2.1 weighs 15.3 KB gzip (51.5 KB minified; esbuild --minify, gzip -9), carried only by the lazy chunks
 * of /blog, /about and /guide. The text's headings move under the page's own `<h1>`: its highest level becomes
 * `<h2>`, the others keep their distance to it (`#`/`##` or `##`/`###` both give h2/h3).
 */
let shift = 0;

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(Math.max(depth + shift, 2), 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

function highestHeading(tokens: readonly Token[]): number {
  let highest = 6;
  marked.walkTokens(tokens as Token[], (token) => {
    if (token.type === 'heading') highest = Math.min(highest, token.depth);
  });
  return highest;
}

export function markdownToHtml(markdown: string): string {
  const tokens = marked.lexer(markdown);
  shift = 2 - highestHeading(tokens);
  try {
    return marked.parser(tokens);
  } finally {
    shift = 0;
  }
}
