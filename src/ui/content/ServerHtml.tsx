import { useMemo } from 'react';
import { sanitizeToTrusted } from '../../lib/sanitize';
import './serverHtml.css';

/**
 * Server HTML on screen, always through the one sanitiser (src/lib/sanitize.ts) and the URL
 * policy for its links. `links` (key/link pairs, SPEC section 3 text_link) turn each `{key}` in
 * the text into a link; pairs whose key the text does not hold are listed after it.
 */
export function ServerHtml({
  html,
  hosts,
  links = [],
  className,
}: {
  html: unknown;
  hosts: readonly string[];
  links?: ReadonlyArray<{ key?: string; link?: string }>;
  className?: string;
}) {
  const safe = useMemo(() => {
    let text = typeof html === 'string' ? html : '';
    const extra: string[] = [];
    for (const { key, link } of links) {
      if (!key || !link) continue;
      const anchor = `<a href="${link.replace(/"/g, '&quot;')}">${key.replace(/[<>&"]/g, '')}</a>`;
      if (text.includes(`{${key}}`)) text = text.split(`{${key}}`).join(anchor);
      else extra.push(anchor);
    }
    if (extra.length > 0) text += `<p>${extra.join(' · ')}</p>`;
    return sanitizeToTrusted(text, hosts);
  }, [html, hosts, links]);
  if (safe === null) return null;
  // dir="auto": the server's text may be in another script than the page (English in an Arabic
  // page): each block takes the direction of its own text.
  return <div dir="auto" className={['server-html', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: safe }} />;
}
