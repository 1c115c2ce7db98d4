/**
 * The account area's frame: a menu of the account pages beside the page. The route guard
 * (src/app/loginGuard.ts) has already sent logged-out visitors to the login page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Page, PageHeader } from '../common/ui';

export function AccountLayout({ title, lead, actions, children }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  const active = { 'aria-current': 'page' as const };
  return (
    <Page>
      <div className="pg-account">
        <nav className="pg-account__nav" aria-label={t`Account`}>
          <Link to="/{-$locale}/myaccount" activeOptions={{ exact: true }} activeProps={active}>
            <Trans>Overview</Trans>
          </Link>
          <p className="pg-account__nav-group">
            <Trans>Assets</Trans>
          </p>
          <Link to="/{-$locale}/myaccount/deposit/{-$currency}" activeProps={active}>
            <Trans>Deposit crypto</Trans>
          </Link>
          <Link to="/{-$locale}/myaccount/deposit_fiat" activeProps={active}>
            <Trans>Deposit fiat</Trans>
          </Link>
          <Link to="/{-$locale}/myaccount/deposit_gatecode" activeProps={active}>
            <Trans>Redeem a transfer code</Trans>
          </Link>
          <Link to="/{-$locale}/myaccount/withdraw/{-$currency}" activeProps={active}>
            <Trans>Withdraw</Trans>
          </Link>
          <Link to="/{-$locale}/asset-management" activeProps={active}>
            <Trans>Asset management</Trans>
          </Link>
          <Link to="/{-$locale}/myaccount/profile/sub-account-manage" activeProps={active}>
            <Trans>Sub-accounts</Trans>
          </Link>
          <p className="pg-account__nav-group">
            <Trans>Verification and security</Trans>
          </p>
          <Link to="/{-$locale}/myaccount/kyc_home" activeProps={active}>
            <Trans>Identity verification</Trans>
          </Link>
          <Link to="/{-$locale}/myaccount/security" activeProps={active}>
            <Trans>Security</Trans>
          </Link>
          <Link to="/{-$locale}/myaccount/fundpass_setup" activeProps={active}>
            <Trans>Fund password</Trans>
          </Link>
          <Link to="/{-$locale}/myaccount/totp" activeProps={active}>
            <Trans>Authenticator app</Trans>
          </Link>
          <Link to="/{-$locale}/myaccount/profile/security_device" activeProps={active}>
            <Trans>Devices</Trans>
          </Link>
          <Link to="/{-$locale}/myaccount/profile/passkey-manager" activeProps={active}>
            <Trans>Passkeys</Trans>
          </Link>
          <p className="pg-account__nav-group">
            <Trans>More</Trans>
          </p>
          <Link to="/{-$locale}/myaccount/coupon_center" activeProps={active}>
            <Trans>Coupons</Trans>
          </Link>
          <Link to="/{-$locale}/myaccount/tickets" activeProps={active}>
            <Trans>Support tickets</Trans>
          </Link>
        </nav>
        <div className="pg-account__content">
          <PageHeader title={title} lead={lead} actions={actions} />
          {children}
        </div>
      </div>
    </Page>
  );
}
