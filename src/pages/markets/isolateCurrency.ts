/**
 * A currency sign that mixes Latin letters and a symbol ("US$", "HK$", French "$US") kept whole
 * in a right-to-left page (issue 39). Arabic writes the amount first and "US$" after it; the
 * bidi algorithm then sends the "$", a neutral, to the far side of "US" in an Arabic line, and
 * the reader saw "$US 89,471.80". Isolating the sign (U+2066 … U+2069) keeps it as written; in a
 * left-to-right page nothing changes. The formatting itself stays in src/i18n/format.ts (the home
 * entry's, which has no byte to spare): the pages that show dollar amounts pass theirs through this.
 */
export function isolateCurrency(formatted: string): string {
  return formatted.replace(/[A-Z]{1,3}\$|\$[A-Z]{1,3}/g, (sign) => `\u2066${sign}\u2069`);
}
