import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { vendorLanesAtom } from '../../state/lobbyAtoms.ts';
import type { AppStore } from '../../state/store.ts';

/** Loads the game menus (§7 System "menus", §3 Vendor category lanes) once per page load (a failed load is tried again by the next caller). */
export async function loadVendorLanes(store: AppStore) {
  const current = store.get(vendorLanesAtom);
  if (current.status === 'loading' || current.status === 'ready') return;
  store.set(vendorLanesAtom, { status: 'loading', lanes: current.lanes });
  try {
    const lanes = await store.get(lobbyCallsAtom).games.menus();
    store.set(vendorLanesAtom, { status: 'ready', lanes });
  } catch (error) {
    store.set(vendorLanesAtom, { status: 'error', lanes: current.lanes, error });
  }
}
