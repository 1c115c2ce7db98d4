/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { complianceAtom, decisionsAtom } from '../../../facts';
import type { PersonaId } from '../../../mocks/personas';
import * as sites from '../../../site/sites';
import { PolicyOverlays } from '../../../test/PolicyOverlays';
import { cleanupRendered, renderWithProviders } from '../../../test/renderWithProviders';

afterEach(cleanupRendered);

// The bar stack alone: the compliance check's answer for the persona (mocked backend) becomes a
// fact, the engine picks the bar (policies/regionBar.json), the overlay host draws it.
const renderBars = (persona: PersonaId) => renderWithProviders(<PolicyOverlays />, { route: '/', persona, engine: true, serverFacts: true });

describe('region-switch bar on screen (SPEC section 4)', () => {
  it('a UK-limited visitor on main is offered the UK site, one bar only', async () => {
    await renderBars('ukLimited');
    const bar = await screen.findByRole('region', { name: 'Regional site' });
    expect(bar.getAttribute('data-overlay')).toBe('regionBar');
    expect(bar.getAttribute('data-variant')).toBe('MAIN_TO_UK');
    expect(within(bar).getByRole('button', { name: 'Switch to Exchange UK' })).toBeTruthy();
    expect(screen.getAllByRole('region', { name: 'Regional site' })).toHaveLength(1);
  });

  it("loads the target site's config only, not every site's", async () => {
    // A spy on the module (not vi.mock: the test files share their worker's modules, so the bar's
    // module may have been loaded by an earlier file, and it keeps what it loaded for the page's
    // life, the UK site's config among it); the harness loads the visited site's (main) as boot does.
    const loadSite = vi.spyOn(sites, 'loadSite');
    await renderBars('ukLimited');
    await screen.findByRole('region', { name: 'Regional site' });
    const loaded = new Set(loadSite.mock.calls.map(([entry]) => entry.key));
    expect(loaded.has('main')).toBe(true);
    expect([...loaded].filter((key) => key !== 'uk' && key !== 'main')).toEqual([]);
  });

  it('a visitor with no limit sees none', async () => {
    const { store } = await renderBars('visitor');
    // Once the compliance check has answered, the engine offers no bar.
    await waitFor(() => expect(store.get(complianceAtom)).not.toBeNull());
    expect(store.get(decisionsAtom)?.regionBar).toBeFalsy();
    expect(screen.queryByRole('region', { name: 'Regional site' })).toBeNull();
  });
});
