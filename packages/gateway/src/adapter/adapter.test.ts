import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_NAMES } from '../endpoints.ts';
import { ADAPTER_ENDPOINT_NAMES } from './endpointNames.ts';
import {
  adaptRequest,
  adaptResponse,
  createGatewayAdapter,
  parseOperatorAdapter,
  parsePath,
} from './index.ts';

describe('operator adapter: requests', () => {
  it('renames fields in the query and in the body', () => {
    expect(
      adaptRequest(
        { rename: { downlineId: 'memberId', pageNo: 'page' } },
        { query: { pageNo: '2', pageSize: '20' }, body: { downlineId: '7', rate: 0.01 } },
        'body',
      ),
    ).toEqual({ query: { page: '2', pageSize: '20' }, body: { memberId: '7', rate: 0.01 } });
  });

  it('a renamed field wins a clash, and renames are simultaneous (a swap works)', () => {
    expect(adaptRequest({ rename: { a: 'b' } }, { body: { a: 1, b: 2 } }, 'body')).toEqual({
      body: { b: 1 },
    });
    expect(adaptRequest({ rename: { a: 'b', b: 'a' } }, { body: { a: 1, b: 2 } }, 'body')).toEqual({
      body: { a: 2, b: 1 },
    });
  });

  it('adds constant fields where the request travels', () => {
    expect(adaptRequest({ constants: { channel: 'WEB', v: 2 } }, { query: { a: '1' } }, 'query')).toEqual({
      query: { a: '1', channel: 'WEB', v: '2' },
    });
    expect(adaptRequest({ constants: { channel: 'WEB', v: 2 } }, {}, 'body')).toEqual({
      body: { channel: 'WEB', v: 2 },
    });
  });

  it('maps enumerated values (a direction, an action word), in the query and the body', () => {
    const adapter = {
      values: { direction: { toVendor: 'IN', toMain: 'OUT' }, action: { terminate: 'END' } },
    };
    expect(adaptRequest(adapter, { body: { direction: 'toMain', amount: 5 } }, 'body')).toEqual({
      body: { direction: 'OUT', amount: 5 },
    });
    expect(adaptRequest(adapter, { query: { action: 'terminate', contractId: '3' } }, 'query')).toEqual({
      query: { action: 'END', contractId: '3' },
    });
    // A word the map does not name goes as it is.
    expect(adaptRequest(adapter, { body: { action: 'accept' } }, 'body')).toEqual({
      body: { action: 'accept' },
    });
  });

  it('moves fields between query and body (before renaming: names are ours)', () => {
    expect(
      adaptRequest(
        { toQuery: ['action', 'ids'], rename: { action: 'op' } },
        { body: { action: 'list', ids: [1, 2], terms: { rate: 1 } } },
        'body',
      ),
    ).toEqual({ query: { op: 'list', ids: '1,2' }, body: { terms: { rate: 1 } } });
    expect(adaptRequest({ toBody: ['id'] }, { query: { id: '9', lang: 'PT-BR' } }, 'query')).toEqual({
      query: { lang: 'PT-BR' },
      body: { id: '9' },
    });
  });

  it('constants can be moved, since they are added first', () => {
    expect(
      adaptRequest({ constants: { scope: 'team' }, toQuery: ['scope'] }, { body: { a: 1 } }, 'body'),
    ).toEqual({ query: { scope: 'team' }, body: { a: 1 } });
  });

  it('never changes its input', () => {
    const request = { query: { a: '1' }, body: { b: 2 } };
    adaptRequest({ rename: { a: 'x', b: 'y' }, toQuery: ['b'], constants: { c: 3 } }, request, 'body');
    expect(request).toEqual({ query: { a: '1' }, body: { b: 2 } });
  });

  const ourName = fc.stringMatching(/^[a-m][a-zA-Z]{0,6}$/);
  const theirName = fc.stringMatching(/^[n-z][a-zA-Z]{0,6}$/);
  const scalar = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.double({ noNaN: true }));
  const json = fc.jsonValue();

  it('property: an adapter that renames and one that renames back give the body back', () => {
    fc.assert(
      fc.property(
        fc.dictionary(ourName, json),
        fc.uniqueArray(fc.tuple(ourName, theirName), { selector: ([, theirs]) => theirs }),
        (body, pairs) => {
          const seen = new Set<string>();
          const unique = pairs.filter(([ours]) => !seen.has(ours) && seen.add(ours));
          const there = Object.fromEntries(unique);
          const back = Object.fromEntries(unique.map(([ours, theirs]) => [theirs, ours]));
          const sent = adaptRequest({ rename: there }, { body }, 'body');
          expect(adaptRequest({ rename: back }, sent, 'body')).toEqual({ body });
        },
      ),
    );
  });

  it('property: a value map and its inverse give the request back; unmapped words pass', () => {
    fc.assert(
      fc.property(
        fc.dictionary(ourName, scalar),
        fc.uniqueArray(fc.tuple(fc.string(), fc.string()), { selector: ([, to]) => to }),
        ourName,
        (body, pairs, field) => {
          const map = Object.fromEntries(
            pairs.filter(([from], i) => pairs.findIndex(([f]) => f === from) === i),
          );
          const inverse = Object.fromEntries(Object.entries(map).map(([from, to]) => [to, from]));
          const word = String(body[field] ?? '');
          fc.pre(!Object.hasOwn(inverse, word) || Object.hasOwn(map, word));
          const input = { ...body, [field]: word };
          const sent = adaptRequest({ values: { [field]: map } }, { body: input }, 'body');
          expect(adaptRequest({ values: { [field]: inverse } }, sent, 'body')).toEqual({ body: input });
        },
      ),
    );
  });

  it('property: moving fields to the query and back keeps the string fields', () => {
    fc.assert(
      fc.property(fc.dictionary(ourName, fc.string()), fc.array(ourName), (body, fields) => {
        const there = adaptRequest({ toQuery: fields }, { body }, 'body');
        const back = adaptRequest({ toBody: fields }, there, 'body');
        expect(back.body ?? {}).toEqual(body);
        expect(Object.keys(back.query ?? {})).toEqual([]);
      }),
    );
  });
});

