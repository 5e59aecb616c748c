import { describe, expect, it } from 'vitest';
import { createDb } from './db.ts';
import { DEMO_PASSWORD } from './fixtures/accounts.ts';
import { createPersistence, type KeyValueStorage } from './persistence.ts';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function busyDb() {
  const db = createDb();
  const account = db.findAccount('jogador01')!;
  account.balance = 99.5;
  const token = db.openSession(account);
  db.recordFailedLogin('agente1');
  db.findAccount('novato01')!.hasLoggedIn = true;
  db.sendSmsCode('55', '11987654321');
  const captcha = db.issueCaptcha();
  db.scenario = { ...db.scenario, systemStatus: 1, failures: { login: 'timeout' } };
  return { db, token, captcha };
}

describe('demo persistence: serialization round trip', () => {
  it('serialize → restore keeps sessions, balances, counters, codes and the scenario', () => {
    const { db, token, captcha } = busyDb();
    const copy = createDb();
    expect(copy.restore(db.serialize())).toBe(true);
    expect(copy.accountForToken(token)?.account).toBe('jogador01');
    expect(copy.findAccount('jogador01')?.balance).toBe(99.5);
    expect(copy.failedLogins('agente1')).toBe(1);
    expect(copy.findAccount('novato01')?.hasLoggedIn).toBe(true);
    expect(copy.consumeSmsCode('55', '11987654321', '123456')).toBe(true);
    expect(copy.consumeCaptcha(captcha.key, captcha.code)).toBe(true);
    expect(copy.scenario.systemStatus).toBe(1);
    expect(copy.serialize()).toBe(
      JSON.stringify({ ...JSON.parse(db.serialize()), smsCodes: {}, captchas: {} }),
    );
  });

  it('unusable snapshots are ignored and leave the state untouched', () => {
    const db = createDb();
    const before = db.serialize();
    for (const bad of [null, '', 'not json', '{}', '{"version":2,"accounts":[]}', '[]']) {
      expect(db.restore(bad)).toBe(false);
    }
    expect(db.serialize()).toBe(before);
  });

  it('an older snapshot without newer white-label switches gets their defaults', () => {
    const db = createDb();
    const snapshot = JSON.parse(db.serialize());
    delete snapshot.scenario.whiteLabel.PTSYS3;
    snapshot.scenario.whiteLabel.FREEPLAY3 = false;
    const copy = createDb();
    copy.restore(JSON.stringify(snapshot));
    expect(copy.scenario.whiteLabel.PTSYS3).toBe(true);
    expect(copy.scenario.whiteLabel.FREEPLAY3).toBe(false);
  });
});

describe('demo persistence: storages (localStorage state, sessionStorage scenario)', () => {
  it('save → a fresh db loads the same state and scenario; the query is applied on top', () => {
    const { db, token } = busyDb();
    const state = memoryStorage();
    const scenario = memoryStorage();
    createPersistence(db, { key: 'k', state, scenario }).save();
    expect(JSON.parse(state.data.get('k')!).scenario).toBeUndefined();
    expect(JSON.parse(scenario.data.get('k.scenario')!).systemStatus).toBe(1);

    const reloaded = createDb();
    createPersistence(reloaded, { key: 'k', state, scenario }).load(new URLSearchParams('mock.sms=off'));
    expect(reloaded.accountForToken(token)?.account).toBe('jogador01');
    expect(reloaded.scenario.systemStatus).toBe(1);
    expect(reloaded.scenario.failures).toEqual({ login: 'timeout' });
    expect(reloaded.scenario.whiteLabel.MOBILEVERCODELOGIN3).toBe(false);
  });

  it('a new tab (no saved scenario) keeps the state but starts from the default scenario', () => {
    const { db, token } = busyDb();
    const state = memoryStorage();
    createPersistence(db, { key: 'k', state, scenario: memoryStorage() }).save();
    const tab = createDb();
    createPersistence(tab, { key: 'k', state, scenario: memoryStorage() }).load();
    expect(tab.accountForToken(token)).toBeDefined();
    expect(tab.scenario.systemStatus).toBe(0);
  });

  it('mock.reset wipes the saved state', () => {
    const { db } = busyDb();
    const state = memoryStorage();
    const scenario = memoryStorage();
    createPersistence(db, { key: 'k', state, scenario }).save();
    const fresh = createDb();
    createPersistence(fresh, { key: 'k', state, scenario }).load(new URLSearchParams('mock.reset'));
    expect(state.data.size).toBe(0);
    expect(scenario.data.size).toBe(0);
    expect(fresh.findAccount('jogador01')?.balance).toBe(1523.75);
    expect(fresh.findAccount('jogador01')?.password).toBe(DEMO_PASSWORD);
  });

  it('broken storage never breaks the mocks', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    const db = createDb();
    const persistence = createPersistence(db, { key: 'k', state: throwing, scenario: throwing });
    expect(() => persistence.load(new URLSearchParams('mock.status=2'))).not.toThrow();
    expect(() => persistence.save()).not.toThrow();
    expect(db.scenario.systemStatus).toBe(2);
  });
});
