// The part of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module "autocannon" {
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface RequestSpec extends RawRequest {
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats?: Record<string, { count: number | string }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
