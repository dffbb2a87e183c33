import type { UseCaseDetail } from "../types";

/** The use case's sample code, the same in both editions; each edition writes its comments in its own language. */
export const sample = (comment: { quorum: string }): UseCaseDetail["code"] => ({
  language: "Rust",
  code: `use nullspace_sdk::{Client, Environment, pqc::SignRequest};

let client = Client::new(std::env::var("NULLSPACE_API_KEY")?, Environment::Sandbox);
let digest = sha3_256(&std::fs::read("firmware-4.2.0.bin")?);

let signature = client
  .pqc()
  .sign(SignRequest::new("release-key-2025", &digest).algorithm("ML-DSA-65"))
  .await?; // ${comment.quorum}
std::fs::write("firmware-4.2.0.sig", signature.bytes())?;`,
});
