/**
 * The one sanitiser for server HTML (SPEC section 5: "Server HTML in banners is sanitised";
 * DESIGN: server content is untrusted). DOMPurify, configured once: formatting and links only;
 * no scripts, styles, frames, forms or form controls, no event handlers, no `style`, `id` or
 * `class` attributes (a server `<a class="toast-region">` would put the app's own fixed,
 * full-width styles on a link over the page, issue 37), and DOM-clobbering names (`name`, and ids shadowing document properties) removed.
 * Every link's href goes through the URL policy (`safeLink`): a rejected one loses its href and
 * stays as text; kept links open in the same tab unless off-site (then `noopener noreferrer`).
 * Imported only by overlay chunks: DOMPurify never loads on a page without server HTML.
 */
import DOMPurify, { type Config } from 'dompurify';
import { safeLink } from './url';

const CONFIG: Config = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'p', 'br', 'span', 'ul', 'ol', 'li', 'h3', 'h4', 'small', 'sub', 'sup', 'del', 'blockquote'],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
  FORBID_TAGS: ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'svg', 'math', 'template', 'base', 'meta', 'link'],
  FORBID_ATTR: ['style', 'id', 'class', 'name', 'srcset', 'action', 'formaction', 'xlink:href'],
};

let hostsForHook: readonly string[] = [];
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const raw = node.getAttribute('href');
    const href = raw === null ? undefined : safeLink(raw, hostsForHook);
    if (href === undefined) {
      if (raw !== null) console.warn(`URL policy: removed a link from server HTML ${JSON.stringify(raw.slice(0, 200))}`);
      node.removeAttribute('href');
      node.removeAttribute('target');
      return;
    }
    node.setAttribute('href', href);
    if (href.startsWith('/')) node.removeAttribute('target');
    else {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Server HTML made safe to put in the page, as a string (tests, and the emptiness check).
 * `hosts` are the site's hosts links may point to (webSiteDomain, anti, linkHosts).
 */
export function sanitizeHtml(html: unknown, hosts: readonly string[]): string {
  return String(sanitizeToTrusted(html, hosts) ?? '');
}

/**
 * Server HTML made safe, as what `dangerouslySetInnerHTML` takes: TrustedHTML made by DOMPurify's
 * own Trusted Types policy (`dompurify`, named in the CSP; src/lib/trustedTypes.ts) where the
 * browser has them, the sanitised string elsewhere. Null when nothing is left.
 */
export function sanitizeToTrusted(html: unknown, hosts: readonly string[]): TrustedHTML | string | null {
  if (typeof html !== 'string' || html === '') return null;
  install();
  hostsForHook = hosts;
  try {
    const trusted = DOMPurify.isSupported && 'trustedTypes' in globalThis;
    const out = trusted ? DOMPurify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true }) : DOMPurify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
    return String(out) === '' ? null : out;
  } finally {
    hostsForHook = [];
  }
}
