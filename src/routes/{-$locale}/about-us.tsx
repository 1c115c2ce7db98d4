import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../pages/legal/CompanyPages';

export const Route = createFileRoute('/{-$locale}/about-us')({
  component: AboutPage,
});
