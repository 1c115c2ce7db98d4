/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupApp, renderApp } from '../../test/renderApp';

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

  it('a visitor with no limit sees none', async () => {
    await renderApp('/');
    expect(screen.queryByRole('region', { name: 'Regional site' })).toBeNull();
  });
});
