import { type CoreGatewayClient, type LoginRequest, loginNeedsSecondVerification } from '@sorte/gateway';

type Challenge = NonNullable<ReturnType<typeof loginNeedsSecondVerification>>;
type LoginResult = Awaited<ReturnType<CoreGatewayClient['session']['login']>>;

// The login calls (issue 24 item 6: one table of calls); the login, agent login, second verification and register
// flows send them from here.

/** POST /wps/session/login (spec §7, encrypted). */
export const logIn = (gateway: CoreGatewayClient, request: LoginRequest) => gateway.session.login(request);

/**
 * Sends a login (spec §7). A username login the gateway holds back for a second verification (spec §4, a new IP)
 * is handed to `handOver` with its challenge and gives null; any other failure is thrown.
 */
export async function loginOrHandOver(
  gateway: CoreGatewayClient,
  request: LoginRequest,
  handOver: (challenge: Challenge, request: LoginRequest & { type: 'username' }) => void,
): Promise<LoginResult | null> {
  try {
    return await logIn(gateway, request);
  } catch (error) {
    const challenge = request.type === 'username' ? loginNeedsSecondVerification(error) : null;
    if (!challenge || request.type !== 'username') throw error;
    handOver(challenge, request);
    return null;
  }
}
