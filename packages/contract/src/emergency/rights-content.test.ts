import { describe, expect, it } from 'vitest';
import type { CurrentStatus } from '../profile/profile.ts';
import { rightsStatusFor } from './rights-content.ts';

describe('rightsStatusFor', () => {
  it('maps each profile status to its guide', () => {
    const of = (current_status: CurrentStatus | null) =>
      rightsStatusFor({ current_status, entry_method: 'family_petition' });
    expect(of('green_card')).toBe('green_card');
    expect(of('active_visa')).toBe('visa_holder');
    expect(of('tps_daca')).toBe('tps_daca');
    expect(of('pending_adjustment')).toBe('pending_adjustment');
    expect(of('other')).toBe('other');
    expect(of(null)).toBeNull();
  });

  it('finds refugees and asylees by how they entered, unless they now hold a green card', () => {
    expect(rightsStatusFor({ current_status: 'other', entry_method: 'refugee_asylee' })).toBe(
      'refugee_asylee',
    );
    expect(rightsStatusFor({ current_status: null, entry_method: 'refugee_asylee' })).toBe('refugee_asylee');
    expect(rightsStatusFor({ current_status: 'green_card', entry_method: 'refugee_asylee' })).toBe(
      'green_card',
    );
    expect(rightsStatusFor(null)).toBeNull();
  });
});
