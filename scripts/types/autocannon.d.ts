/** The part of autocannon's API that bench-load uses (the package ships no types). */
declare module "autocannon" {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Options {
      url: string;
      duration?: number;
      connections?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
    }
    interface Histogram {
      average: number;
      /** Requests: how many were answered in the whole run. */
      total: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      non2xx: number;
    }
  }
  function autocannon(
    options: autocannon.Options,
    callback: (err: Error | null, result: autocannon.Result) => void,
  ): unknown;
  export default autocannon;
}
