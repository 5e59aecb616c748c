/**
 * A fetch that reports how much of its request body has been sent: XMLHttpRequest is the one browser API that does
 * (fetch's streamed bodies need HTTP/2 and a duplex flag, and still report nothing). Answers a fetch `Response`;
 * network failures reject with a TypeError like fetch's, an abort with the signal's reason. Where there is no
 * XMLHttpRequest (Node), plain fetch without progress. Pass it as a call's `transport`; it loads with the calls
 * that upload, not with the site's entry.
 */
export function uploadWithProgress(onProgress: (sent: number, total: number) => void): typeof fetch {
  if (typeof XMLHttpRequest !== 'function') return (input, init) => globalThis.fetch(input, init);
  return (input, init = {}) =>
    new Promise((resolve, reject) => {
      const signal = init.signal;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', String(input));
      for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      });
      xhr.addEventListener('load', () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers }));
      });
      xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
      xhr.addEventListener('abort', () =>
        reject(signal?.reason ?? new DOMException('Aborted', 'AbortError')),
      );
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
