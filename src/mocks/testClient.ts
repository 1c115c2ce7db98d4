/**
 * For tests in Node: an API client that behaves like a browser tab towards the mocked backend.
 * Node's fetch has no cookie jar, so this one keeps the cookies: it sends them with every request
 * (Cookie header) and applies every Set-Cookie of the answers, as a browser would for
 * `credentials: 'include'`.
 */
import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/client';
import { safeDecodeURIComponent } from '../engine/logic/uri';

class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [name, value] of Object.entries(initial)) this.set(name, value);
  }

  set(name: string, value: string): void {
    if (value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** As document.cookie would read: "a=1; b=2". */
  toString(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }

  /** Applies the Set-Cookie headers of a response (Max-Age=0 or an empty value deletes). */
  absorb(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = safeDecodeURIComponent(pair.slice(eq + 1).trim());
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      this.set(name, expired ? '' : value);
    }
  }
}

export interface TestClient {
  readonly client: ApiClient;
  readonly jar: CookieJar;
}

/** A client on http://localhost with its own cookie jar (and tiny timeouts when asked). */
export function createTestClient(options: { cookies?: Record<string, string> } & Omit<ApiClientOptions, 'fetch' | 'cookies'> = {}): TestClient {
  const { cookies, ...clientOptions } = options;
  const jar = new CookieJar(cookies);
  const fetchWithJar: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const cookieHeader = jar.toString();
    if (cookieHeader !== '') headers.set('Cookie', cookieHeader);
    const response = await globalThis.fetch(input, { ...init, headers });
    jar.absorb(response);
    return response;
  };
  const client = createApiClient({ baseUrl: 'http://localhost', ...clientOptions, fetch: fetchWithJar, cookies: () => jar.toString() });
  return { client, jar };
}

/**
 * Empties MSW's own cookie jar. MSW keeps every cookie a mocked response sets (a login's session
 * cookies, the csrf token) in a jar of its own, for the life of the module, and sends them with
 * every later request, ahead of the client's. The test files share their worker's modules (vitest
 * `isolate: false`), so a file that logged in leaves the next file's "visitor" logged in as its
 * persona (src/api/trading/endpoints.test.ts once placed a visitor's order as kyc2 after the
 * security tests' logins). The jar is not exported: a one-time handler reads what it sends and
 * answers Set-Cookie expiring each of those cookies, which MSW applies to its jar.
 */
export async function forgetMockedCookies(server: { use: (...handlers: import('msw').RequestHandler[]) => void }): Promise<void> {
  const { http, HttpResponse } = await import('msw');
  const url = new URL('/__harness/forget-cookies', typeof location === 'undefined' ? 'http://localhost' : location.href);
  server.use(
    http.get(
      `*${url.pathname}`,
      ({ cookies }) => {
        const headers = new Headers();
        for (const name of Object.keys(cookies)) headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0`);
        return new HttpResponse(null, { status: 204, headers });
      },
      { once: true },
    ),
  );
  try {
    await fetch(url);
  } catch {
    // MSW is not intercepting (a file that closed the shared server, src/api's): requests reach no
    // handler then, so the jar is not read either; nothing to forget.
  }
}
