/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_HTML, HOSTILE_URLS } from '../test/hostileCorpus';
import { sanitizeHtml } from './sanitize';
import { safeLink, serverLink } from './url';

const HOSTS = ['exchange.example', 'www.exchange.example', 'help.exchange.example'];

describe('sanitizeHtml (one DOMPurify configuration for every server HTML string)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps formatting and same-site or allowed links', () => {
    const out = sanitizeHtml('<p>Read <strong>our</strong> <a href="/legal/terms-of-service">terms</a> and <a href="https://help.exchange.example/a">help</a>.</p>', HOSTS);
    expect(out).toBe('<p>Read <strong>our</strong> <a href="/legal/terms-of-service">terms</a> and <a href="https://help.exchange.example/a" target="_blank" rel="noopener noreferrer">help</a>.</p>');
  });

  it.each(HOSTILE_HTML.map((html) => [html]))('leaves nothing that runs, navigates off-site or clobbers in %s', (html) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const out = sanitizeHtml(html, HOSTS);
    const box = document.createElement('div');
    box.innerHTML = out;
    expect(box.querySelectorAll('script, style, iframe, object, embed, form, input, button, svg, math, template, meta, base, img').length).toBe(0);
    for (const el of box.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) expect(attr).not.toMatch(/^on|^style$|^id$|^class$|^name$|^action$|^srcdoc$/);
    }
    for (const a of box.querySelectorAll('a')) {
      const href = a.getAttribute('href');
      if (href !== null) expect(safeLink(href, HOSTS)).toBe(href);
    }
    expect(out).not.toMatch(/javascript:|vbscript:|data:text/i);
  });

  it('treats a non-string as empty', () => {
    expect(sanitizeHtml(undefined, HOSTS)).toBe('');
    expect(sanitizeHtml({ toString: () => '<script>x</script>' }, HOSTS)).toBe('');
  });
});

describe('the URL policy for server URL fields', () => {
  it.each(HOSTILE_URLS.map((url) => [url]))('rejects %j', (url) => {
    expect(safeLink(url, HOSTS)).toBeUndefined();
  });

  it('accepts same-site paths and https URLs of the site\'s hosts', () => {
    expect(safeLink('/web3', HOSTS)).toBe('/web3');
    expect(safeLink('https://help.exchange.example/hc/1?x=1', HOSTS)).toBe('https://help.exchange.example/hc/1?x=1');
    expect(safeLink('https://EXCHANGE.example/fees', HOSTS)).toBe('https://exchange.example/fees');
  });

  it('serverLink warns when it rejects a value and is silent for an absent one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(serverLink('javascript:alert(1)', HOSTS, 'risk_user_guide_url')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('risk_user_guide_url'));
    warn.mockClear();
    expect(serverLink('', HOSTS, 'url')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('serverLink logs a rejected value once per page view, however often a render checks it (issue 39)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let i = 0; i < 3; i++) expect(serverLink('https://elsewhere.test/app', HOSTS, 'page download link')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(serverLink('https://elsewhere.test/other', HOSTS, 'page download link')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
