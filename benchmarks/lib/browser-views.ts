// What a page view in a real browser costs the server: the document, and what the page asks for once it
// runs (the prefetches of the links in sight, a view beacon), measured one view at a time in Chromium.
// The autocannon rows ask for documents only; a browser also prefetches, and those requests can cost
// more than the page itself. Scripts and styles load once, before the measured views, as a returning
// visitor's browser has them cached.
import { chromium } from "@playwright/test";
import { processCpuMs } from "./first-view-cost";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-dev-shm-usage"];
// Next.js prefetches after the page is idle; a view is over once nothing has been asked for this long.
const QUIET_MS = 700;

const isStaticFile = (path: string) => /^\/(_next\/static|images|icon|favicon)/.test(path);

export interface BrowserViewCost {
  views: number;
  cpuMsPerView: number;
  /** Requests per view beyond static files: the document, prefetches, API calls. */
  requestsPerView: number;
  prefetchesPerView: number;
}

/** Loads each of `paths` in turn in one Chromium tab (desktop size) and reports the server's CPU and requests per view. */
export async function measureBrowserViews(baseUrl: string, pid: number, paths: string[]): Promise<BrowserViewCost> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    let requests = 0;
    let prefetches = 0;
    let lastRequestAt = 0;
    page.on("request", (request) => {
      if (!request.url().startsWith(baseUrl)) return;
      lastRequestAt = Date.now();
      if (isStaticFile(new URL(request.url()).pathname)) return; // the browser's cache has them
      requests += 1;
      if (request.headers()["next-router-prefetch"]) prefetches += 1;
    });
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" }); // scripts and styles into the browser's cache
    requests = 0;
    prefetches = 0;
    const before = processCpuMs(pid);
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
      lastRequestAt = Date.now();
      while (Date.now() - lastRequestAt < QUIET_MS) await page.waitForTimeout(100);
    }
    const cpu = processCpuMs(pid) - before;
    return { views: paths.length, cpuMsPerView: cpu / paths.length, requestsPerView: requests / paths.length, prefetchesPerView: prefetches / paths.length };
  } finally {
    await browser.close();
  }
}