describe('operator adapter: answers', () => {
  const contract = {
    contractNo: 'C1',
    state: 'OPEN',
    parentAccount: 'boss',
    child: 'kid',
    terms: { ratio: '1%' },
  };

  it('reads the data where the endpoint keeps it (a path in the whole answer; default value)', () => {
    const answer = { success: true, value: { result: { rows: [1, 2] } }, data: { x: 1 } };
    expect(adaptResponse({ data: 'value.result.rows' }, answer)).toEqual([1, 2]);
    expect(adaptResponse({ data: 'data' }, answer)).toEqual({ x: 1 });
    expect(adaptResponse({}, answer)).toEqual({ result: { rows: [1, 2] } });
    expect(adaptResponse({ data: '' }, answer)).toEqual(answer);
    expect(adaptResponse({ data: 'value.missing' }, answer)).toBeUndefined();
  });

  it('aliases: a list, fields inside list items, nested objects', () => {
    const answer = { success: true, value: { records: [contract, { ...contract, contractNo: 'C2' }] } };
    const data = adaptResponse(
      {
        aliases: {
          contracts: 'records',
          'contracts[].contractId': 'contractNo',
          'contracts[].upline.account': 'parentAccount',
          'contracts[].rate': 'terms.ratio',
        },
      },
      answer,
    ) as { contracts: Record<string, unknown>[] };
    expect(data.contracts.map((row) => row.contractId)).toEqual(['C1', 'C2']);
    expect(data.contracts[0]).toMatchObject({ upline: { account: 'boss' }, rate: '1%', contractNo: 'C1' });
  });

  it('aliases inside nested lists, and in a bare list', () => {
    const answer = { success: true, value: [{ groups: [{ games: [{ gid: 1 }, { gid: 2 }] }] }] };
    expect(adaptResponse({ aliases: { '[].groups[].games[].id': 'gid' } }, answer)).toEqual([
      {
        groups: [
          {
            games: [
              { gid: 1, id: 1 },
              { gid: 2, id: 2 },
            ],
          },
        ],
      },
    ]);
  });

  it('a plain string standing for an object field (an account given as a string for a party)', () => {
    const answer = {
      success: true,
      value: { list: [{ upline: 'boss', downline: { account: 'kid' } }, { upline: 7 }] },
    };
    expect(
      adaptResponse({ objects: { 'list[].upline': 'account', 'list[].downline': 'account' } }, answer),
    ).toEqual({
      list: [{ upline: { account: 'boss' }, downline: { account: 'kid' } }, { upline: { account: 7 } }],
    });
  });

  it("objects run first, on the operator's paths: a party given as a string, its id beside it", () => {
    expect(
      adaptResponse(
        {
          objects: { 'records[].parent': 'account' },
          aliases: {
            contracts: 'records',
            'contracts[].upline': 'parent',
            'contracts[].upline.id': 'parentId',
          },
        },
        { success: true, value: { records: [{ parent: 'boss', parentId: 7 }] } },
      ),
    ).toMatchObject({ contracts: [{ upline: { account: 'boss', id: 7 } }] });
  });

  it('value maps for statuses and kinds (compared as text; others left as they are)', () => {
    const answer = {
      success: true,
      value: { orders: [{ st: 'OK' }, { st: 9 }, { st: 'ODD' }], kind: 'pix', tags: ['a', 'b'] },
    };
    expect(
      adaptResponse(
        {
          values: {
            'orders[].st': { OK: 'CREDITED', '9': 'FAILED' },
            kind: { pix: 'PIX' },
            'tags[]': { a: 'A' },
          },
        },
        answer,
      ),
    ).toEqual({
      orders: [{ st: 'CREDITED' }, { st: 'FAILED' }, { st: 'ODD' }],
      kind: 'PIX',
      tags: ['A', 'b'],
    });
  });

  it('never changes the answer it is given', () => {
    const answer = { success: true, value: { records: [{ ...contract }] } };
    const before = structuredClone(answer);
    adaptResponse(
      { aliases: { 'records[].id': 'contractNo' }, values: { 'records[].state': { OPEN: 'ACTIVE' } } },
      answer,
    );
    expect(answer).toEqual(before);
  });

  it('property: an adapter with nothing to do gives the value as it is', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(adaptResponse({}, { success: true, value })).toEqual(value);
      }),
    );
  });

  it('property: aliases never lose a field the answer had', () => {
    fc.assert(
      fc.property(
        fc.array(fc.dictionary(fc.stringMatching(/^[a-z]{1,4}$/), fc.jsonValue())),
        fc.stringMatching(/^[a-z]{1,4}$/),
        fc.stringMatching(/^[a-z]{1,4}$/),
        (rows, ours, theirs) => {
          const out = adaptResponse({ aliases: { [`[].${ours}`]: theirs } }, { success: true, value: rows });
          (out as Record<string, unknown>[]).forEach((row, i) => {
            const before = rows[i] ?? {};
            for (const key of Object.keys(before)) if (key !== ours) expect(row[key]).toEqual(before[key]);
            if (before[theirs] !== undefined) expect(row[ours]).toEqual(before[theirs]);
          });
        },
      ),
    );
  });
});

