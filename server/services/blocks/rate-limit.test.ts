import { describe, expect, it } from 'vitest';
import { budgetAddress } from './rate-limit';

describe('budgetAddress', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:0000:0000:000b', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['::1', '::/64'],
    ['not an address', 'not an address'],
  ])('%s → %s', (ip, key) => {
    expect(budgetAddress(ip)).toBe(key);
  });
});
