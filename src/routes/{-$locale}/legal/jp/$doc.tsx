import { i18n } from '@lingui/core';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isJapanDoc, JAPAN_DOC_TITLES } from '../../../../pages/legal/japanDocTitles';
import { JapanLegalPage } from '../../../../pages/legal/JapanLegalPages';

/** `/legal/jp/{slug}`: one of the Japan site's disclosures (slugs in japanDocTitles.ts). */
export const Route = createFileRoute('/{-$locale}/legal/jp/$doc')({
  // The loader and its data ship with the page, not in the first-load bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => {
    const slug = params.doc;
    if (!isJapanDoc(slug)) throw notFound();
    return { slug, title: JAPAN_DOC_TITLES[slug] };
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData ? i18n._(loaderData.title) : '' }] }),
  component: JapanDocRoute,
});

function JapanDocRoute() {
  return <JapanLegalPage slug={Route.useLoaderData().slug} />;
}
