import { startHeadStart } from './early/headStart.ts';

window.sorteHeadStart = startHeadStart();
