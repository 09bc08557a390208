// Steady traffic for a fault run: a few workers in a loop, each request's time, status and message kept,
// so the run can tell what callers saw before, during and after a fault.
export interface Outcome {
  at: number;
  kind: string;
  status: number;
  ms: number;
  /** The JSON message of an API answer, or whether a page showed the friendly error screen. */
  message?: string;
  friendly?: boolean;
  key?: string;
}

export interface ProbeRequest {
  kind: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  key?: string;
}

export class ProbeTraffic {
  readonly outcomes: Outcome[] = [];
  private running = false;
  private workers: Promise<void>[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly next: () => ProbeRequest,
    private readonly onAck: (request: ProbeRequest, outcome: Outcome) => void = () => {},
  ) {}

  start(workers: number) {
    this.running = true;
    this.workers = Array.from({ length: workers }, () => this.loop());
  }

  async stop() {
    this.running = false;
    await Promise.all(this.workers);
  }

  private async loop() {
    while (this.running) {
      const request = this.next();
      const started = Date.now();
      const outcome: Outcome = { at: started, kind: request.kind, status: 0, ms: 0, key: request.key };
      try {
        const response = await fetch(this.baseUrl + request.path, {
          method: request.method ?? "GET",
          headers: { ...request.headers, ...(request.body !== undefined ? { "content-type": "application/json" } : {}) },
          body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
          signal: AbortSignal.timeout(20_000),
        });
        outcome.status = response.status;
        const text = await response.text();
        if ((response.headers.get("content-type") ?? "").includes("json")) {
          try {
            outcome.message = (JSON.parse(text) as { message?: string }).message;
          } catch {
            outcome.message = undefined;
          }
        } else {
          outcome.friendly = /briefly unavailable/i.test(text);
        }
      } catch (error) {
        outcome.status = 0;
        outcome.message = error instanceof Error ? error.message : String(error);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      outcome.ms = Date.now() - started;
      this.outcomes.push(outcome);
      if (outcome.status >= 200 && outcome.status < 300) this.onAck(request, outcome);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Status counts per kind of request among outcomes. */
export function statusesByKind(outcomes: Outcome[]): Record<string, Record<string, number>> {
  const table: Record<string, Record<string, number>> = {};
  for (const outcome of outcomes) {
    const row = (table[outcome.kind] ??= {});
    row[outcome.status] = (row[outcome.status] ?? 0) + 1;
  }
  return table;
}
