// The spec's named areas (§2 Other named areas; issue 27 item 5), apart from ./paths.ts, which the entry carries: the
// not-found route serves them (routes/notFound/namedAreaPages.ts), so the entry's route table does not grow.

/**
 * Each area a page at a route of ours (the spec names them by label only): the operator's Blog (articles at
 * /blog/<slug>), News (announcements), About Us and the Beginner guide (help topics or operator text), Red Envelope
 * (public red-envelope promotions), Game center (every category and its vendors), Winners list (the winner board),
 * the mirror site list (domainRoute) and the install tutorials.
 */
export const namedAreaPaths = {
  blog: { path: '/blog' },
  news: { path: '/news' },
  about: { path: '/about' },
  beginnerGuide: { path: '/guide' },
  redEnvelope: { path: '/red-envelope' },
  gameCenter: { path: '/game-center' },
  winners: { path: '/winners' },
  mirrors: { path: '/mirrors' },
  installGuide: { path: '/install' },
} as const;

/** /blog, or one article by its slug: `/blog/como-depositar`. */
export function blogPath(slug?: string): string {
  return slug === undefined
    ? namedAreaPaths.blog.path
    : `${namedAreaPaths.blog.path}/${encodeURIComponent(slug)}`;
}
