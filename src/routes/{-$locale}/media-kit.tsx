import { createFileRoute } from '@tanstack/react-router';
import { MediaKitPage } from '../../pages/legal/CompanyPages';

export const Route = createFileRoute('/{-$locale}/media-kit')({
  component: MediaKitPage,
});
