import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ConverterPage } from '../../pages/markets/ConverterPage';
import { withTitle } from '../../app/routeTitle';

export const Route = createFileRoute('/{-$locale}/converter')({
  component: withTitle(msg`Crypto converter`, ConverterPage),
});
