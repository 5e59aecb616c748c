import type { CoreGatewayClient } from '@sorte/gateway';

/** §7 POST /wps/member/password (token, encrypted): oldPassword, newPassword, confirmNewPassword. */
export const changePassword = (
  gateway: CoreGatewayClient,
  body: Parameters<CoreGatewayClient['member']['changePassword']>[0],
) => gateway.member.changePassword(body);
