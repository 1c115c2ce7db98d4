/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupApp, renderApp } from '../../test/renderApp';

afterEach(cleanupApp);

async function footerLinks(site: number, cookies?: Record<string, string>) {
  await renderApp('/', { site, cookies });
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
    await renderApp('/', { site: 0 });
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain(String(new Date().getFullYear()));
    cleanupApp();
    await renderApp('/', { site: 83 });
    expect((await screen.findByRole('contentinfo')).textContent).toContain('2025');
  });
});
