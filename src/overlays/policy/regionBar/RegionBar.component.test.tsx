/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSite } from '../../../site/sites';
import { cleanupApp, renderApp } from '../../../test/renderApp';

vi.mock('../../../site/sites', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../site/sites')>();
  return { ...actual, loadSite: vi.fn(actual.loadSite) };
});

afterEach(cleanupApp);

describe('region-switch bar on screen (SPEC section 4)', () => {
  it('a UK-limited visitor on main is offered the UK site, one bar only', async () => {
    await renderApp('/', { persona: 'ukLimited' });
    const bar = await screen.findByRole('region', { name: 'Regional site' });
    expect(bar.getAttribute('data-overlay')).toBe('regionBar');
    expect(bar.getAttribute('data-variant')).toBe('MAIN_TO_UK');
    expect(within(bar).getByRole('button', { name: 'Switch to Exchange UK' })).toBeTruthy();
    expect(screen.getAllByRole('region', { name: 'Regional site' })).toHaveLength(1);
  });

  it("loads the target site's config only, not every site's", async () => {
    // Every call since the file started (the bar keeps what it loaded for the page's life).
    await renderApp('/', { persona: 'ukLimited' });
    await screen.findByRole('region', { name: 'Regional site' });
    const loaded = new Set(vi.mocked(loadSite).mock.calls.map(([entry]) => entry.key));
    expect(loaded.has('uk')).toBe(true);
    expect([...loaded].filter((key) => key !== 'uk' && key !== 'main')).toEqual([]);
  });

  it('a visitor with no limit sees none', async () => {
    await renderApp('/');
    expect(screen.queryByRole('region', { name: 'Regional site' })).toBeNull();
  });
});
