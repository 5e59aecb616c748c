/**
 * The hosts gateway HTML may point at, from the runtime config: links to the site itself and to `linkHosts`
 * (https), images from the site itself, image data: URLs and `imageHosts` (https). Everything else is removed
 * before it reaches the page, so a deployment without the Content-Security-Policy header sends nothing off-list.
 */
export interface SafeHtmlPolicy {
  linkHosts: readonly string[];
  imageHosts: readonly string[];
}

/** Without a policy only the site's own addresses pass. */
export const STRICT_HTML_POLICY: SafeHtmlPolicy = { linkHosts: [], imageHosts: [] };
