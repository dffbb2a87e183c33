/** Long form of the DevHub use cases, keyed by slug; loaded only by the use-case detail page. */
export interface UseCaseDetail {
  audience: string;
  problem: string;
  solution: string;
  /** The reference architecture as ordered components/steps. */
  architecture: readonly { name: string; role: string }[];
  /** Products and libraries involved, by name. */
  stack: readonly string[];
  code: { language: string; code: string };
  outcomes: readonly string[];
}
