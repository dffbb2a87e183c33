import type { CodeSample } from "../types";

/** The quick start's code, the same in both editions; each edition writes its comments in its own language. */
export const quickstart = (comment: { file: string; groups: string }): CodeSample => ({
  language: "YAML",
  code: `# ${comment.file}
listen: ":443"
upstream: "http://127.0.0.1:8080"
tls:
certificate: /etc/pqproxy/cert.pem
key: /etc/pqproxy/key.pem
groups: [X25519MLKEM768, X25519]   # ${comment.groups}
min_version: "1.3"
metrics:
listen: "127.0.0.1:9100"`,
});
