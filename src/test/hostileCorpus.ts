/**
 * Hostile inputs for every server-HTML slot and server-URL field (issue 10, "server content is
 * untrusted"): unit tests run them through the sanitiser and the URL policy; the browser tests
 * serve them from the mocked backend and count what runs or navigates (0). Each HTML entry that
 * could run calls `window.__pwned(<n>)`.
 */
export const HOSTILE_HTML: readonly string[] = [
  '<img src=x onerror="window.__pwned(1)">',
  '<script>window.__pwned(2)</script>',
  '<svg><script>window.__pwned(3)</script></svg>',
  '<svg onload="window.__pwned(4)"></svg>',
  '<a href="javascript:window.__pwned(5)">click</a>',
  '<a href="JaVaScRiPt:window.__pwned(6)">click</a>',
  '<a href="java\tscript:window.__pwned(7)">click</a>',
  '<a href="data:text/html,<script>window.__pwned(8)</script>">click</a>',
  '<a href="vbscript:msgbox(9)">click</a>',
  '<iframe src="javascript:window.__pwned(10)"></iframe>',
  '<iframe srcdoc="<script>parent.__pwned(11)</script>"></iframe>',
  '<form action="javascript:window.__pwned(12)"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned(13)">',
  '<div style="background:url(javascript:window.__pwned(14))">x</div>',
  '<details open ontoggle="window.__pwned(15)">x</details>',
  '<body onload="window.__pwned(16)">',
  '<object data="javascript:window.__pwned(17)"></object>',
  '<embed src="javascript:window.__pwned(18)">',
  '<p onclick="window.__pwned(19)" onmouseover="window.__pwned(19)">hover</p>',
  '<img name="getElementById"><form id="location"></form>',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned(21)>">',
  '<a href="//evil.test/phish">protocol-relative</a>',
  '<a href="https://evil.test/phish">other host</a>',
  '<a href="https://exchange.example@evil.test/">credentials</a>',
  '<template><img src=x onerror="window.__pwned(25)"></template>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned(26)">',
  '<base href="javascript:window.__pwned(27)//">',
  '<input autofocus onfocus="window.__pwned(28)">',
  // Dot segments collapse on parsing into a protocol-relative URL (issue 37).
  '<a href="/.//evil.test/phish">dot segment</a>',
  '<a href="/%2e%2e//evil.test/phish">encoded dot segment</a>',
  '<a href="/a/..//evil.test/phish">parent segment</a>',
  '<img src="/.//evil.test/pixel.png" alt="">',
  // The app's own classes on server markup: a full-width fixed link over the page (issue 37).
  '<a href="/fees" class="toast-region ui-overlay" id="root" style="position:fixed;inset:0">cover</a>',
];

/** Server URL fields: none of these may become a link or a navigation. */
export const HOSTILE_URLS: readonly string[] = [
  'javascript:window.__pwned(101)',
  'JAVASCRIPT:window.__pwned(102)',
  ' javascript:window.__pwned(103)',
  'java\tscript:window.__pwned(104)',
  'data:text/html,<script>window.__pwned(105)</script>',
  'vbscript:msgbox(106)',
  '//evil.test/phish',
  '/\\evil.test/phish',
  '\\\\evil.test\\phish',
  'https://evil.test/phish',
  'http://exchange.example/insecure',
  'https://exchange.example@evil.test/',
  'https://user:pass@exchange.example/',
  'https://exchange.example.evil.test/',
  'https://exchange.example:8443/',
  'https:/\\evil.test',
  'https://%zz',
  'not a url',
  // Dot segments, their encodings and mixed case: each normalises to "//evil.test/..." (issue 37).
  '/.//evil.test/phish',
  '/..//evil.test/phish',
  '/%2e%2e//evil.test/phish',
  '/%2E%2E//evil.test/phish',
  '/%2e//evil.test/phish',
  '/a/..//evil.test/phish',
  '/a/b/../..//evil.test/phish',
  '/././/evil.test/phish',
  '/.%2e//evil.test/phish',
  // Schemes and hosts in other cases and scripts: the parser lower-cases and maps them to evil.test.
  'HTTPS://EVIL.TEST/phish',
  'hTtPs://evil.test/phish',
  'https://evil\u3002test/phish',
  'https://\uff45\uff56\uff49\uff4c.test/phish',
  'https://exchange.example\u3002evil.test/',
  '\uff0f\uff0fevil.test/phish',
  '/\u3000/evil.test',
  '\u2028javascript:window.__pwned(107)',
];
