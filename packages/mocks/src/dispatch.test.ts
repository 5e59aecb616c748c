import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDb } from './db.ts';
import { dispatchByPath } from './dispatch.ts';
import { createHandlers } from './handlers/index.ts';

describe('the demo worker dispatches gateway requests by path', () => {
  const handlers = createHandlers(createDb(), { baseUrl: '/gw' });
  const dispatched = dispatchByPath(handlers);

  it('answers exactly as the handlers themselves, through one dispatcher', async () => {
    expect(dispatched.length).toBeLessThan(5);
    const url = 'http://demo.test/gw/wps/system/status';
    const direct = await getResponse(handlers, new Request(url));
    const viaDispatcher = await getResponse(dispatched, new Request(url));
    expect(viaDispatcher?.status).toBe(200);
    expect(await viaDispatcher?.json()).toEqual(await direct?.json());
  });

  it('leaves other requests alone (the page’s own files) and respects the method', async () => {
    expect(await getResponse(dispatched, new Request('http://demo.test/assets/index.js'))).toBeUndefined();
    const wrongMethod = new Request('http://demo.test/gw/wps/system/status', { method: 'DELETE' });
    expect(await getResponse(dispatched, wrongMethod)).toBeUndefined();
  });
});
