import type { Page } from "@playwright/test";

/**
 * Lighthouse's mobile profile, applied to a real Chromium page through the DevTools protocol: 150 ms round trip,
 * 1.6 Mbps down, 750 kbps up, and the CPU slowed four times. Used by `bench:interaction` and the browser tests
 * that tap a page while it is still loading, so "a phone on slow 4G" means the same thing in both.
 */
export const PHONE_NETWORK = { latency: 150, downloadKbps: 1600, uploadKbps: 750 } as const;
export const PHONE_CPU_SLOWDOWN = 4;

/** The viewport Lighthouse emulates (Moto G Power), with touch. */
export const PHONE_VIEWPORT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

export async function throttle(
  page: Page,
  options: { network?: boolean; cpu?: number } = { network: true, cpu: PHONE_CPU_SLOWDOWN },
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  if (options.network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE_NETWORK.latency,
      downloadThroughput: (PHONE_NETWORK.downloadKbps * 1000) / 8,
      uploadThroughput: (PHONE_NETWORK.uploadKbps * 1000) / 8,
    });
  }
  if (options.cpu && options.cpu > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpu });
}

/** Resolves once the page has shown its first contentful paint (polled every animation frame). */
export async function waitForFirstPaint(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
    undefined,
    { polling: "raf", timeout: 20_000 },
  );
}
