import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { GATEWAY, testGateway } from './test/testGateway.ts';

const { server, client: clientWith } = testGateway({ getToken: () => 'tok-1' });
const client = (endpointOverrides = {}) => clientWith({ endpointOverrides });

const answer = (value: unknown) => HttpResponse.json({ success: true, value });

describe('§7 relay style readings: login history, active sessions, personal data (issue 23 item 5)', () => {
  it('the paths are relay readings with the token; ending a session is never retried', () => {
    expect(endpoints.loginHistory).toMatchObject({
      method: 'GET',
      path: '/wps/relay/MCS2_getLoginHistory',
      auth: true,
    });
    expect(endpoints.activeSessions).toMatchObject({
      method: 'GET',
      path: '/wps/relay/MCS2_getActiveSessions',
    });
    expect(endpoints.endSession).toMatchObject({
      method: 'POST',
      path: '/wps/relay/MCS2_endSession',
      retry: false,
    });
    expect(endpoints.endOtherSessions).toMatchObject({ method: 'POST', retry: false });
    expect(endpoints.personalData).toMatchObject({
      method: 'GET',
      path: '/wps/member/info/personal',
      auth: true,
    });
  });

  it.each([
    [
      'bare list, our names',
      [
        {
          time: '2026-11-27T10:00:00Z',
          ip: '189.45.1.2',
          device: 'Chrome · Android',
          place: 'São Paulo, BR',
          success: true,
        },
        { time: '2026-11-28T09:00:00Z', ip: '189.45.1.3', device: 'Safari · iOS', success: false },
      ],
    ],
    [
      '{ list } with epoch times, status words and parts',
      {
        list: [
          {
            loginTime: Date.parse('2026-11-27T10:00:00Z'),
            loginIp: '189.45.1.2',
            browser: 'Chrome',
            os: 'Android',
            city: 'São Paulo',
            country: 'BR',
            status: 'SUCCESS',
          },
          {
            loginTime: '2026-11-28 09:00:00',
            loginIp: '189.45.1.3',
            userAgent: 'Safari · iOS',
            status: 'FAILED',
          },
        ],
      },
    ],
    [
      '{ data: { records } } with a 0/1 flag',
      {
        data: {
          records: [
            {
              createTime: '2026-11-27T10:00:00.000Z',
              ipAddress: '189.45.1.2',
              deviceName: 'Chrome · Android',
              location: 'São Paulo, BR',
              isSuccess: 1,
            },
            {
              createTime: '2026-11-28T09:00:00.000Z',
              ipAddress: '189.45.1.3',
              deviceName: 'Safari · iOS',
              isSuccess: 0,
            },
          ],
        },
      },
    ],
  ])('login history reads %s, newest first, a failure as failed', async (_shape, value) => {
    server.use(http.get(`${GATEWAY}/wps/relay/MCS2_getLoginHistory`, () => answer(value)));
    const history = await client().accountSecurity.loginHistory();
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ ip: '189.45.1.3', device: 'Safari · iOS', succeeded: false });
    expect(history[1]).toMatchObject({
      ip: '189.45.1.2',
      device: 'Chrome · Android',
      place: 'São Paulo, BR',
      succeeded: true,
    });
    expect(history[0]!.time.startsWith('2026-11-28')).toBe(true);
  });

  it('a login entry without a time is dropped, the rest still read', async () => {
    server.use(
      http.get(`${GATEWAY}/wps/relay/MCS2_getLoginHistory`, () =>
        answer([{ ip: '1.2.3.4' }, { time: '2026-11-28T09:00:00Z', ip: '5.6.7.8' }]),
      ),
    );
    await expect(client().accountSecurity.loginHistory()).resolves.toEqual([
      { time: '2026-11-28T09:00:00.000Z', ip: '5.6.7.8', succeeded: true },
    ]);
  });

  it.each([
    [
      '{ sessions } with current',
      {
        sessions: [
          { sessionId: 's2', device: 'Edge · Windows' },
          { sessionId: 's1', device: 'Chrome · Android', current: true },
        ],
      },
    ],
    [
      'a bare list with isCurrent "Y" and ids as numbers',
      [
        { id: 2, deviceName: 'Edge · Windows' },
        { id: 's1', deviceName: 'Chrome · Android', isCurrent: 'Y' },
      ],
    ],
  ])('active sessions read %s, this device first', async (_shape, value) => {
    server.use(http.get(`${GATEWAY}/wps/relay/MCS2_getActiveSessions`, () => answer(value)));
    const sessions = await client().accountSecurity.activeSessions();
    expect(sessions.map((s) => s.current)).toEqual([true, false]);
    expect(sessions[0]).toMatchObject({ id: 's1', device: 'Chrome · Android' });
  });

  it('ending a session posts its id; ending the others posts nothing; an override moves the path', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${GATEWAY}/wps/relay/MCS2_endSession`, async ({ request }) => {
        bodies.push(await request.json());
        return answer(null);
      }),
      http.post(`${GATEWAY}/wps/member/sessions/others`, () => answer(null)),
    );
    await client().accountSecurity.endSession({ sessionId: ' s2 ' });
    expect(bodies).toEqual([{ sessionId: 's2' }]);
    await expect(
      client({ endOtherSessions: '/wps/member/sessions/others' }).accountSecurity.endOtherSessions(),
    ).resolves.toBeUndefined();
  });

  it.each([
    [
      '§3 register names',
      {
        payeeName: 'Ana Souza',
        account: 'ana',
        mobileNum: '11987654321',
        countryDialingCode: '55',
        email: 'ana@x.br',
        birthday: '1990-04-12',
        idNumber: '123.456.789-42',
        registerTime: '2025-01-10 12:00:00',
      },
    ],
    [
      'alternatives in { profile }',
      {
        profile: {
          realName: 'Ana Souza',
          username: 'ana',
          phone: '(11) 98765-4321',
          dialingCode: '+55',
          mail: 'ana@x.br',
          birthDate: '12/04/1990',
          cpf: '123.456.789-42',
          createTime: Date.parse('2025-01-10T15:00:00Z'),
        },
      },
    ],
  ])('personal data reads %s', async (_shape, value) => {
    server.use(http.get(`${GATEWAY}/wps/member/info/personal`, () => answer(value)));
    const data = await client().accountSecurity.personalData();
    expect(data).toMatchObject({
      name: 'Ana Souza',
      username: 'ana',
      mobileNum: '11987654321',
      countryDialingCode: '55',
      email: 'ana@x.br',
      birthday: '1990-04-12',
      idNumber: '123.456.789-42',
    });
    expect(data.registeredAt?.startsWith('2025-01-10')).toBe(true);
  });
});
