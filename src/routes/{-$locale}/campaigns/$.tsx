import { createFileRoute } from '@tanstack/react-router';
import { CampaignPage } from '../../../pages/marketing/AppDownloadPages';

/** `/campaigns/...`: app download reward campaigns; the rest of the path names the campaign. */
export const Route = createFileRoute('/{-$locale}/campaigns/$')({
  component: CampaignRoute,
});

function CampaignRoute() {
  const { _splat } = Route.useParams();
  return <CampaignPage name={(_splat ?? '').split('/')[0] ?? ''} />;
}