describe('operator adapter: paths', () => {
  it.each([
    ['a', ['a']],
    ['a.b', ['a', 'b']],
    ['list[].id', ['list', '[]', 'id']],
    ['[].id', ['[]', 'id']],
    ['a[][].b', ['a', '[]', '[]', 'b']],
    ['', []],
  ])('%s', (path, segments) => {
    expect(parsePath(path)).toEqual(segments);
  });
});

describe('operator adapter: the client hooks', () => {
  const hooks = createGatewayAdapter({
    walletTransfer: { request: { values: { direction: { toMain: 'OUT' } }, constants: { src: 'web' } } },
    balance: { request: { constants: { currency: 'BRL' } }, response: { data: 'value.wallet' } },
    systemStatus: { request: { toBody: ['x'] } },
  });

  it('a call the adapter does not name passes untouched', () => {
    const request = { body: { a: 1 } };
    expect(hooks.request('deposit', request, 'POST')).toBe(request);
    expect(hooks.response('deposit', { success: true, value: 3 })).toBe(3);
  });

  it('a GET without a request gets its constants in the query; a POST in the body', () => {
    expect(hooks.request('balance', {}, 'GET')).toEqual({ query: { currency: 'BRL' } });
    expect(hooks.request('walletTransfer', { body: { direction: 'toMain' } }, 'POST')).toEqual({
      body: { direction: 'OUT', src: 'web' },
    });
    expect(hooks.response('balance', { success: true, value: { wallet: { balance: 2 } } })).toEqual({
      balance: 2,
    });
  });

  it('a GET that the adapter would give a body is refused before sending', () => {
    expect(() => hooks.request('systemStatus', { query: { x: '1' } }, 'GET')).toThrow(/puts a body on a GET/);
  });
});

