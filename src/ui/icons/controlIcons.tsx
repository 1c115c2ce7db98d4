/**
 * Controls: close, the chosen option's check mark, search, and the app download. Loaded only with
 * the lazy parts that use them (menus, overlays, account pages), never with the first paint.
 */
import type { SVGProps } from 'react';
import { Icon } from './Icon';

export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

export function CheckIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function DownloadIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <rect x="6.5" y="3" width="11" height="18" rx="2.5" />
      <path d="M12 7.5v6M9.5 11l2.5 2.5 2.5-2.5M10.5 18h3" />
    </Icon>
  );
}
