import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agreementSite, withPrerender } from './prerender';

const home = {
  path: '/ar',
  title: 'Exchange | <Arabic> & more',
  html: '<div class="app" data-prerendered=""><main id="main"></main></div>',
  notFound: '<div data-testid="not-found"></div>',
  pending: '<div class="app__pending" aria-busy="true"></div>',
  lang: 'ar',
  dir: 'rtl',
  data: { site: 0, locale: 'ar', logos: { light: '</script><b>', night: '' } },
};
const template = '<!doctype html>\n<html lang="en" dir="ltr">\n<head><title>Buy, sell and trade crypto</title></head>\n<body>\n<div id="root"></div>\n</body></html>';

describe('withPrerender', () => {
  it('puts the markup in #root, the locale on <html>, the 404 page, the skeleton and the guard with its data after #root', () => {
    const page = withPrerender(template, home, 'var __prerenderGuard={applyPrerender(){}};');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<title>Exchange | &lt;Arabic&gt; &amp; more</title>');
    expect(page).toContain('<div id="root"><div class="app" data-prerendered=""><main id="main"></main></div></div>');
    expect(page).toMatch(/<\/div>\n {4}<template id="prerendered-not-found"><div data-testid="not-found"><\/div><\/template>\n {4}<template id="prerendered-pending"><div class="app__pending" aria-busy="true"><\/div><\/template>\n {4}<script type="application\/json" id="prerender-data">\{"site":0.*<\/script>\n {4}<script>var __prerenderGuard=\{applyPrerender\(\)\{\}\};__prerenderGuard\.applyPrerender\(JSON\.parse\(document\.getElementById\('prerender-data'\)\.textContent\)\)<\/script>/);
  });

  it('writes the same guard script on every page, so the CSP needs one hash for it', () => {
    const guard = (page: string) => page.match(/<script>([\s\S]*?)<\/script>/)?.[1];
    const other = { ...home, lang: 'tr', dir: 'ltr' as const, data: { ...home.data, locale: 'tr' } };
    expect(guard(withPrerender(template, home, 'var g;'))).toBe(guard(withPrerender(template, other, 'var g;')));
  });

  it("takes the entry script and its modulepreloads out of <head> into the guard's data", () => {
    const built = template.replace('</head>', '<script type="module" crossorigin src="/assets/index-a1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/runtime-b2.js">\n<link rel="stylesheet" crossorigin href="/assets/index-c3.css"></head>');
    const page = withPrerender(built, home, '');
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
    const json = page.match(/<script type="application\/json" id="prerender-data">(.*?)<\/script>/)?.[1] ?? '{}';
    expect(JSON.parse(json).entry).toEqual({ script: '/assets/index-a1.js', preloads: ['/assets/runtime-b2.js'] });
  });

  it('writes data no string in it can break out of', () => {
    const page = withPrerender(template, home, '');
    expect(page).not.toContain('</script><b>');
    expect(page).toContain('\\u003c/script>\\u003cb>');
  });

  it('refuses a template it cannot fill', () => {
    expect(() => withPrerender('<html><body></body></html>', home, '')).toThrow(/#root/);
    expect(() => withPrerender(template.replace(/<title>.*<\/title>/, ''), home, '')).toThrow(/<title>/);
    expect(() => withPrerender('<html lang="en" dir="ltr"><div id="root">x</div></html>', home, '')).toThrow(/#root/);
  });
});

describe('agreementSite', () => {
  it("is the site whose footer links the agreement document: Hong Kong's (config/footer.json)", () => {
    const footer: unknown = JSON.parse(readFileSync(join(import.meta.dirname, '../config/footer.json'), 'utf8'));
    expect(agreementSite(footer)).toBe('hk');
  });

  it('refuses a footer that links it from no site or from two (the document carries one site\'s name)', () => {
    const link = { id: 'download', label: 'x', href: '/docs/agreement.html' };
    expect(() => agreementSite({ sites: {} })).toThrow(/0 sites/);
    expect(() => agreementSite({ sites: { hk: [link], sg: [link] } })).toThrow(/2 sites/);
  });
});
