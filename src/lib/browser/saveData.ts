/** The Network Information API's part we read (Chromium-based browsers; absent elsewhere). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the visitor asked for less data (the browser's Data Saver, `Save-Data`) or is on a 2G
 * connection: then nothing is fetched on speculation (the pages part of the catalog while home is
 * idle); what the visitor asks for, or shows intent to (a hovered or touched link), still is.
 * Browsers without the API count as not asking.
 */
export function prefersLessData(connection: ConnectionHints | undefined = (globalThis.navigator as { connection?: ConnectionHints } | undefined)?.connection): boolean {
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}
