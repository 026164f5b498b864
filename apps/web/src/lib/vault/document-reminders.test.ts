import { describe, expect, it } from 'vitest';
import { daysUntil, expiryBand } from './document-expiry.ts';
import { documentReminders, getDocumentReminders, publishDocumentReminders } from './document-reminders.ts';
import { lockVault, setUnlockedVault } from './vault-session.ts';

const TODAY = new Date(2026, 0, 10, 23, 30);

describe('expiry dates', () => {
  it('counts calendar days in the local time zone, late at night too', () => {
    expect(daysUntil('2026-01-10', TODAY)).toBe(0);
    expect(daysUntil('2026-01-11', TODAY)).toBe(1);
    expect(daysUntil('2026-01-09', TODAY)).toBe(-1);
    expect(daysUntil('2027-01-10', TODAY)).toBe(365);
  });

  it('puts each date in the smallest of the 30, 90 and 180 day bands', () => {
    expect(expiryBand(-1)).toBe('expired');
    expect(expiryBand(0)).toBe(30);
    expect(expiryBand(30)).toBe(30);
    expect(expiryBand(31)).toBe(90);
    expect(expiryBand(90)).toBe(90);
    expect(expiryBand(180)).toBe(180);
    expect(expiryBand(181)).toBeNull();
  });
});

describe('the expiry reminders', () => {
  it('lists expired and soon-expiring documents, soonest first, and leaves out the rest', () => {
    const reminders = documentReminders(
      [
        { id: 'a', title: 'Passport', type: 'passport', expiresOn: '2026-06-01' },
        { id: 'b', title: 'Green card', type: 'green_card', expiresOn: '2026-02-01' },
        { id: 'c', title: 'Visa', type: 'visa', expiresOn: '2025-12-31' },
        { id: 'd', title: 'EAD', type: 'ead', expiresOn: '2027-06-01' },
        { id: 'e', title: 'Birth certificate', type: 'birth_certificate', expiresOn: null },
        { id: 'f', title: 'I-797', type: 'i797', expiresOn: '2026-03-20' },
      ],
      TODAY,
    );
    expect(reminders.map((reminder) => [reminder.title, reminder.band, reminder.daysLeft])).toEqual([
      ['Visa', 'expired', -10],
      ['Green card', 30, 22],
      ['I-797', 90, 69],
      ['Passport', 180, 142],
    ]);
  });

  it('are forgotten when the vault locks', () => {
    setUnlockedVault({
      userId: 'user',
      vaultKey: new Uint8Array(32),
      sharingPublicKey: new Uint8Array(65),
      sharingPrivateKey: new Uint8Array(32),
    });
    publishDocumentReminders(
      documentReminders([{ id: 'a', title: 'Passport', type: 'passport', expiresOn: '2026-02-01' }], TODAY),
    );
    expect(getDocumentReminders()).toHaveLength(1);
    lockVault('manual');
    expect(getDocumentReminders()).toBeNull();
  });
});
