import { afterEach, describe, expect, it, vi } from "vitest";

const render = vi.hoisted(() => ({ signal: null as AbortSignal | null }));
vi.mock("react", async (importOriginal) => ({ ...(await importOriginal<typeof import("react")>()), cacheSignal: () => render.signal }));

const { releaseRenderTraceWhenDone } = await import("@/lib/render/release-render-trace");

/** An abort reason that records whether its stack was read (V8 formats an Error's stack on first read). */
function reasonWatchingItsStack() {
  const reason = { read: 0 };
  Object.defineProperty(reason, "stack", { get: () => ++reason.read && "Error: render completed" });
  return reason;
}

afterEach(() => {
  render.signal = null;
});

describe("a finished render lets go of its completion error's call sites", () => {
  it("reads the stack of the error the render's cache signal is aborted with, once", () => {
    const controller = new AbortController();
    render.signal = controller.signal;
    releaseRenderTraceWhenDone();
    const reason = reasonWatchingItsStack();
    expect(reason.read).toBe(0);
    controller.abort(reason);
    expect(reason.read).toBe(1);
  });

  it("does nothing outside a server render, where there is no cache signal", () => {
    expect(() => releaseRenderTraceWhenDone()).not.toThrow();
  });
});
