import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithToolkit } from '../rights/test-providers.tsx';
import { HotlinesSection } from './hotlines-section.tsx';

// The hours of the ICE line and the limit of the court line are part of the number: a family calling the ICE
// line on a Sunday, or the court line before a case is filed, must know why nobody can help (issue 10, point 0).

describe('HotlinesSection', () => {
  it("states the ICE line's hours and the court line's limit beside their numbers", async () => {
    await renderWithToolkit(<HotlinesSection />);
    expect(screen.getByRole('link', { name: /1-888-351-4024/ }).getAttribute('href')).toBe(
      'tel:+18883514024',
    );
    expect(screen.getByText(/Monday to Friday, 8 a\.m\. to 8 p\.m\. Eastern Time/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /1-800-898-7180/ }).getAttribute('href')).toBe(
      'tel:+18008987180',
    );
    expect(screen.getByText(/only once a case has been filed with the immigration court/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ice.gov' }).getAttribute('href')).toBe(
      'https://www.ice.gov/ICEcasereview',
    );
  });

  it('says the same in Arabic', async () => {
    await renderWithToolkit(<HotlinesSection />, { language: 'ar' });
    expect(screen.getByText(/من الاثنين إلى الجمعة، من 8 صباحًا حتى 8 مساءً/)).toBeTruthy();
    expect(screen.getByText(/إلا بعد تسجيل القضية لدى محكمة الهجرة/)).toBeTruthy();
  });
});
