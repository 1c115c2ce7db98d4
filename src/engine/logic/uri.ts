/**
 * The app's one percent-decoder (SPEC section 8: "Malformed URI decoding logs a warning and
 * returns the original text"). Cookies, paths and query strings all decode through it. It lives
 * in the engine because the engine is the lowest layer: every other layer may import it.
 */

/** `decodeURIComponent`, or the original text (with a warning naming it) when it is not valid percent-encoding. */
export function safeDecodeURIComponent(text: string, warn: (message: string, text: string) => void = console.warn): string {
  try {
    return decodeURIComponent(text);
  } catch {
    warn('malformed URI component kept as it is:', text);
    return text;
  }
}
