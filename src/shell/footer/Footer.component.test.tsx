/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupRendered, renderWithProviders } from '../../test/renderWithProviders';
import { Footer } from './Footer';

afterEach(cleanupRendered);

// The footer alone, on a site: its links are the engine's `footer` decision for that site (run
// here over the test's facts), its copyright line the site's config.
const renderFooter = (site: number) => renderWithProviders(<Footer />, { site, route: '/', engine: true });

async function footerLinks(site: number) {
  await renderFooter(site);
  const nav = await screen.findByRole('navigation', { name: 'Footer' });
  return within(nav).getAllByRole('link').map((link) => link.textContent?.trim());
}

describe('footer (SPEC section 2, footer)', () => {
  it('main: about, download (media kit), user agreement, fee standards', async () => {
    expect(await footerLinks(0)).toEqual(['About us', 'Media kit', 'User agreement', 'Fee schedule']);
  });

  it('US: about, agreement, fee', async () => {
    expect(await footerLinks(232)).toEqual(['About us', 'User agreement', 'Fee schedule']);
  });

  it('EU: contacts, agreement, fee', async () => {
    expect(await footerLinks(106)).toEqual(['Contacts', 'User agreement', 'Fee schedule']);
  });

  it('the copyright line names the site and the current year; Japan keeps its fixed 2025 notice', async () => {
    const { site } = await renderFooter(0);
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain(String(new Date().getFullYear()));
    expect(footer.textContent).toContain(site.name);
    cleanupRendered();
    await renderFooter(83);
    expect((await screen.findByRole('contentinfo')).textContent).toContain('2025');
  });
});
