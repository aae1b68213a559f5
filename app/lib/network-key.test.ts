import { describe, expect, test } from 'vitest'
import { networkKey } from './network-key'

describe('networkKey', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:0:1::1', '2001:db8:0:1::/64'],
    ['2001:0DB8:0000:0001:ffff:ffff:ffff:ffff', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
    ['256.1.1.1', '256.1.1.1'],
    ['1::2::3', '1::2::3'],
  ])('%s → %s', (ip, key) => {
    expect(networkKey(ip)).toBe(key)
  })

  test('two addresses of one /64 share a key, neighbouring /64s and IPv4 addresses do not', () => {
    expect(networkKey('2001:db8:aa:bb:1::1')).toBe(networkKey('2001:db8:aa:bb:ffff:1234:5678:9abc'))
    expect(networkKey('2001:db8:aa:bb::1')).not.toBe(networkKey('2001:db8:aa:bc::1'))
    expect(networkKey('198.51.100.1')).not.toBe(networkKey('198.51.100.2'))
  })
})
