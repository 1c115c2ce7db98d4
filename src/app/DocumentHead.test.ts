/** @vitest-environment jsdom */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { composeTitle } from '../lib/documentTitle';
import { declaredTitle, withTitle, type PageTitle } from './routeTitle';
import { headLinks, pageTitleOf, type TitledMatch } from './DocumentHead';
import type { SiteRouting } from '../site/siteRouting';

const main: SiteRouting = { locales: ['en', 'tr', 'ar'], defaultLang: 'en', unprefixedPaths: [], alternates: [{ hreflang: 'en-TR', locale: 'en' }], origin: 'https://exchange.example' };
const us: SiteRouting = { locales: ['en-us'], defaultLang: 'en-us', unprefixedPaths: ['/login', '/signup'], alternates: [], origin: 'https://us-exchange.example' };

describe('headLinks', () => {
  it('lists one alternate per locale, the extra ones, and x-default (SPEC section 2)', () => {
    const links = headLinks('/tr/price', main);
    expect(links).toEqual([
      { rel: 'canonical', href: 'https://exchange.example/tr/price' },
      { rel: 'alternate', hreflang: 'en', href: 'https://exchange.example/price' },
      { rel: 'alternate', hreflang: 'tr', href: 'https://exchange.example/tr/price' },
      { rel: 'alternate', hreflang: 'ar', href: 'https://exchange.example/ar/price' },
      { rel: 'alternate', hreflang: 'en-TR', href: 'https://exchange.example/price' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://exchange.example/price' },
    ]);
  });

  it('keeps unprefixed paths unprefixed in every alternate', () => {
    expect(headLinks('/login', us).filter((l) => l.rel === 'alternate').map((l) => l.href)).toEqual(['https://us-exchange.example/login', 'https://us-exchange.example/login']);
    expect(headLinks('/en-us/trade', us)[1]).toEqual({ rel: 'alternate', hreflang: 'en-US', href: 'https://us-exchange.example/en-us/trade' });
  });
});

describe('composeTitle', () => {
  it('appends the site name unless the title has it', () => {
    expect(composeTitle('Fee schedule', 'Exchange', 'x')).toBe('Fee schedule | Exchange');
    expect(composeTitle('Exchange | Buy', 'Exchange', 'x')).toBe('Exchange | Buy');
    expect(composeTitle(undefined, 'Exchange', 'Home')).toBe('Home');
  });
});

describe('page titles: each route declares its own (withTitle, with its component)', () => {
  // jsdom does not scroll (the router restores scroll positions).
  beforeEach(() => {
    window.scrollTo = () => {};
  });
  afterEach(cleanup);
  // No catalog: each message in its source form, its values filled in.
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);

  it("the page title is the deepest match's declared title, fixed or built from its params and search", async () => {
    const root = createRootRoute();
    const fee = createRoute({ getParentRoute: () => root, path: '/fee', component: withTitle(msg`Fee schedule`, () => null) });
    const spot = createRoute({
      getParentRoute: () => root,
      path: '/trade/$pair',
      component: withTitle(({ params, search }) => {
        const pair = String(params.pair).replace('_', '/');
        return search.tab === 'isolated_margin' ? msg`${pair} isolated margin trading` : msg`${pair} spot trading`;
      }, () => null),
    });
    const router = createRouter({ routeTree: root.addChildren([fee, spot]), history: createMemoryHistory({ initialEntries: ['/fee'] }) });
    render(createElement(RouterProvider, { router }));
    // Declared when the route's component first renders.
    await waitFor(() => expect(pageTitleOf(router.state.matches, declaredTitle, translate)).toBe('Fee schedule'));
    await act(() => router.navigate({ href: '/trade/ETH_USDT?tab=isolated_margin' }));
    await waitFor(() => expect(pageTitleOf(router.state.matches, declaredTitle, translate)).toBe('ETH/USDT isolated margin trading'));
    await act(() => router.navigate({ href: '/trade/BTC_USDT' }));
    await waitFor(() => expect(pageTitleOf(router.state.matches, declaredTitle, translate)).toBe('BTC/USDT spot trading'));
    // Back on a route seen before: its title is known from the matches at once.
    await act(() => router.navigate({ href: '/fee' }));
    expect(pageTitleOf(router.state.matches, declaredTitle, translate)).toBe('Fee schedule');
  });

  it('a `head` title (loaded data) wins over a declared one; a parent\'s declared title stands in for a child without one', () => {
    const titles: Record<string, PageTitle> = { '/parent': msg`Parent`, '/parent/child': msg`Child` };
    const titleOf = (routeId: string) => titles[routeId];
    const match = (routeId: string, meta?: unknown): TitledMatch => ({ routeId, params: {}, search: {}, meta });
    expect(pageTitleOf([match('__root__'), match('/parent'), match('/parent/child')], titleOf, translate)).toBe('Child');
    expect(pageTitleOf([match('__root__'), match('/parent'), match('/parent/other')], titleOf, translate)).toBe('Parent');
    expect(pageTitleOf([match('__root__'), match('/parent/child', [{ title: 'Loaded title' }])], titleOf, translate)).toBe('Loaded title');
    expect(pageTitleOf([match('__root__'), match('/other')], titleOf, translate)).toBeUndefined();
  });

  it('every route file with a page declares its title, but those titled by their data or the site', () => {
    const routes = join(import.meta.dirname, '../routes');
    const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
    const untitled = files(routes)
      .filter((file) => !readFileSync(file, 'utf8').includes('withTitle('))
      .map((file) => relative(routes, file))
      .sort();
    expect(untitled).toEqual(
      [
        // Layouts, and home (the site's own title).
        '__root.tsx',
        '{-$locale}/route.tsx',
        '{-$locale}/index.tsx',
        '{-$locale}/myaccount/route.tsx',
        // Redirects.
        '{-$locale}/convert/index.tsx',
        '{-$locale}/futures/index.tsx',
        '{-$locale}/trade/index.tsx',
        // Titled by what they load (src/shell/entity's gate, or the route's `head`).
        '{-$locale}/alpha/$alphaToken.tsx',
        '{-$locale}/blog/$slug.tsx',
        '{-$locale}/copytrading/trader/futures/$traderId.tsx',
        '{-$locale}/learn/$slug.tsx',
        '{-$locale}/learn/glossary/$term.tsx',
        '{-$locale}/legal/jp/$doc.tsx',
        '{-$locale}/news/$slug.tsx',
        '{-$locale}/price/$coin.tsx',
        '{-$locale}/startup/$startupId.tsx',
      ].sort(),
    );
  });
});
