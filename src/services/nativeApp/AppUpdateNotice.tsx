/**
 * What an app too old for a feature shows instead of it (SPEC section 5, native version gates;
 * the alphaInApp and pilotInApp decisions): the feature's name, why, and the way to update.
 */
import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../../ui/form/Button';
import { EmptyState } from '../../ui/content/EmptyState';
import { Page } from '../../ui/content/Page';
import { useLocalizedPath } from '../../site/useLocalizedPath';

export function AppUpdateNotice({ feature }: { feature: string }) {
  const localize = useLocalizedPath();
  return (
    <Page>
      <EmptyState
        data-testid="app-update-notice"
        title={<Trans>Update the app to use {feature}</Trans>}
        description={<Trans>This version of the app cannot open {feature}. The latest version can, and keeps your account and settings.</Trans>}
        action={
          <ButtonLink variant="primary" href={localize('/appdownload')}>
            <Trans>Update the app</Trans>
          </ButtonLink>
        }
      />
    </Page>
  );
}
