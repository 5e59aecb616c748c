/**
 * Our own simple line glyphs (24×24 grid, stroked with `currentColor`): no third-party artwork. One drawing per
 * meaning: the shell, the content components and the forms all draw from this table.
 *
 * Each glyph is its shapes as text, drawn by `Icon`: a path's `d`, `o<cx> <cy> <r>` for a circle, or
 * `r<x> <y> <width> <height> <rx>` for a rounded rectangle. Text rather than elements: the table travels with every
 * page's first load, and written as elements it weighed 0.35 KB more (gzip).
 */
export const glyphs = {
  close: 'M18 6 6 18M6 6l12 12',
  eye: ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z', 'o12 12 3'],
  eyeOff: [
    'M10.6 5.1A10.7 10.7 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2',
    'M6.6 6.6C3.9 8.3 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
    'M9.9 9.9a3 3 0 0 0 4.2 4.2',
    'm3 3 18 18',
  ],
  refresh: ['M21 12a9 9 0 1 1-9-9c2.5 0 4.9 1 6.7 2.7L21 8', 'M21 3v5h-5'],
  critical: ['o12 12 9.5', 'M12 7.5v5.5M12 16.5h.01'],
  warning: [
    'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
    'M12 9v4M12 17h.01',
  ],
  info: ['o12 12 9.5', 'M12 16.5V11M12 7.5h.01'],
  chevronDown: 'm6 9 6 6 6-6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  home: 'M3 11.5 12 4l9 7.5M5.5 10v10h5v-6h3v6h5V10',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8Z',
  userPlus: ['o9 8 4', 'M2 21c0-3.9 3.1-6 7-6s7 2.1 7 6M19 8v6M16 11h6'],
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2V3ZM9 8h6M9 12h6M9 16h3',
  gift: [
    'r3 8 18 4 1',
    'M5 12v9h14v-9M12 8v13M12 8C10.5 4.5 7 4.5 7 6.5 7 8 9 8 12 8Zm0 0c1.5-3.5 5-3.5 5-1.5C17 8 15 8 12 8Z',
  ],
  megaphone: 'M3 10v4h3l8 5V5l-8 5H3ZM17.5 9a4 4 0 0 1 0 6',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  headset: ['M4 15v-3a8 8 0 0 1 16 0v3', 'r3 14 4 6 1.5', 'r17 14 4 6 1.5', 'M19 20c0 1.2-1.5 2-4 2h-2'],
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4l2-2ZM10 21h4',
  send: 'M21 3 3 10.5l7 3L13.5 21 21 3ZM10 13.5 21 3',
  share: ['o18 5 3', 'o6 12 3', 'o18 19 3', 'm8.7 10.6 6.6-4.2M8.7 13.4l6.6 4.2'],
  globe: [
    'o12 12 9',
    'M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9S14.5 18.5 12 21c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z',
  ],
  sun: [
    'o12 12 4',
    'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  ],
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z',
  monitor: ['r3 4 18 12 2', 'M8 20h8M12 16v4'],
  copy: ['r8 8 12 12 2', 'M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3'],
  check: 'm5 12.5 4.5 4.5L19 7.5',
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  chevronForward: 'm9 6 6 6-6 6',
  user: ['o12 9 4', 'M4 21c0-4 3.6-6 8-6s8 2 8 6'],
  wallet: ['r3 6 18 14 2', 'M3 10h18M16 15h2'],
  ticket: 'M3 7h18v3.5a1.5 1.5 0 0 0 0 3V17H3v-3.5a1.5 1.5 0 0 0 0-3V7ZM14 7v10',
  video: ['r3 7 12 10 2', 'm15 11 6-3v8l-6-3'],
  ball: [
    'o12 12 9',
    'm12 8 3.5 2.5-1.3 4H9.8l-1.3-4L12 8ZM12 3v5M15.5 10.5l5-1.5M14.2 14.5l3 4M9.8 14.5l-3 4M8.5 10.5l-5-1.5',
  ],
  fish: ['M21 12c-2.5 3.5-6 5-9 5s-5.5-1.5-7-3l-3 3V7l3 3c1.5-1.5 4-3 7-3s6.5 1.5 9 5Z', 'o16 11 0.8'],
  dice: ['r4 4 16 16 3', 'o9 9 1', 'o15 15 1', 'o15 9 1', 'o9 15 1'],
  cards: ['r3 4 10 15 2', 'M16 5.5 19.5 7a2 2 0 0 1 1 2.6L17 18.5a2 2 0 0 1-2.6 1L13 19'],
  gamepad: [
    'M7 7h10a5 5 0 0 1 5 5v1a4 4 0 0 1-7.2 2.4L14 14h-4l-.8 1.4A4 4 0 0 1 2 13v-1a5 5 0 0 1 5-5Z',
    'M7.5 9.5v4M5.5 11.5h4M15.5 10.5h.01M18 12.5h.01',
  ],
  flame:
    'M12 21c-3.9 0-7-2.9-7-6.8 0-3 2-5 3-7 .8 1.7 1.8 2.6 3 2.8 0-3 1-5.3 3-7 .8 3 5 5.6 5 11.2 0 3.9-3.1 6.8-7 6.8Z',
  star: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z',
  camera: ['r3 3 18 18 5', 'o12 12 4', 'M17 7h.01'],
  playBox: ['r2 5 20 14 4', 'm10 9 5 3-5 3V9Z'],
  message: 'M4 5h16v11H9l-5 4V5ZM8 9h8M8 12.5h5',
  thumbsUp:
    'M7 10v11H3V10h4Zm0 0 4-7c1.7 0 2.5 1 2.3 2.5L12.8 9H19a2 2 0 0 1 2 2.3l-1.3 7.6A2.5 2.5 0 0 1 17.2 21H7',
  lock: ['r4 10 16 11 2', 'M8 10V7a4 4 0 0 1 8 0v3M12 14.5v2.5'],
  wrench: 'M14.5 6.5a4 4 0 0 0 5 5l-8.5 8.5a2.1 2.1 0 0 1-3-3L16.5 8.5a4 4 0 0 1-2-2Zm0 0L17 4l3 3-2.5 2.5',
  wifiOff:
    'M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 5-2.7M19 13a10 10 0 0 0-2.2-1.6M2 9.5a15 15 0 0 1 4.5-2.8M22 9.5A15 15 0 0 0 11 5.1M12 20h.01',
  flask: 'M9 3h6M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3M7.5 15h9',
  pause: 'M9 5v14M15 5v14',
  play: 'M7 4.5v15l12-7.5z',
  chevronBack: 'm15 6-6 6 6 6',
  arrowBack: 'M19 12H5m6-6-6 6 6 6',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  chat: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
} satisfies Record<string, string | readonly string[]>;

export type IconName = keyof typeof glyphs;
export const ICON_NAMES = Object.keys(glyphs) as IconName[];

/** Glyphs that point the reading direction: they flip in right-to-left text. */
export const MIRRORED_ICONS: ReadonlySet<IconName> = new Set([
  'chevronForward',
  'chevronBack',
  'arrowBack',
  'logout',
  'external',
]);
