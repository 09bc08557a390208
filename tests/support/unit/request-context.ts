// For tests that a cache does not keep a request alive: runs work inside an async context standing for a
// request (as Next.js keeps one per request), and tells whether anything still holds that context.
import { AsyncLocalStorage } from "node:async_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;
const requestContext = new AsyncLocalStorage<{ body: Uint8Array }>();

/** Runs `work` in a fresh request context; `isHeld()` answers whether the context is still reachable. */
export async function inRequestContext(work: () => Promise<unknown>): Promise<{ isHeld: () => Promise<boolean> }> {
  let context: { body: Uint8Array } | null = { body: new Uint8Array(1024) };
  const held = new WeakRef(context);
  await requestContext.run(context, work);
  context = null;
  return {
    isHeld: async () => {
      // A WeakRef's target stays alive until the current job ends: collect in a later turn.
      await new Promise((resolve) => setTimeout(resolve, 0));
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return held.deref() !== undefined;
    },
  };
}
