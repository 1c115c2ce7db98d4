import { test as bare } from "@playwright/test";
import { expect, test } from "./fixtures";
import { navigateInApp, openApp, pageState } from "./routes";

/**
 * The catalog is split in two parts (src/app/i18n.ts): the shell (layout and home), loaded
 * before the first render, and the pages (everything else), loaded with it when the first page
 * is not home, or after home's first paint. Production code carries message ids only, so a page
 * rendered before its part arrived would show ids: these tests would catch it.
 */

test("home in Turkish, then a page: the pages part arrives before the page renders", async ({
  page,
}) => {
  await openApp(page, "/tr");
  await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  const state = await navigateInApp(page, "/tr/price");
  expect(state.title).toContain("Kripto para fiyatları");
});

test("a page opened directly in Turkish renders with its translation", async ({
  page,
}) => {
  const state = await openApp(page, "/tr/price");
  expect(state.title).toContain("Kripto para fiyatları");
});

// The demo's mocked backend is a service worker, and Playwright cannot intercept what a worker
// fetches: this test blocks the worker (its API calls fail, which it does not look at).
bare.describe(() => {
  bare.use({ serviceWorkers: "block" });
  bare(
    "a pages part that fails to load falls back to English, never to message ids",
    async ({ page }) => {
      await page.route("**/assets/locale-tr-pages-*.js", (route) =>
        route.abort("failed"),
      );
      await openApp(page, "/tr/price");
      const state = await pageState(page);
      expect(state.title).toContain("Cryptocurrency prices");
      // The shell part did load: the page stays Turkish, header included.
      await expect(page.locator("html")).toHaveAttribute("lang", "tr");
      await expect(
        page.getByRole("banner").getByText("Giriş yap").first(),
      ).toBeVisible();
    },
  );
});
