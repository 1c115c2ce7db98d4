/**
 * Alerts: notifications, a warning. Loaded with the first paint (the header, the home page, the
 * error screen): only icons the first paint shows belong here.
 */
import type { SVGProps } from 'react';
import { Icon } from './Icon';

export function BellIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16z" />
      <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
    </Icon>
  );
}

export function AlertIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M12 4l9 16H3l9-16z" />
      <path d="M12 10v4.5M12 17.5v.01" />
    </Icon>
  );
}
