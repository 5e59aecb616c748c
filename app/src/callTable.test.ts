import { describe, expect, it } from 'vitest';

// Issue 24 item 6: every gateway call of the app goes through a feature's `api.ts` (or a shared one under lib/), so
// the adapter, the conformance check and the tests see one place. The call groups are built in their call-table
// modules (`*Gateway.ts`, which make the jotai atoms); everywhere else a gateway client or call group may be held
// and passed to api.ts, never called.
const sources = import.meta.glob<string>(
  ['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/*.stories.tsx', '!./**/*.css.ts', '!./test/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const CALL_TABLE = /(^|\/)api\.ts$|Gateway\.ts$/;

/** The names a file gives to a gateway client or a call group it holds (from an atom, the store, or a parameter). */
function heldClients(source: string): string[] {
  const names = new Set<string>();
  for (const [, name] of source.matchAll(
    /(?:const|let)\s+(\w+)\s*=\s*(?:useAtomValue|[\w.]*get)\(\s*(?:requiredGatewayAtom|\w+CallsAtom)\s*\)/g,
  ))
    names.add(name as string);
  for (const [, name] of source.matchAll(/\b(\w+)\s*:\s*(?:CoreGatewayClient|\w+Calls)\b/g))
    names.add(name as string);
  // A hook handing them out: `const { calls, token } = useCashier();`.
  for (const [, bindings] of source.matchAll(/const\s*\{([^}]*)\}\s*=\s*use\w*\(/g))
    for (const [, name] of (bindings as string).matchAll(/\b(calls|gateway|\w+Calls)\b(?!\s*:)/g))
      names.add(name as string);
  return [...names];
}

/** The calls `source` makes on what it holds: `calls.deposit(`, `gateway.session.login(`. */
function callsMade(source: string): string[] {
  return heldClients(source).flatMap((name) =>
    [...source.matchAll(new RegExp(`\\b${name}\\.(\\w+(?:\\.\\w+)?)\\(`, 'g'))].map(
      ([, call]) => `${name}.${call}`,
    ),
  );
}

describe('issue 24 item 6: gateway calls only in api.ts', () => {
  it('sees the calls of a page that makes them (the check reads what it should)', () => {
    const page = `const calls = useAtomValue(cashierCallsAtom);\nconst go = () => calls.deposit(request, options);`;
    expect(callsMade(page)).toEqual(['calls.deposit']);
    const action = `export async function logout(store: AppStore) {\n  const gateway = store.get(requiredGatewayAtom);\n  await gateway.session.logout();\n}`;
    expect(callsMade(action)).toEqual(['gateway.session.logout']);
    const hook = `const { calls, token } = useCashier();\nreturn calls.withdraw(body, { idempotencyKey });`;
    expect(callsMade(hook)).toEqual(['calls.withdraw']);
  });

  it('no module outside api.ts and the call tables calls the gateway', () => {
    const offenders = Object.entries(sources)
      .filter(([path]) => !CALL_TABLE.test(path))
      .flatMap(([path, source]) => callsMade(source).map((call) => `${path}: ${call}`));
    expect(offenders).toEqual([]);
  });
});
