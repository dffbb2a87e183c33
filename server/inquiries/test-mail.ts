/**
 * Test helper (not a test file): a received message decoded enough to assert on what a reader would see —
 * headers unfolded with encoded words decoded, and every text part's body decoded from quoted-printable or
 * base64. Without decoding, a base64 body would hide a leaked marker and a check for its absence would pass
 * for the wrong reason.
 */
export interface DecodedMail {
  headers: Map<string, string>;
  subject: string;
  /** Every text/* part, decoded and joined. */
  body: string;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const at = line.indexOf(":");
    if (at > 0) headers.set(line.slice(0, at).trim().toLowerCase(), decodeWords(line.slice(at + 1).trim()));
  }
  return headers;
}

function split(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  return { headers: parseHeaders(head), body };
}

function texts(headers: Map<string, string>, body: string): string[] {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => {
        const inner = split(part.replace(/^\r?\n/, ""));
        return texts(inner.headers, inner.body);
      });
  }
  if (!type.startsWith("text/")) return [];
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return [Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")];
  if (encoding === "quoted-printable") return [decodeQuotedPrintable(body)];
  return [body];
}

export function decodeMail(raw: string): DecodedMail {
  const { headers, body } = split(raw);
  return { headers, subject: headers.get("subject") ?? "", body: texts(headers, body).join("\n") };
}
