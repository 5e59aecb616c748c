import type { CoreGatewayClient } from '@sorte/gateway';
import { atom } from 'jotai';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';

/** Set once at start from /config.json. */
export const runtimeConfigAtom = atom<RuntimeConfig | null>(null);

/** Set once at start from the runtime config: the core calls; features bring their own call groups. */
export const gatewayAtom = atom<CoreGatewayClient | null>(null);

export const requiredGatewayAtom = atom((get) => {
  const gateway = get(gatewayAtom);
  if (!gateway) throw new Error('the gateway client is created at start, before rendering');
  return gateway;
});

export const requiredConfigAtom = atom((get) => {
  const config = get(runtimeConfigAtom);
  if (!config) throw new Error('the runtime config is loaded at start, before rendering');
  return config;
});
