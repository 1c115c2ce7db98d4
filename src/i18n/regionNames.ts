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

export function useRegionName(): (code: string) => string {
  const { i18n } = useLingui();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      const tag = htmlLang(isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);
      names = new Intl.DisplayNames([tag, 'en'], { type: 'region' });
    } catch {
      names = undefined;
    }
    return (code: string) => names?.of(code) ?? code;
  }, [i18n.locale]);
}
