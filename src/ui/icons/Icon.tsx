import type { SVGProps } from 'react';

/**
 * Stroke icons on a 24px grid; decorative unless given a title by the caller. The icons are
 * grouped by meaning in the modules beside this one. A module is the bundler's unit: a group
 * that holds one icon of the first paint ships whole in the entry chunk. So a group is either
 * first paint only (menu, preference, benefit, alert and action icons) or lazy only (direction,
 * control, payment and account icons); a new icon joins a group of its kind that loads when it
 * is shown.
 */
export function Icon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}