describe('operator adapter: validation at start (each problem names its key)', () => {
  const issues = (input: unknown) => {
    const parsed = parseOperatorAdapter(input);
    return parsed.ok ? [] : parsed.issues;
  };

  it('the names list is the table of every endpoint', () => {
    expect([...ADAPTER_ENDPOINT_NAMES].sort()).toEqual([...ENDPOINT_NAMES].sort());
  });

  it('accepts a complete adapter', () => {
    const parsed = parseOperatorAdapter({
      dividendContracts: {
        request: {
          rename: { downlineId: 'memberId' },
          constants: { channel: 'WEB', version: 2, strict: true },
          values: { action: { terminate: 'END' } },
          toQuery: ['action'],
          toBody: ['lang'],
        },
        response: {
          data: 'value.result',
          aliases: { contracts: 'records', 'contracts[].contractId': 'no' },
          objects: { 'contracts[].upline': 'account' },
          values: { 'contracts[].status': { OPEN: 'ACTIVE', '1': 'PENDING' } },
        },
      },
    });
    expect(parsed.ok).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ['not an object', [], 'adapter: an object keyed by endpoint name'],
    [
      'an unknown endpoint name',
      { depositt: {} },
      "adapter.depositt: not an endpoint name of the gateway README's table",
    ],
    [
      'an unknown area',
      { deposit: { requests: {} } },
      'adapter.deposit.requests: unknown key: expected request or response',
    ],
    ['an area that is not an object', { deposit: { request: 'x' } }, 'adapter.deposit.request: an object'],
    [
      'an unknown request key',
      { deposit: { request: { renames: {} } } },
      'adapter.deposit.request.renames: unknown key: expected rename, constants, values, toBody or toQuery',
    ],
    [
      'a rename to a path',
      { deposit: { request: { rename: { amount: 'a.b' } } } },
      'adapter.deposit.request.rename.amount: a field name (no dots, brackets or spaces)',
    ],
    [
      'two fields renamed to one name',
      { deposit: { request: { rename: { amount: 'amt', value: 'amt' } } } },
      'adapter.deposit.request.rename: two fields renamed to "amt"',
    ],
    [
      'a field moved both ways',
      { deposit: { request: { toBody: ['id'], toQuery: ['id'] } } },
      'adapter.deposit.request: "id" is in both toBody and toQuery',
    ],
    [
      'a constant that is an object',
      { deposit: { request: { constants: { a: { b: 1 } } } } },
      'adapter.deposit.request.constants.a: a string, a number or true/false',
    ],
    [
      'a value map that is a list',
      { deposit: { request: { values: { kind: ['PIX'] } } } },
      'adapter.deposit.request.values.kind: an object mapping each value to another',
    ],
    [
      'a broken data path',
      { deposit: { response: { data: 'value..x' } } },
      'adapter.deposit.response.data: a path such as "value.result" (or "" for the whole answer)',
    ],
    [
      'an alias key that is not a path',
      { deposit: { response: { aliases: { 'list[.id': 'x' } } } },
      'adapter.deposit.response.aliases["list[.id"]: a path such as "list", "data.records" or "contracts[].upline.account"',
    ],
    [
      'an alias source with a list step',
      { deposit: { response: { aliases: { 'list[].id': 'rows[].no' } } } },
      'adapter.deposit.response.aliases["list[].id"]: a path inside the same item, without [] (such as "contractNo" or "party.name")',
    ],
    [
      'an unknown response key',
      { deposit: { response: { path: 'x' } } },
      'adapter.deposit.response.path: unknown key: expected data, aliases, objects or values',
    ],
  ])('%s', (_, input, message) => {
    expect(issues(input)).toContain(message);
  });
});
