/**
 * The account area's frame: a menu of the account pages beside the page. The route guard
 * (src/site/loginGuard.ts) has already sent logged-out visitors to the login page.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ACCOUNT_MENU, SideNavLayout } from '../../shell/sidenav';
import { Page, PageHeader } from '../../ui/content/Page';

/**
 * The account pages sit beside the shared side navigation (SPEC section 2: collapses to icons
 * at 1248px or less, a dropdown bar at 768px or less; groups remembered).
 */
export function AccountLayout({ title, lead, actions, children }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <SideNavLayout items={ACCOUNT_MENU} label={t`Account`} storageKey="account">
      <Page>
        <PageHeader title={title} lead={lead} actions={actions} />
        {children}
      </Page>
    </SideNavLayout>
  );
}
