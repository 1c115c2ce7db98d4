/**
 * A link to a same-site path that comes from data (site config docs, article lists): the path is
 * put in the active locale and followed by the router without a page load. Other URLs are left
 * to the browser.
 */
import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocalizedPath } from '../site/useLocalizedPath';

export function PathLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  const localize = useLocalizedPath();
  const internal = href.startsWith('/') && !href.startsWith('//');
  const target = internal ? localize(href) : href;

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!internal || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || rest.target === '_blank') return;
    event.preventDefault();
    void router.navigate({ href: target });
  };

  return <a href={target} onClick={follow} {...rest} />;
}
