import type { UseCaseDetail } from "../types";

/** The use case's sample code, the same in both editions; each edition writes its comments in its own language. */
export const sample = (comment: { decapsulate: string }): UseCaseDetail["code"] => ({
  language: "Go",
  code: `client := nullspace.NewClient(os.Getenv("NULLSPACE_API_KEY"), nullspace.Sandbox)

key, err := client.PQC.CreateKey(ctx, &nullspace.CreateKeyRequest{
	Algorithm: "ML-KEM-768",
	Policy:    nullspace.Policy{Operations: []string{"decapsulate"}, RotateEvery: "720h"},
})
if err != nil {
	log.Fatal(err)
}
// ${comment.decapsulate}
secret, err := client.PQC.Decapsulate(ctx, key.ID, peerCiphertext)`,
});
