import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignPage } from '../../../pages/marketing/AppDownloadPages';
import { withTitle } from '../../../app/routeTitle';

/** `/campaigns/...`: app download reward campaigns; the rest of the path names the campaign. */
export const Route = createFileRoute('/{-$locale}/campaigns/$')({
  component: withTitle(msg`Download rewards`, CampaignRoute),
});

function CampaignRoute() {
  const { _splat } = Route.useParams();
  return <CampaignPage name={(_splat ?? '').split('/')[0] ?? ''} />;
}
