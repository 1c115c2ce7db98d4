// The trading benches' typing: a key into the focused Amount field every 250 ms for `seconds`
// ("12.5", then back to empty), the same load for bench/trade.mjs (timed) and
// bench/trade-profile.mjs (counted).
const KEYS = ['1', '2', '.', '5', 'Backspace', 'Backspace', 'Backspace', 'Backspace'];

/** @param {import('@playwright/test').Page} page */
export async function typeIntoFocused(page, seconds) {
  const t0 = Date.now();
  for (let i = 0; Date.now() - t0 < seconds * 1000; i++) {
    await page.keyboard.press(KEYS[i % KEYS.length]);
    await page.waitForTimeout(250);
  }
}
