/**
 * The socket's address from the config's `socketUrl`: absolute (`wss://gw.example/ws`) or a path on the site's own
 * host (`/ws`), whose scheme follows the page's (https → wss).
 */
export function socketAddress(socketUrl: string, pageUrl: string): string {
  const url = new URL(socketUrl, pageUrl);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  return url.toString();
}
