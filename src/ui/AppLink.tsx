import { useRouter } from '@tanstack/react-router';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { isPlainClick } from '../lib/browser/plainClick';

/** A same-site path ("/x", not "//host"): navigated inside the app. */
export function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * The one link for targets that come from data (config, decisions, the server: site docs, story
 * URLs, menu links) rather than a typed route (`<Link to>`): same-site paths navigate in the app
 * (no reload), anything else is a plain link that opens in a new tab. Modified clicks (new tab,
 * new window) keep the browser's behaviour. The caller puts a same-site path in the active locale
 * first (`useLocalizedPath`), as it knows whether the path already is.
 */
export function AppLink({
  href,
  onClick,
  target,
  rel,
  ...rest
}: ComponentPropsWithRef<'a'> & { href: string }) {
  const router = useRouter();
  const internal = isAppPath(href);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !internal || target === '_blank' || !isPlainClick(event)) return;
    event.preventDefault();
    void router.navigate({ href });
  };

  return (
    <a
      href={href}
      onClick={handleClick}
      target={internal ? target : (target ?? '_blank')}
      rel={internal ? rel : (rel ?? 'noopener noreferrer')}
      {...rest}
    />
  );
}
