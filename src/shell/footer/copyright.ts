/**
 * The footer's copyright line (SPEC section 2: a fixed 2025 notice for Japan, otherwise the site
 * name and the current year). Which one is a site-config field (`copyright.mode`), never a site
 * id test. Pure: the clock and the language are arguments.
 */
import type { SiteCopyright } from '../../generated/types/site';

export type CopyrightLine =
  | { kind: 'fixed'; text: string }
  | { kind: 'nameAndYear'; siteName: string; year: string };

/** The current year written the language's way (digits per locale), from the clock fact. */
export function copyrightYear(now: number | Date, lang: string): string {
  try {
    const parts = new Intl.DateTimeFormat(lang, { year: 'numeric', timeZone: 'UTC' }).formatToParts(now);
    return parts.find((part) => part.type === 'year')?.value ?? String(new Date(now).getUTCFullYear());
  } catch {
    return String(new Date(now).getUTCFullYear());
  }
}

export function copyrightLine(copyright: SiteCopyright, siteName: string, now: number | Date, lang: string): CopyrightLine {
  if (copyright.mode === 'fixed') return { kind: 'fixed', text: copyright.text };
  return { kind: 'nameAndYear', siteName, year: copyrightYear(now, lang) };
}
