import type { ApiError, Endpoint, SdkPlatform } from "../devhub-docs";
import { sdkCode } from "./sdk-code";

/** The SDKs, in the docs' order: id, name, install command and sample (each edition states the requirements). */
export const sharedSdkPlatforms = [
  { id: "typescript", label: "TypeScript / Node.js", ...sdkCode.typescript },
  { id: "python", label: "Python", ...sdkCode.python },
  { id: "rust", label: "Rust", ...sdkCode.rust },
  { id: "go", label: "Go", ...sdkCode.go },
  { id: "kotlin", label: "Kotlin (Android / JVM)", ...sdkCode.kotlin },
  { id: "swift", label: "Swift (iOS / macOS)", ...sdkCode.swift },
] as const satisfies readonly Omit<SdkPlatform, "requirements">[];

/** The API's addresses. */
export const apiBaseUrls = {
  sandbox: "https://sandbox.api.nullspace.example/v1",
  live: "https://api.nullspace.example/v1",
} as const;

/**
 * The API's endpoints, the same in both editions (each edition describes them in content/data/devhub-docs.ts and
 * its Korean sibling, keyed by method and path), in the docs' order.
 */
export const sharedApiEndpoints = [
  {
    method: "POST",
    path: "/pqc/keys",
  },
  {
    method: "GET",
    path: "/pqc/keys/{keyId}",
  },
  {
    method: "POST",
    path: "/pqc/encapsulate",
  },
  {
    method: "POST",
    path: "/pqc/keys/{keyId}/decapsulate",
  },
  {
    method: "POST",
    path: "/pqc/keys/{keyId}/sign",
  },
  {
    method: "POST",
    path: "/pqc/verify",
  },
  {
    method: "POST",
    path: "/he/contexts",
  },
  {
    method: "POST",
    path: "/he/uploads",
  },
  {
    method: "POST",
    path: "/he/evaluate",
  },
  {
    method: "POST",
    path: "/torusdb/{database}/query",
  },
  {
    method: "POST",
    path: "/zk/proofs",
  },
  {
    method: "POST",
    path: "/zk/verify",
  },
  {
    method: "POST",
    path: "/mpc/sign",
  },
  {
    method: "DELETE",
    path: "/pqc/keys/{keyId}",
  },
] as const satisfies readonly Pick<Endpoint, "method" | "path">[];

/**
 * The API's errors: status and code (each edition explains them, keyed by the code).
 */
export const sharedApiErrors = [
  {
    status: 400,
    error: "invalid_request",
  },
  {
    status: 401,
    error: "unauthorized",
  },
  {
    status: 403,
    error: "policy_denied",
  },
  {
    status: 404,
    error: "not_found",
  },
  {
    status: 409,
    error: "idempotency_conflict",
  },
  {
    status: 429,
    error: "rate_limited",
  },
] as const satisfies readonly Pick<ApiError, "status" | "error">[];
