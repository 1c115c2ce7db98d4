import { createFileRoute } from '@tanstack/react-router';
import { MediaKitPage } from '../../pages/legal/MediaKitPage';

export const Route = createFileRoute('/{-$locale}/media-kit')({
  component: MediaKitPage,
});
