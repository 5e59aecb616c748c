import type { ActiveSessionEntry } from './ActiveSessions.tsx';
import type { LoginHistoryEntry } from './LoginHistory.tsx';
import type { PersonalDataFacts } from './PersonalData.tsx';

// Stories' data: a player on three other devices besides this one, and two weeks of logins with refused attempts.

export const SESSIONS: readonly ActiveSessionEntry[] = [
  { id: 'web-1', device: 'Chrome · Windows', ip: '189.45.112.37', place: 'São Paulo, SP, BR', current: true },
  {
    id: 'dev-android',
    device: 'Chrome · Android',
    ip: '189.45.87.12',
    place: 'São Paulo, SP, BR',
    lastActive: '2026-11-28T13:02:00.000Z',
    current: false,
  },
  {
    id: 'dev-iphone',
    device: 'Safari · iOS',
    ip: '177.92.14.201',
    place: 'Campinas, SP, BR',
    lastActive: '2026-11-27T13:40:00.000Z',
    current: false,
  },
  {
    id: 'dev-windows',
    device: 'Edge · Windows',
    ip: '201.17.33.9',
    place: 'Rio de Janeiro, RJ, BR',
    lastActive: '2026-11-25T21:15:00.000Z',
    current: false,
  },
];

export const LOGINS: readonly LoginHistoryEntry[] = [
  {
    time: '2026-11-28T13:02:00.000Z',
    ip: '189.45.87.12',
    device: 'Chrome · Android',
    place: 'São Paulo, SP, BR',
    succeeded: true,
  },
  {
    time: '2026-11-27T13:40:00.000Z',
    ip: '177.92.14.201',
    device: 'Safari · iOS',
    place: 'Campinas, SP, BR',
    succeeded: true,
  },
  {
    time: '2026-11-27T09:11:00.000Z',
    ip: '45.161.20.7',
    device: 'Firefox · Linux',
    place: 'Fortaleza, CE, BR',
    succeeded: false,
  },
  {
    time: '2026-11-27T09:05:00.000Z',
    ip: '45.161.20.7',
    device: 'Firefox · Linux',
    place: 'Fortaleza, CE, BR',
    succeeded: false,
  },
  {
    time: '2026-11-26T14:20:00.000Z',
    ip: '189.45.112.37',
    device: 'Chrome · Windows',
    place: 'São Paulo, SP, BR',
    succeeded: true,
  },
  {
    time: '2026-11-25T21:15:00.000Z',
    ip: '201.17.33.9',
    device: 'Edge · Windows',
    place: 'Rio de Janeiro, RJ, BR',
    succeeded: true,
  },
  { time: '2026-11-24T18:30:00.000Z', ip: '189.45.87.12', device: 'Chrome · Android', succeeded: true },
  {
    time: '2026-11-23T08:45:00.000Z',
    ip: '2804:14c:5b:1::7',
    device: 'Chrome · Windows',
    place: 'São Paulo, SP, BR',
    succeeded: true,
  },
];

export const PERSONAL: PersonalDataFacts = {
  name: 'Ana Beatriz Souza',
  username: 'jogador01',
  mobileNum: '11987654321',
  countryDialingCode: '55',
  email: 'ana.souza@sorte.example',
  birthday: '1992-03-14',
  idNumber: '529.982.247-25',
  registeredAt: '2026-08-02T13:00:00.000Z',
};

export const STORY_TIME_ZONE = 'America/Sao_Paulo';
