import { EMPTY_PREPAREDNESS_PLAN } from '@amparo/contract/emergency/preparedness-plan';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAYA, renderWithFamily } from './family-test-providers.tsx';
import { PrintableFamilyPlan } from './printable-family-plan.tsx';

const PLAN = {
  ...EMPTY_PREPAREDNESS_PLAN,
  children_caregiver_name: 'Rosa Díaz',
  children_caregiver_phone: '+1 617 555 0142',
  documents_holder_name: 'Jean Baptiste',
  lawyer_name: 'Ana Lima',
  lawyer_phone: '+1 617 555 0123',
  a_number: 'A123456789',
  notes: 'Spare key with the neighbour',
  meeting_point: 'The library on Main Street',
  document_copies: 'Rosa: passports',
  numbers_to_know: 'Rosa +1 617 555 0142',
  school_instructions: 'Only Rosa may pick up Maya.',
  updated_at: '2026-11-21T15:00:00.000Z',
};

describe('PrintableFamilyPlan', () => {
  it('prints every part of the plan and each child with school, pickup, health and caregivers (English only once)', async () => {
    await renderWithFamily(<PrintableFamilyPlan plan={PLAN} dependents={[MAYA]} />);
    const page = screen.getByTestId('printable-family-plan');
    for (const value of [
      'The library on Main Street',
      'Rosa: passports',
      'Rosa +1 617 555 0142',
      'Only Rosa may pick up Maya.',
      'Rosa Díaz · +1 617 555 0142',
      'Jean Baptiste',
      'Ana Lima · +1 617 555 0123',
      'A123456789',
      'Spare key with the neighbour',
      'Lincoln Elementary',
      'Penicillin',
      'Inhaler',
      'Dr. Okafor',
      'No caregiver’s authorization signed yet',
      'https://ilrc.org/resources/step-step-family-preparedness-plan-0',
    ]) {
      expect(page.textContent, value).toContain(value);
    }
    expect(page.getAttribute('dir')).toBe('ltr');
    expect(screen.getAllByText('Meeting point')).toHaveLength(1);
    expect(page.querySelector('bdi[lang="en"]')).toBeNull();
  });

  it('in Arabic, each label is followed by its English', async () => {
    await renderWithFamily(<PrintableFamilyPlan plan={PLAN} dependents={[MAYA]} />, { language: 'ar' });
    const page = screen.getByTestId('printable-family-plan');
    expect(page.getAttribute('dir')).toBe('rtl');
    expect(page.getAttribute('lang')).toBe('ar');
    const meeting = screen.getByText('Meeting point');
    expect(meeting.getAttribute('lang')).toBe('en');
    expect(meeting.closest('dt')?.textContent).toBe('نقطة الالتقاء' + 'Meeting point');
    expect(page.textContent).toContain('خطة الطوارئ العائلية');
    expect(page.textContent).toContain('Family emergency plan');
    expect(page.textContent).toContain('This is information, not legal advice.');
    expect(page.textContent).toContain('Penicillin');
    expect(page.querySelectorAll('bdi[lang="en"]').length).toBeGreaterThan(20);
  });
});
