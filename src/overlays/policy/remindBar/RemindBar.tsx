import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { RESTRICTED_REGION_EXAMPLES, useRegionName } from '../../../i18n/regionNames';
import { useLocalizedPath } from '../../../site/useLocalizedPath';
import { useScreenDialog, type ScreenDialogActor } from '../../machines/useScreenDialog';
import { AppLink } from '../../../ui/AppLink';
import { IconButton } from '../../../ui/form/Button';
import { CloseIcon } from '../../../ui/icons/controlIcons';
import './remindBar.css';

export type RemindFlag = 'COOKIES_POLICY' | 'LIMIT_IP_HOME' | 'LIMIT_WITHDRAW_HOME' | 'NOT_LOGIN_IP_LIMIT' | 'PROHIBITED_COUNTRIES';

/**
 * The restricted-region examples in the reader's language, as a list ("A, B and C"); empty when
 * the bar does not name them (the cookie and withdraw-only bars skip ICU's region names).
 */
function useRestrictedList(wanted: boolean): string {
  const regionName = useRegionName();
  const { i18n } = useLingui();
  return useMemo(() => {
    if (!wanted) return '';
    const names = RESTRICTED_REGION_EXAMPLES.map((code) => regionName(code));
    try {
      return new Intl.ListFormat(i18n.locale === 'tw' ? 'zh-TW' : i18n.locale === 'vn' ? 'vi' : i18n.locale, { type: 'conjunction' }).format(names);
    } catch {
      return names.join(', ');
    }
  }, [wanted, regionName, i18n.locale]);
}

/**
 * A remind bar of the bar stack (SPEC sections 4, 5): variant = its flag (which flag raises which
 * bar: policies/remindBar.json). The cookie notice closes with Accept (stored for the browser);
 * the others with the close icon (for the session).
 */
export function RemindBar({ actor, variant = 'PROHIBITED_COUNTRIES' }: { actor: ScreenDialogActor; variant?: string }) {
  const { t } = useLingui();
  const bar = useScreenDialog(actor);
  const localize = useLocalizedPath();
  const flag = variant as RemindFlag;
  const list = useRestrictedList(bar.mounted && flag !== 'COOKIES_POLICY' && flag !== 'LIMIT_WITHDRAW_HOME');
  if (!bar.mounted) return null;
  let text: React.ReactNode;
  let action: React.ReactNode = null;
  switch (flag) {
    case 'COOKIES_POLICY':
      text = <Trans>We use cookies to run this site and to understand how it is used.</Trans>;
      action = (
        <>
          <AppLink className="remind-bar__link" href={localize('/privacy-policy')}>
            <Trans>Cookie policy</Trans>
          </AppLink>
          <button type="button" className="btn btn--primary btn--sm" onClick={() => bar.acknowledge()}>
            <Trans>Accept</Trans>
          </button>
        </>
      );
      break;
    case 'LIMIT_WITHDRAW_HOME':
      text = <Trans>Your account can only withdraw: our services are not available where you are verified. Please withdraw your assets.</Trans>;
      action = (
        <AppLink className="remind-bar__link" href={localize('/myaccount/withdraw')}>
          <Trans>Withdraw</Trans>
        </AppLink>
      );
      break;
    case 'LIMIT_IP_HOME':
      text = <Trans>You are visiting from a restricted region ({list}). Some services are not available from here.</Trans>;
      break;
    case 'NOT_LOGIN_IP_LIMIT':
      text = <Trans>You are visiting from a restricted region ({list}). Signing up and trading are not available from here.</Trans>;
      break;
    default:
      text = <Trans>Our services are not available in your country or region. Restricted regions include {list}.</Trans>;
  }
  return (
    <div className="remind-bar" role="region" aria-label={t`Notice`} data-overlay="remindBar" data-variant={flag} {...bar.rootProps}>
      <p className="remind-bar__text">{text}</p>
      {action}
      {flag !== 'COOKIES_POLICY' && (
        <IconButton label={t`Close`} className="icon-btn--bare" onClick={() => bar.close()}>
          <CloseIcon />
        </IconButton>
      )}
    </div>
  );
}
