import { cacheSignal } from "react";

/**
 * When a server render finishes, React aborts the render's cache signal with an Error. Until something
 * reads that Error's stack, V8 keeps the stack as call sites holding each frame's receiver, among them
 * the Node.js Immediate that ran the last flush; a processed Immediate still points at the Immediates
 * queued before it, which belong to other requests, whose renders' Errors point at later Immediates, and
 * so on. One render kept alive by anything long-lived (a module first loaded during a request, a
 * database connection opened during one) then keeps every render after it: the server's memory grew
 * with every page served. Reading the stack turns it into a string and lets the chain go.
 */
export function releaseRenderTraceWhenDone(): void {
  const signal = cacheSignal();
  signal?.addEventListener("abort", () => void (signal.reason as { stack?: unknown } | undefined)?.stack, { once: true });
}
