import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createHistoryStore } from "../lib/history-store";
import { HistoryContext, useHistory } from "./history-context";

function Probe() {
  return createElement("span", null, useHistory().entries.length);
}

describe("useHistory", () => {
  it("throws a clear error outside its provider", () => {
    expect(() => renderToString(createElement(Probe))).toThrow(
      /useHistory must be used within a <HistoryProvider>/,
    );
  });

  it("reads the provider's store inside it", () => {
    const value = createHistoryStore();
    value.dispatch({
      type: "visited",
      entry: { id: "1", path: "/labs", title: "Labs", timestamp: 1 },
    });
    const html = renderToString(createElement(HistoryContext.Provider, { value }, createElement(Probe)));
    expect(html).toBe("<span>1</span>");
  });
});
