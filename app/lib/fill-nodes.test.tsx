import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fillNodes } from "./fill-nodes";

describe("fillNodes", () => {
  it("puts each placeholder's node in its place and leaves unknown placeholders as written", () => {
    const html = renderToStaticMarkup(
      <p>
        {fillNodes("Write to {email} within {days} days {unknown}.", {
          email: <a href="mailto:x@y.z">x@y.z</a>,
          days: 10,
        })}
      </p>,
    );
    expect(html).toBe('<p>Write to <a href="mailto:x@y.z">x@y.z</a> within 10 days {unknown}.</p>');
  });
});
