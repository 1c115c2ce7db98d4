/**
 * The first paint's actions: deposit (the header's button) and try again (the error screen).
 * Loaded with the first paint (the header, the home page, the error screen): only icons the first
 * paint shows belong here.
 */
import type { SVGProps } from 'react';
import { Icon } from './Icon';

export function DepositIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5" />
      <path d="M5 19h14" />
    </Icon>
  );
}

export function RefreshIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
      <path d="M19.5 4.5v4.5H15" />
    </Icon>
  );
}
