import { describe, expect, it } from 'vitest';
import { findViolations } from './dependencyRules.mjs';

const file = (path: string, source: string) => ({ path, source });

describe('dependency direction (DEVELOPERS.md: domain <- gateway <- mocks, domain <- ui <- app)', () => {
  it.each([
    ['packages/domain/src/a.ts', "import { useState } from 'react';", 'react'],
    ['packages/domain/src/a.ts', "import { x } from '@sorte/gateway';", '@sorte/gateway'],
    ['packages/gateway/src/a.ts', "import { x } from '@sorte/mocks';", '@sorte/mocks'],
    ['packages/gateway/src/a.ts', "import { x } from '@sorte/ui';", '@sorte/ui'],
    ['packages/ui/src/A/A.tsx', "import { atom } from 'jotai';", 'jotai'],
    ['packages/ui/src/A/A.tsx', "import { Link } from 'react-router-dom';", 'react-router-dom'],
    ['packages/ui/src/A/A.tsx', "import { createGatewayClient } from '@sorte/gateway';", '@sorte/gateway'],
    ['packages/ui/src/A/A.tsx', "import { http } from 'msw';", 'msw'],
    ['packages/ui/src/A/A.tsx', "const m = await import('@sorte/mocks');", '@sorte/mocks'],
    ['packages/mocks/src/a.ts', "import { Button } from '@sorte/ui';", '@sorte/ui'],
    ['packages/mocks/src/a.ts', "export { x } from '@sorte/app';", '@sorte/app'],
  ])('%s importing %s is refused', (path, source, specifier) => {
    const violations = findViolations([file(path, source)]);
    expect(violations.map((v) => v.specifier)).toEqual([specifier]);
  });

  it('allows each layer its own dependencies', () => {
    const violations = findViolations([
      file(
        'packages/domain/src/a.ts',
        "import { msg } from '@lingui/core/macro';\nimport * as v from 'valibot';",
      ),
      file(
        'packages/gateway/src/a.ts',
        "import * as v from 'valibot';\nimport type { X } from '@sorte/domain';",
      ),
      file(
        'packages/mocks/src/a.ts',
        "import { http } from 'msw';\nimport { schema } from '@sorte/gateway';",
      ),
      file(
        'packages/ui/src/A/A.tsx',
        "import * as Dialog from '@radix-ui/react-dialog';\nimport { style } from '@vanilla-extract/css';",
      ),
      file(
        'packages/ui/src/A/A.stories.tsx',
        "import { http } from 'msw';\nimport { expect } from 'storybook/test';",
      ),
      file(
        'app/src/main.tsx',
        "const mocks = await import('@sorte/mocks/browser');\nimport { atom } from 'jotai';",
      ),
    ]);
    expect(violations).toEqual([]);
  });

  it('lets test files use the test tools, and only those', () => {
    expect(
      findViolations([
        file('packages/domain/src/a.test.ts', "import fc from 'fast-check';\nimport { it } from 'vitest';"),
      ]),
    ).toEqual([]);
    expect(
      findViolations([file('packages/domain/src/a.test.ts', "import { render } from 'react-dom';")]),
    ).toHaveLength(1);
  });

  it('refuses a static import of the simulated gateway in app code (live mode must not download it)', () => {
    const violations = findViolations([
      file('app/src/main.tsx', "import { startBrowserMocks } from '@sorte/mocks/browser';"),
    ]);
    expect(violations).toHaveLength(1);
    expect(violations[0]?.rule).toMatch(/only lazily/);
  });

  it('refuses DOM and network globals in the domain package, but not in comments', () => {
    expect(
      findViolations([file('packages/domain/src/a.ts', 'export const t = () => window.location.href;')]),
    ).toHaveLength(1);
    expect(
      findViolations([file('packages/domain/src/a.ts', "export const f = () => fetch('/x');")]),
    ).toHaveLength(1);
    expect(
      findViolations([file('packages/domain/src/a.ts', '// no window.alert here\nexport const a = 1;')]),
    ).toEqual([]);
  });
});
