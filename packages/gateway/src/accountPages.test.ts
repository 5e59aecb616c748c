import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { GATEWAY, testGateway } from './test/testGateway.ts';

const { server, client: clientWith } = testGateway({ getToken: () => 'tok-1' });
const client = (endpointOverrides = {}) => clientWith({ endpointOverrides });

describe('§7 System: affiliate and feedback', () => {
  it('affiliate is GET /wps/agent/affiliate with the token, never encrypted', () => {
    expect(endpoints.affiliate).toMatchObject({ method: 'GET', path: '/wps/agent/affiliate', auth: true });
    expect(endpoints.feedback).toMatchObject({ method: 'PUT', path: '/wps/feedback', retry: false });
  });

  it('feedback is a PUT of the §3 form (question type, content, contact info), trimmed', async () => {
    let body: unknown;
    server.use(
      http.put(`${GATEWAY}/wps/feedback`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, value: null });
      }),
    );
    await client().accountPages.sendFeedback({
      questionType: 'GAME',
      content: '  uma ideia  ',
      contactInfo: ' a@b.c ',
    });
    expect(body).toEqual({ questionType: 'GAME', content: 'uma ideia', contactInfo: 'a@b.c' });
  });

  it('the feedback settings path the spec leaves open follows /config.json endpoints', async () => {
    server.use(
      http.get(`${GATEWAY}/wps/system/setting/feedback`, () =>
        HttpResponse.json({ success: true, value: { minWords: 5, maxWords: 50 } }),
      ),
    );
    await expect(
      client({ feedbackSettings: '/wps/system/setting/feedback' }).accountPages.feedbackSettings(),
    ).resolves.toEqual({ minWords: 5, maxWords: 50 });
  });
});
