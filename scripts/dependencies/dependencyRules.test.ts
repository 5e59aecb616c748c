import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');

/** A tiny repository with the real layout, a few wrong imports and a few right ones. */
const tree: Record<string, string> = {
  'node_modules/react/package.json': '{ "name": "react", "main": "index.js" }',
  'node_modules/react/index.js': 'export const useState = () => {};',
  'packages/domain/package.json': '{ "name": "@sorte/domain", "exports": { ".": "./src/index.ts" } }',
  'packages/domain/src/index.ts': "export const rule = 1;\nexport type { Row } from './types.ts';",
  'packages/domain/src/types.ts': 'export interface Row { id: string }',
  'packages/domain/src/hooks.ts': "import { useState } from 'react';\nexport const h = useState;",
  'packages/domain/src/view.ts': "import type { Props } from '@sorte/ui';\nexport type View = Props;",
  'packages/ui/package.json': '{ "name": "@sorte/ui", "exports": { ".": "./src/index.ts" } }',
  'packages/ui/src/index.ts':
    "import { rule } from '@sorte/domain';\nexport interface Props { n: typeof rule }",
  'packages/ui/src/Button.stories.tsx':
    "import { decorators } from '../../../.storybook/preview.tsx';\nexport default { decorators };",
  '.storybook/preview.tsx': 'export const decorators = [];',
  'app/src/lib/clock.ts': "import { zone } from './zone.ts';\nexport const now = () => zone;",
  'app/src/lib/zone.ts': "export const zone = 'UTC';\nexport const later = () => import('./clock.ts');",
  'app/src/lib/format.ts': "import type { Money } from './money.ts';\nexport const show = (m: Money) => m;",
  'app/src/lib/money.ts':
    "import { show } from './format.ts';\nexport type Money = number;\nexport const s = show;",
  'packages/gateway/package.json':
    '{ "name": "@sorte/gateway", "exports": { ".": "./src/index.ts", "./answers": "./src/answers.ts" } }',
  'packages/gateway/src/index.ts':
    'export const calls = { balance: () => 0 };\nexport interface Wallet { balance: number }',
  'packages/gateway/src/answers.ts':
    'export const isGatewayError = (error: unknown) => error instanceof Error;',
  'app/src/features/wallet/api.ts':
    "import { calls } from '@sorte/gateway';\nexport const readBalance = calls.balance;",
  'app/src/features/wallet/WalletPage.tsx':
    "import { calls } from '@sorte/gateway';\nimport type { Wallet } from '@sorte/gateway';\nimport { isGatewayError } from '@sorte/gateway/answers';\nexport const P = (w: Wallet) => <p>{calls.balance() + w.balance}{String(isGatewayError(0))}</p>;",
  'app/src/features/wallet/WalletCard.tsx':
    "import type { Wallet } from '@sorte/gateway';\nimport { isGatewayError } from '@sorte/gateway/answers';\nexport const C = (w: Wallet) => <p>{w.balance}{String(isGatewayError(0))}</p>;",
  'app/src/features/wallet/index.ts': "export { balance } from './balance.ts';",
  'app/src/features/wallet/balance.ts': 'export const balance = 0;',
  'app/src/features/lobby/Lobby.tsx':
    "import { balance } from '../wallet/balance.ts';\nimport { balance as b } from '../wallet/index.ts';\nexport const L = () => <p>{balance + b}</p>;",
};

let root = '';
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sorte-deps-'));
  for (const [file, source] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  mkdirSync(path.join(root, 'node_modules/@sorte'));
  for (const name of ['domain', 'gateway', 'ui'])
    symlinkSync(`../../packages/${name}`, path.join(root, `node_modules/@sorte/${name}`));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the check as `npm run deps:check` does (same binary, config and report) over the tiny repository. */
function check() {
  const run = spawnSync(
    path.join(repo, 'node_modules/.bin/depcruise'),
    [
      '--config',
      path.join(repo, '.dependency-cruiser.cjs'),
      '--output-type',
      'err',
      'packages/*/src/**/*.{ts,tsx}',
      'app/src/**/*.{ts,tsx}',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  // `error <rule>: <from> → <to>`; a cycle lists its further steps on the lines below.
  const found = [...run.stdout.matchAll(/error (\S+): (\S+) →\s+(\S+)/g)].map(
    ([, rule, from, to]) => `${rule}: ${from} -> ${to}`,
  );
  return { status: run.status, found, output: run.stdout + run.stderr };
}

describe('dependency rules (.dependency-cruiser.cjs, run by npm run deps:check)', () => {
  it('finds each wrong import, and only those, and fails', () => {
    const { status, found, output } = check();
    expect(found.sort()).toEqual(
      [
        // domain imports no React, and no other workspace package (not even for a type)
        'domain-imports-only-its-own: packages/domain/src/hooks.ts -> node_modules/react/index.js',
        'domain-imports-only-its-own: packages/domain/src/view.ts -> packages/ui/src/index.ts',
        // a ui file reaching into .storybook/ through ../../..
        'no-relative-escape: packages/ui/src/Button.stories.tsx -> .storybook/preview.tsx',
        'ui-imports-only-its-own: packages/ui/src/Button.stories.tsx -> .storybook/preview.tsx',
        // a cycle, even through a lazy import or an import of types alone (issue 25 item 2)
        'no-circular: app/src/lib/clock.ts -> app/src/lib/zone.ts',
        'no-circular: app/src/lib/format.ts -> app/src/lib/money.ts',
        // a feature reaching into another feature's internals (through its index.ts is fine)
        'features-through-their-index: app/src/features/lobby/Lobby.tsx -> app/src/features/wallet/balance.ts',
        // a gateway call made outside api.ts (types and @sorte/gateway/answers are fine anywhere)
        'gateway-calls-only-in-api: app/src/features/wallet/WalletPage.tsx -> packages/gateway/src/index.ts',
      ].sort(),
    );
    expect(status, output).not.toBe(0);
  }, 60_000);
});
