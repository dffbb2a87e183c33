import { afterEach, describe, expect, it } from "vitest";
import type { ChatAnswer } from "../hooks/use-navigator";
import { wayOutStore } from "./way-out-store";

const answer: ChatAnswer = {
  response: "The Homomorphic Encryption page is the best match for that.",
  destination: "/research/technologies/homomorphic-encryption",
  suggestedPage: "Homomorphic Encryption",
  recommendations: ["research"],
  confident: true,
  alternatives: [{ path: "/ecosystem/core-tech/ckks", title: "CKKS" }],
  answerId: "a.b",
  sessionId: "s",
  query: "homomorphic encryption",
};

afterEach(() => wayOutStore.clear());

describe("wayOutStore", () => {
  it("keeps the other pages of the answer the drawer followed, for the page it went to", () => {
    wayOutStore.offer(answer, "/research/technologies/homomorphic-encryption", answer.alternatives);
    expect(wayOutStore.current()).toEqual({
      answer,
      destination: "/research/technologies/homomorphic-encryption",
      others: answer.alternatives,
    });
    wayOutStore.clear();
    expect(wayOutStore.current()).toBeNull();
  });

  it("offers nothing when the answer had no other page, and forgets an earlier offer", () => {
    wayOutStore.offer(answer, "/research/technologies/homomorphic-encryption", answer.alternatives);
    wayOutStore.offer({ ...answer, alternatives: [] }, "/research", []);
    expect(wayOutStore.current()).toBeNull();
  });
});
