import type { OpenSourceDetail } from "../../../data/opensource-details/types";

export const detail: OpenSourceDetail = {
  license: "Apache-2.0",
  quickstart: {
    language: "Go",
    code: `package main

import (
	"context"
	"fmt"

	threshsign "nullspace.example/thresh-sign"
)

func main() {
	ctx := context.Background()
	// Three parties, any two can sign; peers talk over mutually authenticated gRPC.
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
  },
  useWhen: [
    "어떤 서버나 사람도 서명 키 전체를 가져서는 안 될 때",
    "기존 검증기가 그대로 받아들이는 표준 ECDSA·EdDSA 서명이 필요할 때",
    "공개 키를 바꾸지 않고 키 조각을 갱신하고 싶을 때",
  ],
  coreTech: ["threshold-mpc"],
};
