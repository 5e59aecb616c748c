import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enabledModules, isEnabledFlag, isSwitchOn, type WhiteLabelNode } from './whiteLabel.ts';

const node = (modId: string, enabled: WhiteLabelNode['enabled'], childrenNodes?: WhiteLabelNode[]) => ({
  modId,
  enabled,
  ...(childrenNodes ? { childrenNodes } : {}),
});

describe('§3 Permission info: white-label module tree', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    ['TRUE', true],
    ['Y', true],
    ['y', true],
    [' Y ', true],
    [false, false],
    [0, false],
    [2, false],
    ['0', false],
    ['false', false],
    ['N', false],
    ['', false],
    ['yes', false],
    [null, false],
    [undefined, false],
  ] as const)('enabled %j is %s', (enabled, on) => {
    expect(isEnabledFlag(enabled)).toBe(on);
  });

  const tree = node('ROOT', true, [
    node('REGISTER', 1, [node('MOBILENUMREG3', 'Y'), node('REGMOBVERF3', 0)]),
    node('LOGIN', 'true', [node('MOBILEVERCODELOGIN3', true, [node('DEEP', '1')])]),
    node('POINTS', false, [node('PTSYS3', true, [node('UNDER_DISABLED', true)])]),
    node('SECURITY', '0', [node('PWDEXPFORCECHANGE3', 1)]),
    node('FREEPLAY3', 'N'),
  ]);

  it('flattens the enabled nodes whose ancestors are all enabled', () => {
    expect([...enabledModules(tree)].sort()).toEqual(
      ['DEEP', 'LOGIN', 'MOBILENUMREG3', 'MOBILEVERCODELOGIN3', 'REGISTER', 'ROOT'].sort(),
    );
  });

  it.each([
    ['MOBILENUMREG3', true],
    ['MOBILEVERCODELOGIN3', true],
    ['REGMOBVERF3', false],
    ['PTSYS3', false],
    ['PWDEXPFORCECHANGE3', false],
    ['FREEPLAY3', false],
    ['CHNGPASSVERIF3', false],
  ] as const)('§6 switch %s is %s', (name, on) => {
    expect(isSwitchOn(enabledModules(tree), name)).toBe(on);
  });

  it('accepts a list of top-level nodes, an empty tree and a missing tree', () => {
    expect([...enabledModules([node('PTSYS3', 1), node('FREEPLAY3', 0)])]).toEqual(['PTSYS3']);
    expect(enabledModules([]).size).toBe(0);
    expect(enabledModules(null).size).toBe(0);
    expect(enabledModules(undefined).size).toBe(0);
  });

  it('a disabled root switches everything off', () => {
    expect(enabledModules(node('ROOT', 0, [node('PTSYS3', 1)])).size).toBe(0);
  });

  it('tolerates null children and a very deep tree without overflowing the stack', () => {
    expect([...enabledModules({ modId: 'A', enabled: 1, childrenNodes: null })]).toEqual(['A']);
    let deep: WhiteLabelNode = node('LEAF', 1);
    for (let depth = 0; depth < 100_000; depth += 1) deep = node(`N${depth}`, 1, [deep]);
    expect(enabledModules(deep).has('LEAF')).toBe(true);
  });

  it('a module is on exactly when it and every ancestor are enabled (property)', () => {
    const { tree: arbitraryTree } = fc.letrec((tie) => ({
      tree: fc.record({
        modId: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'PTSYS3', 'FREEPLAY3'),
        enabled: fc.oneof(fc.boolean(), fc.constantFrom(0, 1, '0', '1', 'Y', 'N', 'true', 'false', null)),
        childrenNodes: fc.oneof(
          { maxDepth: 5, depthIdentifier: 'tree' },
          fc.constant([]),
          fc.array(tie('tree'), { maxLength: 3, depthIdentifier: 'tree' }),
        ) as fc.Arbitrary<WhiteLabelNode[]>,
      }),
    }));
    fc.assert(
      fc.property(arbitraryTree as fc.Arbitrary<WhiteLabelNode>, (root) => {
        const expected = new Set<string>();
        const walk = (current: WhiteLabelNode) => {
          if (!isEnabledFlag(current.enabled)) return;
          expected.add(current.modId);
          for (const child of current.childrenNodes ?? []) walk(child);
        };
        walk(root);
        expect(enabledModules(root)).toEqual(expected);
      }),
    );
  });
});
