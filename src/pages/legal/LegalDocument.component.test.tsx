/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRendered, renderWithProviders } from '../../test/renderWithProviders';
import { LegalDocument } from './LegalDocument';

const sections = [
  { id: 'scope', heading: 'النطاق', body: <p>.</p> },
  { id: 'fees', heading: 'الرسوم', body: <p>.</p> },
];

describe('numbered legal headings in a right-to-left page', () => {
  afterEach(cleanupRendered);

  it('isolates each section number with its full stop, so Arabic shows "1." and not ".1"', async () => {
    await renderWithProviders(<LegalDocument title="شروط" effective="2026-01-15" sections={sections} />, { locale: 'ar', route: '/ar/terms' });
    const heading = await screen.findByRole('heading', { level: 2, name: /الرسوم/ });
    const number = heading.querySelector('bdi');
    expect(number?.textContent).toMatch(/^(2|٢)\.$/);
    expect(heading.textContent?.endsWith('الرسوم')).toBe(true);
    // The table of contents numbers its links the same way.
    expect(screen.getByRole('link', { name: /النطاق/ }).querySelector('bdi')?.textContent).toMatch(/^(1|١)\.$/);
  });
});
