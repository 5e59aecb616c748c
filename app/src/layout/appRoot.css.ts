import { globalStyle } from '@vanilla-extract/css';

// While a modal dialog is open, Radix sets `pointer-events: none` on <body>. An inherited value changed on <body>
// restyles every element of the page (measured on home at 4x CPU slowdown: 40-80 ms inside the tap that opens the
// side menu, and again on close). With the app's root keeping its own value, that restyle stops at the root. The
// page stays out of reach all the same: every dialog (Modal, the side menu's drawer) lays a full-screen overlay
// over it.
globalStyle('#root', { pointerEvents: 'auto' });
