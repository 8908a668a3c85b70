import type { Page, Route } from '@playwright/test';

/**
 * Holds every request to `url` until the returned `release` is called, so a journey can look at a
 * page while its call is on the way; then each goes on to the server, or gets `answer` when given.
 */
export async function holdRequests(
  page: Page,
  url: string,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await answer(route);
  });
  return release;
}
