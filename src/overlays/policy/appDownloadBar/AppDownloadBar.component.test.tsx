/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupApp, renderApp } from '../../../test/renderApp';

afterEach(cleanupApp);

const bar = () => screen.findByRole('region', { name: 'Get the app' });

describe('app-download bar on screen (SPEC section 4)', () => {
  it('a phone visitor on main\'s home page sees it, above the header', async () => {
    await renderApp('/', { width: 390 });
    const region = await bar();
    expect(region.getAttribute('data-overlay')).toBe('appDownloadBar');
    expect(region.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not drawn on a desk, nor on Japan\'s site (the decision says no)', async () => {
    await renderApp('/', { width: 1440 });
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
    cleanupApp();
    await renderApp('/', { width: 390, site: 83 });
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
  });

  it('the detail text expands and collapses', async () => {
    const app = await renderApp('/', { width: 390 });
    const region = await bar();
    const toggle = within(region).getByRole('button', { name: 'Show more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await app.user.click(toggle);
    expect(within(region).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(region).getByText('Trade anytime, with price alerts and a faster sign-up.')).toBeTruthy();
  });

  it('Open goes to the download page', async () => {
    const app = await renderApp('/', { width: 390 });
    await app.user.click(within(await bar()).getByRole('link', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/app/i));
  });

  it('closing hides it for the session: the flag is written and the bar goes', async () => {
    const app = await renderApp('/', { width: 390 });
    await app.user.click(within(await bar()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull());
    expect(sessionStorage.getItem('app_download_bar_hidden')).toBe('1');
  });
});
