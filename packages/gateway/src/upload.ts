/**
 * A request through XMLHttpRequest, answered as a fetch `Response`: the one browser API that reports how much of a
 * request body has been sent (fetch's streamed bodies need HTTP/2 and a duplex flag, and still report nothing).
 * Used for multipart uploads whose caller asked for progress; network failures reject with a TypeError like
 * fetch's, an abort with the signal's reason.
 */
export function sendWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body: FormData; signal: AbortSignal },
  onProgress: (sent: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
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
      resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, headers }));
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
    xhr.addEventListener('abort', () =>
      reject(init.signal.reason ?? new DOMException('Aborted', 'AbortError')),
    );
    if (init.signal.aborted) {
      reject(init.signal.reason);
      return;
    }
    init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
}
