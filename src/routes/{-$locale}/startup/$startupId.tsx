import { t } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { launchById } from '../../../features/earn/data';
import { StartupDetailPage } from '../../../features/earn/StartupPage';

export const Route = createFileRoute('/{-$locale}/startup/$startupId')({
  // The loader and its data ship with the page, not in the first-load bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => {
    const launch = launchById(params.startupId);
    if (!launch) throw notFound();
    return { launch };
  },
  head: ({ loaderData }) => {
    const name = loaderData?.launch.name ?? '';
    return { meta: [{ title: t`${name} token sale` }] };
  },
  component: StartupRoute,
});

function StartupRoute() {
  const { launch } = Route.useLoaderData();
  return <StartupDetailPage key={launch.id} launch={launch} />;
}
