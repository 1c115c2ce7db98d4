/** @vitest-environment jsdom */
import { describe, expect, it, vi } from 'vitest';
import { allowedScriptUrl, setScriptSrc, startWorker } from './trustedScriptUrl';
import { defaultHtml, defaultScriptUrl } from './trustedTypes';

const HERE = 'https://www.exchange.example';

describe('Trusted Types policies (issue 37)', () => {
  it('the default policy passes only the share image\'s empty sandbox document as HTML', () => {
    expect(defaultHtml('<!DOCTYPE html><meta charset="UTF-8"><title></title><body>')).not.toBeNull();
    for (const html of ['<img src=x onerror=alert(1)>', '<!DOCTYPE html><meta charset="UTF-8"><title></title><body><script>1</script>', '', '<b>hi</b>']) {
      expect(defaultHtml(html), html).toBeNull();
    }
  });

  it("the default policy passes only this origin's service worker files as script URLs", () => {
    expect(defaultScriptUrl('/sw.js?v=1.2.3', HERE)).toBe('/sw.js?v=1.2.3');
    expect(defaultScriptUrl('/mockBackendWorker.js', HERE)).toBe('/mockBackendWorker.js');
    expect(defaultScriptUrl(`${HERE}/mockServiceWorker.js`, HERE)).not.toBeNull();
    for (const url of ['https://evil.example/sw.js', '//evil.example/sw.js', '/assets/app.js', 'data:text/javascript,1', 'javascript:alert(1)', '/sw.js/../evil.js', 'blob:https://www.exchange.example/1']) {
      expect(defaultScriptUrl(url, HERE), url).toBeNull();
    }
  });

  it('an app script URL passes only on https on an allowed origin, or on this origin', () => {
    const vendors = ['https://www.googletagmanager.com'];
    expect(allowedScriptUrl('https://www.googletagmanager.com/gtag/js?id=G-1', vendors, HERE)).toBe(true);
    expect(allowedScriptUrl('/df-sdk/v1/df.js', [], HERE)).toBe(true);
    for (const url of ['http://www.googletagmanager.com/gtag/js', 'https://user:pw@www.googletagmanager.com/x.js', 'https://www.googletagmanager.com.evil.example/x.js', 'https://evil.example/x.js', 'data:text/javascript,alert(1)', 'javascript:alert(1)', '//evil.example/x.js', 'http://[']) {
      expect(allowedScriptUrl(url, vendors, HERE), url).toBe(false);
    }
  });

  it('setScriptSrc sets nothing for a refused URL', () => {
    const script = document.createElement('script');
    expect(setScriptSrc(script, 'https://evil.example/x.js', ['https://www.googletagmanager.com'])).toBe(false);
    expect(script.getAttribute('src')).toBeNull();
    expect(setScriptSrc(script, 'https://www.googletagmanager.com/gtag/js', ['https://www.googletagmanager.com'])).toBe(true);
    expect(script.src).toBe('https://www.googletagmanager.com/gtag/js');
  });

  it("startWorker starts only a worker file of this origin, and none where there is no Worker", () => {
    expect(startWorker('/assets/bookWorker.js')).toBeNull();
    const started: unknown[] = [];
    class FakeWorker {
      constructor(url: unknown) {
        started.push(url);
      }
    }
    vi.stubGlobal('Worker', FakeWorker);
    try {
      expect(startWorker('/assets/bookWorker.js')).toBeInstanceOf(FakeWorker);
      expect(startWorker(`${location.origin}/assets/bookWorker.js`)).toBeInstanceOf(FakeWorker);
      for (const url of ['https://evil.example/w.js', '//evil.example/w.js', 'data:text/javascript,1', 'blob:https://evil.example/1']) expect(startWorker(url), url).toBeNull();
      expect(started.map(String)).toEqual(['/assets/bookWorker.js', `${location.origin}/assets/bookWorker.js`]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
