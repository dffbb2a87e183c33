import { describe, expect, it } from "vitest";
import { serviceCards } from "../../../content/data/services";
import { serviceStatus } from "./service-status";

describe("serviceStatus", () => {
  it("takes the status of the card's first solution", () => {
    const byId = Object.fromEntries(serviceCards.map((c) => [c.id, serviceStatus(c)]));
    expect(byId["cusp"]).toBe("active");
    expect(byId["pqc-function"]).toBe("beta");
    expect(byId["moduli-chain"]).toBe("coming-soon");
  });

  it("fails loudly on a card that names an unknown solution", () => {
    expect(() => serviceStatus({ solutionIds: ["no-such-solution"] })).toThrow(/unknown solution/);
  });
});
