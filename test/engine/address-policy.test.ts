import { describe, expect, it } from 'vitest';
import { isPrivateAddress, refusalFor } from '../../main/engine/lib/net/address-policy';

describe('where a team server may send webhooks', () => {
  it('tells private, loopback, link-local and other special addresses from public ones, v4 and v6', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.5',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '172.32.0.1', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses a host when any address it resolves to is private, unless the operator allowed the name or the range', () => {
    const closed = { allowPrivate: false, allow: ['hooks.internal', '10.9.0.0/16'] };
    expect(refusalFor(closed, 'evil.example', ['93.184.216.34', '127.0.0.1'])).toMatch(/private or local network/);
    expect(refusalFor(closed, 'hooks.internal', ['10.1.1.1'])).toBeNull();
    expect(refusalFor(closed, 'ci.example', ['10.9.3.4'])).toBeNull();
    expect(refusalFor(closed, 'ci.example', ['10.8.3.4'])).not.toBeNull();
    expect(refusalFor(closed, 'public.example', ['93.184.216.34'])).toBeNull();
    expect(refusalFor({ allowPrivate: true, allow: [] }, 'localhost', ['127.0.0.1'])).toBeNull();
  });
});
