/**
 * The mocked backend in Node, for vitest: the same handlers as the browser's service worker.
 *
 *   import { server } from './node';
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => { server.resetHandlers(); resetMockState(); });
 *   afterAll(() => server.close());
 */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
