import { byId } from "../../by-id";
import { enterpriseCards, type EnterpriseSolution } from "../enterprise";

export const detail: EnterpriseSolution = {
  ...byId(enterpriseCards, "pqc-encryption", "enterprise card"),
  hero: {
    eyebrow: "Enterprise Post-Quantum Encryption",
    title: "Protect today's data from tomorrow's quantum computers",
    lead: "Harvest-now-decrypt-later attacks make long-lived data vulnerable today. We inventory your cryptography, deploy NIST's post-quantum standards in hybrid mode and keep you able to switch algorithms again.",
    highlights: ["ML-KEM (FIPS 203)", "ML-DSA (FIPS 204)", "SLH-DSA (FIPS 205)", "Hybrid TLS"],
  },
  coreFeatures: [
    {
      title: "Cryptographic inventory",
      description:
        "Discover RSA, ECDH and ECDSA use across code, certificates, TLS endpoints and HSMs, ranked by data lifetime and exposure.",
    },
    {
      title: "Hybrid key exchange",
      description:
        "X25519MLKEM768 in TLS 1.3 combines classical and post-quantum security, so a flaw in either alone cannot break a session.",
    },
    {
      title: "Post-quantum signatures",
      description:
        "ML-DSA for code signing and certificates, SLH-DSA where a conservative hash-based scheme is required.",
    },
    {
      title: "Crypto-agility layer",
      description:
        "A policy-driven library and proxy let you swap algorithms by configuration instead of rewriting applications.",
    },
    {
      title: "HSM and PKI integration",
      description:
        "Works with PKCS#11 HSMs and your existing certificate authority, including composite and dual-certificate chains.",
    },
    {
      title: "Compliance roadmap",
      description:
        "Migration plans aligned with the NIST IR 8547 transition timeline, CNSA 2.0 and sector regulators' guidance, and in Korea with the KpqC competition and the government's migration plan.",
    },
  ],
  useCases: [
    {
      industry: "Government",
      title: "Classified data in transit",
      description:
        "Hybrid VPN and TLS tunnels that meet CNSA 2.0 deadlines for quantum-resistant key establishment.",
    },
    {
      industry: "Banking",
      title: "Long-lived customer records",
      description:
        "Re-encrypt archives and backups whose confidentiality must outlast the arrival of a cryptographically relevant quantum computer.",
    },
    {
      industry: "Telecom",
      title: "5G core and SIM provisioning",
      description:
        "Post-quantum protection for subscriber key provisioning and inter-operator signalling links.",
    },
    {
      industry: "IoT & automotive",
      title: "Firmware signing",
      description:
        "ML-DSA signed firmware images and secure boot chains for devices that stay in the field for 15 years or more.",
    },
  ],
  architecture: {
    summary:
      "Discovery agents feed a cryptographic inventory; a policy engine decides which algorithms each system uses; the agility library, TLS proxy and HSM connectors enforce the policy without application rewrites.",
    layers: [
      { name: "Discovery", components: ["Code scanner", "TLS scanner", "Certificate crawler"] },
      { name: "Policy", components: ["Inventory & risk score", "Algorithm policy", "Migration planner"] },
      { name: "Enforcement", components: ["Agility library", "Hybrid TLS proxy", "PKI / CA connector"] },
      { name: "Key custody", components: ["PKCS#11 HSMs", "Cloud KMS", "Key rotation service"] },
    ],
    notes: [
      "Implementations follow FIPS 203, 204 and 205 with constant-time code paths.",
      "Start with the inventory alone; enforcement components can be adopted system by system.",
    ],
  },
  contactButton: "Talk to our PQC team",
  contact: {
    title: "Contact the PQC Migration Team",
    description:
      "Tell us about your systems, compliance deadlines and current cryptography. A PQC specialist will reply within 24 hours.",
    subject: "PQC Encryption Inquiry",
    context: "Enterprise - PQC Encryption",
  },
};
