/**
 * Developer-facing content of the open-source project pages, keyed by project id. Separate from opensource.ts so
 * that the shell's entry chunk (which imports the registry and its item lists) stays small. Package names are the
 * fictional provider's; they illustrate the API shape of each library.
 */
export interface CodeSample {
  /** Language label shown on the code block and used by the copy button. */
  language: string;
  code: string;
}

export interface OpenSourceDetail {
  license: string;
  quickstart: CodeSample;
  useWhen: readonly string[];
  /** Core technology ids this project implements. */
  coreTech: readonly string[];
}
