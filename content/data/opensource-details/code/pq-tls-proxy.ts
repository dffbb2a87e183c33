import type { CodeSample } from "../types";

/** The quick start's code: the same in both editions (code is not translated). */
export const quickstart: CodeSample = {
  language: "YAML",
  code: `# pqproxy.yaml: terminate hybrid post-quantum TLS in front of a legacy service
listen: ":443"
upstream: "http://127.0.0.1:8080"
tls:
certificate: /etc/pqproxy/cert.pem
key: /etc/pqproxy/key.pem
groups: [X25519MLKEM768, X25519]   # hybrid first, classical fallback
min_version: "1.3"
metrics:
listen: "127.0.0.1:9100"`,
};
