import type { SdkPlatform } from "../devhub-docs";

/** Each SDK's install command and sample: the same in both editions (code is not translated). */
export const sdkCode = {
  typescript: {
    install: { language: "shell", code: "npm install @nullspace/sdk" },
    sample: {
      language: "TypeScript",
      code: `import { Nullspace } from "@nullspace/sdk";

const ns = new Nullspace({ apiKey: process.env.NULLSPACE_API_KEY!, environment: "sandbox" });

const key = await ns.pqc.keys.create({ algorithm: "ML-KEM-768" });
const { ciphertext, sharedSecret } = await ns.pqc.encapsulate({ publicKey: key.publicKey });
const recovered = await ns.pqc.decapsulate({ keyId: key.id, ciphertext });

console.log(Buffer.from(sharedSecret).equals(Buffer.from(recovered))); // true`,
    },
  },
  python: {
    install: { language: "shell", code: "pip install nullspace" },
    sample: {
      language: "Python",
      code: `import os
from nullspace import Client

ns = Client(api_key=os.environ["NULLSPACE_API_KEY"], environment="sandbox")

key = ns.pqc.keys.create(algorithm="ML-KEM-768")
enc = ns.pqc.encapsulate(public_key=key.public_key)
recovered = ns.pqc.decapsulate(key_id=key.id, ciphertext=enc.ciphertext)

assert recovered == enc.shared_secret`,
    },
  },
  rust: {
    install: { language: "shell", code: "cargo add nullspace-sdk tokio --features tokio/full" },
    sample: {
      language: "Rust",
      code: `use nullspace_sdk::{Client, Environment, pqc::Algorithm};

#[tokio::main]
async fn main() -> Result<(), nullspace_sdk::Error> {
    let ns = Client::new(std::env::var("NULLSPACE_API_KEY")?, Environment::Sandbox);

    let key = ns.pqc().create_key(Algorithm::MlKem768).await?;
    let enc = ns.pqc().encapsulate(&key.public_key).await?;
    let recovered = ns.pqc().decapsulate(&key.id, &enc.ciphertext).await?;

    assert_eq!(recovered, enc.shared_secret);
    Ok(())
}`,
    },
  },
  go: {
    install: { language: "shell", code: "go get nullspace.example/sdk-go@latest" },
    sample: {
      language: "Go",
      code: `package main

import (
	"bytes"
	"context"
	"fmt"
	"os"

	nullspace "nullspace.example/sdk-go"
)

func main() {
	ctx := context.Background()
	ns := nullspace.NewClient(os.Getenv("NULLSPACE_API_KEY"), nullspace.Sandbox)

	key, _ := ns.PQC.CreateKey(ctx, &nullspace.CreateKeyRequest{Algorithm: "ML-KEM-768"})
	enc, _ := ns.PQC.Encapsulate(ctx, key.PublicKey)
	recovered, _ := ns.PQC.Decapsulate(ctx, key.ID, enc.Ciphertext)

	fmt.Println(bytes.Equal(recovered, enc.SharedSecret)) // true
}`,
    },
  },
  kotlin: {
    install: { language: "Gradle (Kotlin DSL)", code: `implementation("io.nullspace:nullspace-sdk:1.4.0")` },
    sample: {
      language: "Kotlin",
      code: `import io.nullspace.sdk.Environment
import io.nullspace.sdk.Nullspace
import io.nullspace.sdk.pqc.Algorithm

suspend fun main() {
    val ns = Nullspace(apiKey = System.getenv("NULLSPACE_API_KEY"), environment = Environment.SANDBOX)

    val key = ns.pqc.createKey(Algorithm.ML_KEM_768)
    val enc = ns.pqc.encapsulate(key.publicKey)
    val recovered = ns.pqc.decapsulate(key.id, enc.ciphertext)

    println(recovered.contentEquals(enc.sharedSecret)) // true
}`,
    },
  },
  swift: {
    install: {
      language: "Package.swift",
      code: `.package(url: "https://git.nullspace.example/nullspace-swift.git", from: "1.4.0")`,
    },
    sample: {
      language: "Swift",
      code: `import NullspaceSDK

let ns = Nullspace(apiKey: ProcessInfo.processInfo.environment["NULLSPACE_API_KEY"]!, environment: .sandbox)

let key = try await ns.pqc.createKey(algorithm: .mlKem768)
let enc = try await ns.pqc.encapsulate(publicKey: key.publicKey)
let recovered = try await ns.pqc.decapsulate(keyID: key.id, ciphertext: enc.ciphertext)

print(recovered == enc.sharedSecret) // true`,
    },
  },
} as const satisfies Record<string, Pick<SdkPlatform, "install" | "sample">>;
