/**
 * Country and region names in the reader's language (`Intl.DisplayNames`), with the product's
 * locale codes mapped to BCP 47 (./locales.ts: `vn` is `vi`, `tw` is `zh-TW`). A runtime without
 * DisplayNames gets the ISO code back.
 */
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { htmlLang, isLocale, SOURCE_LOCALE } from './locales';

/** SPEC section 5: "Restricted-region message lists examples: the USA, Canada, Cambodia, Thailand, Cuba, Iran, North Korea." */
export const RESTRICTED_REGION_EXAMPLES = ['US', 'CA', 'KH', 'TH', 'CU', 'IR', 'KP'] as const;

/** One DisplayNames per language, built on the first name asked for (null: the runtime has none). */
const byLanguage = new Map<string, Intl.DisplayNames | null>();

function namesFor(tag: string): Intl.DisplayNames | null {
  let names = byLanguage.get(tag);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([tag, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    byLanguage.set(tag, names);
  }
  return names;
}

/**
 * The region-name function of the active language. DisplayNames is built when a name is first
 * asked for, not on render: its first construction loads ICU's names (tens of ms on a phone), and
 * most renders of a bar or a form ask for none.
 */
export function useRegionName(): (code: string) => string {
  const { i18n } = useLingui();
  return useMemo(() => {
    const tag = htmlLang(isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);
    return (code: string) => namesFor(tag)?.of(code) ?? code;
  }, [i18n.locale]);
}
