import './ui/styles/index.css';
import { boot } from './app/boot';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html lacks #root');

async function start(root: HTMLElement): Promise<void> {
  if (import.meta.env.VITE_DEMO) {
    // Demo and dev: the mocked backend (MSW) must answer before the first request. A failure to
    // start it is not fatal: every call then fails to its documented default and features hide.
    try {
      // The mock backend's worker registers with a plain URL: the default Trusted Types policy
      // first (src/lib/trustedTypes.ts).
      (await import('./lib/trustedTypes')).installTrustedTypes();
      await (await import('./mocks/browser')).startMockWorker();
    } catch (error) {
      console.warn('The mocked backend did not start; calls fall back to their defaults.', error);
    }
    // The login form offers the mocked backend's accounts (README, "Logging in to the demo").
    const [{ PERSONAS, DEMO_PASSWORD, DEMO_ACCOUNT_DOMAIN }, { offerDemoAccounts }] = await Promise.all([
      import('./mocks/personas'),
      import('./widgets/auth/demoAccounts'),
    ]);
    offerDemoAccounts({
      password: DEMO_PASSWORD,
      accounts: Object.values(PERSONAS)
        .filter((persona) => persona.user !== null)
        .map((persona) => ({ account: `${persona.id}@${DEMO_ACCOUNT_DOMAIN}`, label: persona.label })),
    });
    // The pseudo-locale (issue 14): `?locale=pseudo` shows every message accented and longer.
    const pseudo = await import('./i18n/pseudo');
    let session: Storage | null = null;
    try {
      session = window.sessionStorage;
    } catch {
      // Storage blocked: the parameter alone decides.
    }
    if (pseudo.pseudoLocaleWanted(window.location.search, session)) (await import('./i18n/catalogs')).applyPseudoLocale(pseudo.pseudoMessages);
  }
  await boot(root);
}

start(container).catch((error: unknown) => {
  // Never a blank page (DESIGN.md habits): say so and offer a reload. Plain DOM, because the
  // failure may be React's or the catalog's (SPEC section 8, error screen).
  console.error('The app failed to start.', error);
  const box = document.createElement('div');
  box.className = 'boot-error';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = 'Something went wrong';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn--primary';
  button.textContent = 'Refresh';
  button.addEventListener('click', () => window.location.reload());
  box.append(text, button);
  container.replaceChildren(box);
});
