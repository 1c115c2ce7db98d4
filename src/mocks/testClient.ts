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
