import { Trans } from '@lingui/react/macro';
import { demoAccounts, type DemoAccount } from './demoAccounts';

/**
 * In the demo only: the mocked backend's accounts, each a button that fills the login form with
 * its account and the demo password. Renders nothing in a production build.
 */
export function DemoAccountList({ onPick }: { onPick: (account: string, password: string) => void }) {
  const demo = demoAccounts();
  if (demo === null || demo.accounts.length === 0) return null;
  return (
    <details className="auth-form__demo" data-testid="demo-accounts">
      <summary>
        <Trans>Demo accounts</Trans>
      </summary>
      <p className="auth-form__demo-hint">
        <Trans>Pick one to fill in the form, then log in.</Trans>
      </p>
      <ul className="auth-form__demo-list">
        {demo.accounts.map((entry: DemoAccount) => (
          <li key={entry.account}>
            <button type="button" className="auth-form__demo-account" onClick={() => onPick(entry.account, demo.password)}>
              <span className="auth-form__demo-label">{entry.label}</span>
              <span className="auth-form__demo-id" dir="ltr">
                {entry.account}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
