/**
 * Page titles. A route declares its own in its route file (`withTitle`, ./routeTitle.ts: fixed,
 * or built from params and search), or, when it depends on loaded data, in its `head` (TanStack
 * Router); the root's <DocumentHead/> writes `<title>` from the deepest match. Screens that are
 * not routes (the 404 and error screens) override it while they are shown.
 */
import { useEffect, useSyncExternalStore } from 'react';

let override: string | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** While the calling component is mounted, the page title is `title`. */
export function useTitleOverride(title: string): void {
  useEffect(() => {
    override = title;
    emit();
    return () => {
      if (override === title) {
        override = null;
        emit();
      }
    };
  }, [title]);
}

export function useTitleOverrideValue(): string | null {
  return useSyncExternalStore(subscribe, () => override, () => null);
}

/** `<page> | <site>`; the home page's own title already names the site. */
export function composeTitle(page: string | undefined, siteName: string, fallback: string): string {
  if (!page) return fallback;
  return page.includes(siteName) ? page : `${page} | ${siteName}`;
}
