/**
 * Captcha images: an SVG with the 4-digit code as a <text> element, as a base64 data URL.
 * A person can read it; tests (and e2e) decode it with `readCaptchaCode`.
 */
export function captchaSvg(code: string, random: () => number): string {
  const noise = Array.from({ length: 4 }, () => {
    const y1 = Math.round(6 + random() * 28);
    const y2 = Math.round(6 + random() * 28);
    return `<line x1="4" y1="${y1}" x2="116" y2="${y2}" stroke="#9c8f7a" stroke-width="1"/>`;
  }).join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">' +
    '<rect width="120" height="40" rx="4" fill="#f5f1e8"/>' +
    noise +
    `<text x="60" y="29" text-anchor="middle" font-family="monospace" font-size="24" font-weight="700" letter-spacing="6" fill="#1f1a14">${code}</text>` +
    '</svg>'
  );
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** The code inside a captcha image made by the mocks (data URL or raw SVG), or undefined. */
export function readCaptchaCode(image: string): string | undefined {
  let svg = image;
  const base64 = image.match(/^data:image\/svg\+xml;base64,(.*)$/);
  if (base64?.[1]) svg = atob(base64[1]);
  else if (image.startsWith('data:')) svg = decodeURIComponent(image.slice(image.indexOf(',') + 1));
  return svg.match(/<text[^>]*>\s*(\d{4})\s*<\/text>/)?.[1];
}
