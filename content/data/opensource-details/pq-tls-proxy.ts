import type { OpenSourceDetail } from "./types";

export const detail: OpenSourceDetail = {
  license: "Apache-2.0",
  quickstart: {
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
  },
  useWhen: [
    "You must protect traffic against harvest-now-decrypt-later before every service can be upgraded",
    "You need a policy file that records which key-exchange groups are allowed",
    "You want metrics on how many clients already negotiate post-quantum groups",
  ],
  coreTech: ["ml-kem"],
};
