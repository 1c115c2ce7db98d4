/**
 * The page title each route declares in its route file, with its component:
 *
 *   component: withTitle(msg`Fee schedule`, FeePage)
 *   component: withTitle(({ params }) => msg`Withdraw ${accountCurrency(params.currency)}`, WithdrawRoute)
 *
 * a fixed phrase, or one built from the match's (validated) params and search. It travels in the
 * route's own chunk (the router plugin's autoCodeSplitting moves `component` there; a route's
 * `staticData` would stay in the route tree, and the ~90 titles would cost the first load about
 * 1 KB gzip, over its budget). The component declares it under its route id when it first
 * renders; <DocumentHead/> (src/app/DocumentHead.tsx) reads the deepest match's.
 *
 * A module of its own, out of the first load: only route chunks and DocumentHead import it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useMatch } from '@tanstack/react-router';
import { createElement, useEffect, type ComponentType, type ReactElement } from 'react';

/** What a title built from the URL reads of the route's match. */
export interface TitleMatch {
  params: Readonly<Record<string, unknown>>;
  search: Readonly<Record<string, unknown>>;
}

/** A route's title: a fixed phrase, or one built from its match's params and search. */
export type PageTitle = MessageDescriptor | ((match: TitleMatch) => MessageDescriptor);

const titles = new Map<string, PageTitle>();
const listeners = new Set<() => void>();
let version = 0;

/** The title route `routeId` declared, once its component has rendered. */
export function declaredTitle(routeId: string): PageTitle | undefined {
  return titles.get(routeId);
}

/** For useSyncExternalStore: a new route declared its title. */
export function subscribeDeclaredTitles(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function declaredTitlesVersion(): number {
  return version;
}

function declare(routeId: string, title: PageTitle): void {
  if (titles.get(routeId) === title) return;
  titles.set(routeId, title);
  version++;
  for (const listener of listeners) listener();
}

/** The route's component, declaring the route's title (under the route id of its match). */
export function withTitle(title: PageTitle, Page: ComponentType): () => ReactElement {
  function TitledRoute() {
    const routeId = useMatch({ strict: false, select: (match) => match.routeId });
    useEffect(() => {
      if (routeId !== undefined) declare(routeId, title);
    }, [routeId]);
    return createElement(Page);
  }
  TitledRoute.displayName = `withTitle(${Page.displayName ?? Page.name})`;
  return TitledRoute;
}
