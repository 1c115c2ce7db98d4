/** The fields of a click (React's synthetic event or the DOM's) that say how it was made. */
export interface ClickModifiers {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A plain left click, without a modifier key: the only click a link may take over (navigate in
 * the app, open a native screen, a dialog). Any other (middle button; Cmd/Ctrl for a new tab,
 * Shift for a new window, Alt to download) keeps the browser's behaviour.
 */
export function isPlainClick(event: ClickModifiers): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
