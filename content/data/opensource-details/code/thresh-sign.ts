import type { CodeSample } from "../types";

/** The quick start's code, the same in both editions; each edition writes its comments in its own language. */
export const quickstart = (comment: { parties: string }): CodeSample => ({
  language: "Go",
  code: `package main

import (
	"context"
	"fmt"

	threshsign "nullspace.example/thresh-sign"
)

func main() {
	ctx := context.Background()
	// ${comment.parties}
	party, err := threshsign.Join(ctx, threshsign.Config{
		Threshold: 2, Parties: 3, Self: 1,
		Peers: []string{"signer-2:7400", "signer-3:7400"},
	})
	if err != nil {
		panic(err)
	}
	key, _ := party.KeyGen(ctx, threshsign.Secp256k1)
	sig, _ := party.Sign(ctx, key.ID, []byte("transfer 10 units to treasury"))
	fmt.Printf("%x\\n", sig.DER())
}`,
});
