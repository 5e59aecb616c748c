import type { EndpointName } from '@sorte/gateway';

// The `spec` dialect's form of the security centre's readings (issue 23 item 5): other plausible names, epoch times,
// words for flags, the personal data nested and the birthday day first. The reader must take both to the same answer.

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const listIn = (value: unknown, key: string): unknown[] =>
  isRecord(value) && Array.isArray(value[key]) ? value[key] : [];
const epoch = (iso: unknown) => (typeof iso === 'string' ? Date.parse(iso) : iso);

export const ACCOUNT_SECURITY_RESHAPE = {
  loginHistory: (value: unknown) => ({
    records: listIn(value, 'list').map((entry) =>
      isRecord(entry)
        ? {
            loginTime: epoch(entry.time),
            loginIp: entry.ip,
            deviceName: entry.device,
            location: entry.place,
            status: entry.success ? 'SUCCESS' : 'FAILED',
          }
        : entry,
    ),
  }),
  activeSessions: (value: unknown) =>
    listIn(value, 'sessions').map((session) =>
      isRecord(session)
        ? {
            id: session.sessionId,
            deviceName: session.device,
            ipAddress: session.ip,
            location: session.place,
            lastActiveTime: epoch(session.lastActive),
            isCurrent: session.current ? 'Y' : 'N',
          }
        : session,
    ),
  personalData: (value: unknown) => {
    if (!isRecord(value)) return value;
    const day =
      typeof value.birthday === 'string' ? value.birthday.split('-').reverse().join('/') : undefined;
    return {
      profile: {
        realName: value.payeeName,
        username: value.account,
        phone: value.mobileNum,
        dialingCode: value.countryDialingCode,
        mail: value.email,
        birthDate: day,
        cpf: value.idNumber,
        createTime: value.registerTime,
      },
    };
  },
} satisfies Partial<Record<EndpointName, (value: unknown) => unknown>>;
