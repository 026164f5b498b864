import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_PUSH_ALLOWED_HOSTS } from '../../platform/config.ts';
import { pushEndpointAllowed } from './push-endpoint.ts';

// The endpoint allowlist against server-side request forgery: the browsers' push services only, over https on 443.

const defaults = { webPushAllowedHosts: DEFAULT_WEB_PUSH_ALLOWED_HOSTS, webPushTestAllowHttp: false };

describe('push endpoint allowlist', () => {
  it('allows the known push services, subdomains of them included', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
      'https://fcm.googleapis.com:443/fcm/send/abc',
    ]) {
      expect(pushEndpointAllowed(endpoint, defaults), endpoint).toBe(true);
    }
  });

  it('refuses IP addresses, other hosts, other ports, user names and other schemes', () => {
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://127.0.0.1:3300/probe',
      'https://[::1]/probe',
      'https://[fd00::1]/probe',
      'https://localhost/probe',
      'https://fcm.googleapis.com.evil.example/x',
      'https://xfcm.googleapis.com/x',
      'https://notify.windows.com.evil/x',
      'https://fcm.googleapis.com:8443/x',
      'https://u:p@fcm.googleapis.com/x',
      'http://fcm.googleapis.com/x',
      'ftp://fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(pushEndpointAllowed(endpoint, defaults), endpoint).toBe(false);
    }
  });

  it('follows the configured list, and allows http only with the test-only flag', () => {
    const local = { webPushAllowedHosts: ['localhost'], webPushTestAllowHttp: false };
    expect(pushEndpointAllowed('https://localhost/x', local)).toBe(true);
    expect(pushEndpointAllowed('https://fcm.googleapis.com/x', local)).toBe(false);
    expect(pushEndpointAllowed('http://localhost:4000/x', local)).toBe(false);
    const test = { ...local, webPushTestAllowHttp: true };
    expect(pushEndpointAllowed('http://localhost:4000/x', test)).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:4000/x', test)).toBe(false);
    expect(pushEndpointAllowed('http://u@localhost:4000/x', test)).toBe(false);
  });
});
