import { z } from "zod";

/**
 * Optional LLM upgrade (NAVIGATOR_PROVIDER=openai): the model sees the whole catalogue of pages (path, title, one
 * line of description, in the request's language) and the offline engine's best five with their probabilities, and
 * CHOOSES one page of the catalogue or "unknown" (a JSON-schema enum), says whether it is sure, and writes the
 * answer text. Anything else — timeout, HTTP error, malformed JSON, a path outside the enum — returns null and the
 * caller keeps the offline answer.
 */
export interface ProviderChoice {
  /** A path of the catalogue, or "unknown". */
  destination: string;
  response: string;
  confident: boolean;
}

export interface ProviderPage {
  path: string;
  title: string;
  description: string;
}

/** The engine's view: its best pages with their fused probabilities. */
export interface ProviderShortlist {
  path: string;
  probability: number;
}

export interface NavigatorProvider {
  choose(
    query: string,
    catalogue: readonly ProviderPage[],
    shortlist: readonly ProviderShortlist[],
    korean: boolean,
  ): Promise<ProviderChoice | null>;
}

export interface OpenAiProviderConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  onError?: (message: string) => void;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

export function createOpenAiProvider(config: OpenAiProviderConfig): NavigatorProvider {
  const doFetch = config.fetchImpl ?? fetch;
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    async choose(query, catalogue, shortlist, korean) {
      if (catalogue.length === 0) return null;
      const paths = [...catalogue.map((c) => c.path), "unknown"];
      const answerSchema = z.object({
        destination: z.enum(paths as [string, ...string[]]),
        response: z.string().trim().min(1).max(600),
        confident: z.boolean(),
      });
      const body = {
        model: config.model,
        temperature: 0,
        messages: [
          {
            role: "system",
            content:
              "You route visitors of the Nullspace cryptography portal to one page. The catalogue lists every " +
              "page; the shortlist is what an offline engine ranked best, with its probabilities (it is often " +
              "right, but may miss a need described in other words). Choose the destination ONLY from the " +
              'catalogue, or "unknown" when the site does not serve the request (personal errands, prices, other ' +
              "companies' products). Set confident to false when two pages fit about equally. Write one or two " +
              `short helpful sentences about your choice, in ${korean ? "Korean" : "English"}.`,
          },
          {
            role: "user",
            content: JSON.stringify({ query, catalogue, shortlist }),
          },
        ],
        response_format: {
          type: "json_schema",
          json_schema: {
            name: "navigation",
            strict: true,
            schema: {
              type: "object",
              additionalProperties: false,
              required: ["destination", "response", "confident"],
              properties: {
                destination: { type: "string", enum: paths },
                response: { type: "string" },
                confident: { type: "boolean" },
              },
            },
          },
        },
      };
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), config.timeoutMs);
      try {
        const res = await doFetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify(body),
          signal: controller.signal,
        });
        if (!res.ok) {
          config.onError?.(`LLM provider answered ${res.status}`);
          return null;
        }
        const completion = completionSchema.safeParse(await res.json());
        if (!completion.success) {
          config.onError?.("LLM provider answer has no message content");
          return null;
        }
        const content = completion.data.choices[0]?.message.content ?? "";
        let parsed: unknown;
        try {
          parsed = JSON.parse(content);
        } catch {
          config.onError?.("LLM provider content is not JSON");
          return null;
        }
        const answer = answerSchema.safeParse(parsed);
        if (!answer.success) {
          config.onError?.("LLM provider content does not match the schema");
          return null;
        }
        return answer.data;
      } catch (error) {
        config.onError?.(
          controller.signal.aborted ? `LLM provider timed out after ${config.timeoutMs} ms` : String(error),
        );
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
