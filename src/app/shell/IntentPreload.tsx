import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isAppPath } from '../../ui/AppLink';

/** How long the mouse rests on a link before it counts as intent (the router's own default). */
const HOVER_MS = 50;

/**
 * Intent preloading for every same-site link, as the router's own links do it (`defaultPreload:
 * 'intent'`): the links whose target comes from data (AppLink: the header's product links, the
 * footer, the overlays' buttons) and any other plain `<a href="/...">`. When the mouse rests on
 * one, or it gets focus, or a finger touches it, its page starts loading (code, catalog part,
 * route checks), so the tap that follows opens it sooner; for a visitor with Data Saver on this is
 * also when home fetches the pages part (src/i18n/catalogs.ts). One listener per event on the
 * document, mounted after the first paint with the shell's effects: nothing in the first load.
 */
export function IntentPreload() {
  const router = useRouter();
  useEffect(() => {
    let hover: ReturnType<typeof setTimeout> | undefined;
    const linkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('a[href]') : null);
    const preload = (link: Element | null) => {
      const href = link?.getAttribute('href') ?? '';
      if (!link || !isAppPath(href) || (link.getAttribute('target') ?? '_self') !== '_self' || link.hasAttribute('download')) return;
      // `href` as `navigate` takes it (the router's buildLocation parses it; preloadRoute's type
      // only names `to`). A failed preload is the navigation's to retry and report.
      router.preloadRoute({ href } as unknown as Parameters<typeof router.preloadRoute>[0]).catch(() => undefined);
    };
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(hover);
      const link = linkOf(event.target);
      // Passing over on the way elsewhere is no intent: leaving the link cancels it.
      if (link) hover = setTimeout(() => preload(link), HOVER_MS);
    };
    const onFocusIn = (event: FocusEvent) => preload(linkOf(event.target));
    const onTouchStart = (event: TouchEvent) => preload(linkOf(event.target));
    document.addEventListener('pointerover', onPointerOver, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('touchstart', onTouchStart, { passive: true });
    return () => {
      clearTimeout(hover);
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('touchstart', onTouchStart);
    };
  }, [router]);
  return null;
}
