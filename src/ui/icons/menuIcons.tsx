/**
 * Menus: the phone menu's button and a dropdown's caret. Loaded with the first paint (the header,
 * the home page, the error screen): only icons the first paint shows belong here.
 */
import type { SVGProps } from 'react';
import { Icon } from './Icon';

export function MenuIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  );
}

export function ChevronDownIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}
