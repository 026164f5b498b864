import { describe, expect, it } from 'vitest';
import { clampUserAgent, describeDevice, truncateIp } from './client-context.ts';

describe('truncateIp', () => {
  it('keeps only the /24 of an IPv4 address, also when mapped into IPv6', () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0/24');
    expect(truncateIp('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
  });

  it('keeps only the /48 of an IPv6 address', () => {
    expect(truncateIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(truncateIp('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(truncateIp('::1')).toBe('0:0:0::/48');
  });

  it('gives null for what is not an address', () => {
    expect(truncateIp(undefined)).toBeNull();
    expect(truncateIp('localhost')).toBeNull();
  });
});

describe('describeDevice', () => {
  it('names browser and system for common phones and computers', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Samsung Internet on Android');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0')).toBe(
      'Firefox on Linux',
    );
  });

  it('gives null when nothing is recognisable', () => {
    expect(describeDevice(undefined)).toBeNull();
    expect(describeDevice('curl/8.5.0')).toBeNull();
  });

  it('clamps very long user agents before they are stored', () => {
    expect(clampUserAgent('x'.repeat(2000))).toHaveLength(512);
  });
});
