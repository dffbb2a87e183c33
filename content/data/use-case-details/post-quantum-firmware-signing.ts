import { sample } from "./code/post-quantum-firmware-signing";
import type { UseCaseDetail } from "./types";

export const detail: UseCaseDetail = {
  audience: "Device makers in automotive, industrial control and medical equipment",
  problem:
    "Devices shipped today may stay in service for 15 years or more. If their firmware verification relies on RSA or ECDSA, a future quantum attacker could sign malicious updates that every device would accept.",
  solution:
    "Release builds are signed with ML-DSA-65 (and, during migration, with ECDSA as well in a composite signature). The signing key is split with threshold MPC in CUSP, so a release needs two of three release managers. Devices verify with a small ML-DSA verifier in the bootloader; SLH-DSA serves as a conservative root for the long-lived trust anchor.",
  architecture: [
    { name: "Build pipeline", role: "Produces the firmware image and its hash" },
    { name: "CUSP", role: "Collects approvals and produces the signature from key shares" },
    { name: "PQC-Function", role: "Hosts the SLH-DSA root key that certifies release keys" },
    { name: "Bootloader", role: "Verifies the ML-DSA signature before booting the image" },
  ],
  stack: ["CUSP", "PQC-Function", "Nullspace Rust SDK"],
  code: sample({ quorum: "blocks until the CUSP approval quorum is met" }),
  outcomes: [
    "Firmware authenticity survives the arrival of quantum computers",
    "No single engineer or server can sign a release",
    "Signature and key sizes fit typical bootloader budgets",
  ],
};
