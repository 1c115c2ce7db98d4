import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ConverterPage } from '../../features/pages/markets/ConverterPage';

export const Route = createFileRoute('/{-$locale}/converter')({
  head: () => ({ meta: [{ title: t`Crypto converter` }] }),
  component: ConverterPage,
});
