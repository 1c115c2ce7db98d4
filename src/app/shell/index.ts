/**
 * The shell's public surface for routes, boot and the router: the layout, the error boundary,
 * and the path helpers.
 */
export { AppShell } from './AppShell';
export { useOverlayRequest, type RegistrationMode } from './overlays';
export { homePath, localizedPath, localeOfPath, safeLink, safeRedirect, stripLocale } from './paths';
export { useLocale, useLocalize } from './locale';
export { AppErrorBoundary, ErrorScreen } from '../../features/error';
export { NotFoundPage } from '../../features/not-found';
