import { z } from "zod";

/**
 * Optional LLM upgrade (NAVIGATOR_PROVIDER=openai): the model only CHOOSES among the offline engine's top
 * candidates (a JSON-schema enum of their paths) and writes the answer text. Anything else — timeout, HTTP error,
 * malformed JSON, a path outside the enum — returns null and the caller keeps the offline answer.
 */
export interface ProviderChoice {
  destination: string;
  response: string;
}

export interface ProviderCandidate {
  path: string;
  title: string;
  description: string;
}

export interface NavigatorProvider {
  choose(
    query: string,
    candidates: readonly ProviderCandidate[],
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
    async choose(query, candidates, korean) {
      if (candidates.length === 0) return null;
      const paths = candidates.map((c) => c.path);
      const answerSchema = z.object({
        destination: z.enum(paths as [string, ...string[]]),
        response: z.string().trim().min(1).max(600),
      });
      const body = {
        model: config.model,
        temperature: 0,
        messages: [
          {
            role: "system",
            content:
              "You route visitors of the Nullspace cryptography portal to one page. Choose the destination ONLY " +
              "from the candidates and write one or two short helpful sentences " +
              `about it, in ${korean ? "Korean" : "English"}.`,
          },
          {
            role: "user",
            content: JSON.stringify({ query, candidates }),
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
              required: ["destination", "response"],
              properties: {
                destination: { type: "string", enum: paths },
                response: { type: "string" },
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
