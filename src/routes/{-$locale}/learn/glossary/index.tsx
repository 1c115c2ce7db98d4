import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GlossaryPage } from '../../../../pages/content/GlossaryPages';
import { withTitle } from '../../../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/learn/glossary/')({
  component: withTitle(msg`Crypto glossary`, GlossaryPage),
});
