import { i18n } from '@lingui/core';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { glossaryTerm } from '../../../../features/content/glossary';
import { GlossaryTermPage } from '../../../../features/content/MorePages';

export const Route = createFileRoute('/{-$locale}/learn/glossary/$term')({
  // The loader and its data ship with the page, not in the first-load bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ params }) => {
    const entry = glossaryTerm(params.term);
    if (!entry) throw notFound();
    return { entry };
  },
  // Translated when the head is built, so a change of locale retitles the page.
  head: ({ loaderData }) => ({ meta: [{ title: loaderData ? i18n._(loaderData.entry.term) : '' }] }),
  component: TermRoute,
});

function TermRoute() {
  return <GlossaryTermPage entry={Route.useLoaderData().entry} />;
}
