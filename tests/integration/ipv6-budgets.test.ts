import { describe, expect, it } from 'vitest';
import { envelopeOf, freshMobile, local } from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/**
 * A per-address budget keys an IPv6 client by its /64 (SEC-06): one subscriber's line or one host
 * is given a whole /64, and could take a fresh address from it for every request.
 */
const NUMBERS_PER_ADDRESS = 3;
const t = useTestApp({ seed: false, config: { authNumbersPerIp: NUMBERS_PER_ADDRESS } });

const statusFrom = (remoteAddress: string) =>
  t.call('accountStatus', {
    body: { countryCode: 'PH', mobile: local(freshMobile()) },
    remoteAddress,
  });

describe(`per-address budgets for IPv6 clients (${testDatabaseKind})`, () => {
  it('counts every address of one /64 as one client, and another /64 as another', async () => {
    for (const address of ['2001:db8:1:2::a', '2001:db8:1:2:ffff::b', '2001:db8:1:2:1:2:3:4']) {
      expect((await statusFrom(address)).status, address).not.toBe(400);
    }
    const refused = await statusFrom('2001:db8:1:2:dead:beef:0:99');
    expect(envelopeOf(refused).error_key).toBe('TEMPORARILY_DISABLED');
    expect((await statusFrom('2001:db8:1:3::1')).status).not.toBe(400);
  });

  it('keeps IPv4 clients apart, and an IPv4 address the same however it is written', async () => {
    for (let i = 0; i < NUMBERS_PER_ADDRESS; i += 1) {
      expect((await statusFrom('198.51.100.7')).status).not.toBe(400);
    }
    expect(envelopeOf(await statusFrom('::ffff:198.51.100.7')).error_key).toBe(
      'TEMPORARILY_DISABLED',
    );
    expect((await statusFrom('198.51.100.8')).status).not.toBe(400);
  });
});
