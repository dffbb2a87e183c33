import { describe, expect, it } from "vitest";
import { mountRoot, type ReactDomClient } from "./mount-root";

function fakeClient() {
  const calls: string[] = [];
  const client = {
    hydrateRoot: (_container: Element, app: unknown) => calls.push(`hydrate ${String(app)}`),
    createRoot: () => ({ render: (app: unknown) => calls.push(`render ${String(app)}`) }),
  } as unknown as ReactDomClient;
  return { client, calls };
}

describe("mountRoot", () => {
  it("hydrates a container that holds the prerendered page", () => {
    const { client, calls } = fakeClient();
    const container = { firstElementChild: {} } as Element;
    expect(mountRoot(container, "app", client)).toBe("hydrated");
    expect(calls).toEqual(["hydrate app"]);
  });

  it("renders into a container with no page in it (the dev server's index.html: a comment only)", () => {
    const { client, calls } = fakeClient();
    const container = { firstElementChild: null } as Element;
    expect(mountRoot(container, "app", client)).toBe("rendered");
    expect(calls).toEqual(["render app"]);
  });
});
