import { applyStoredTheme, startHeadStart } from './early/headStart.ts';

applyStoredTheme();
window.sorteHeadStart = startHeadStart();
