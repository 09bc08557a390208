import { afterEach } from "vitest";

/** Sets environment variables for one test; every change is undone after it. */
export function testEnv() {
  const saved = new Map<string, string | undefined>();
  afterEach(() => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    saved.clear();
  });
  return (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (!saved.has(name)) saved.set(name, process.env[name]);
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
