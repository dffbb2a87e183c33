import { describe, expect, it } from "vitest";
import { CORE_TECH_FIELDS } from "./data/shared/core-tech";
import { OPEN_SOURCE_FIELDS } from "./data/shared/opensource";
import { coreTechSchema, openSourceProjectSchema } from "./schemas/entities";
import { withText } from "./with-text";

interface Item {
  id: string;
  name: string;
  size: number;
  note: string;
}
const shared = [
  { id: "a", size: 1 },
  { id: "b", size: 2 },
] as const;

describe("withText", () => {
  it("completes each shared entry with its text, in the shared list's order", () => {
    const items: Item[] = withText(shared, (e) => e.id, {
      b: { name: "B", note: "y" },
      a: { name: "A", note: "x" },
    });
    expect(items).toEqual([
      { id: "a", size: 1, name: "A", note: "x" },
      { id: "b", size: 2, name: "B", note: "y" },
    ]);
  });

  it("orders the merged keys by `fields` when given, and refuses fields that would drop one", () => {
    const text = { a: { name: "A", note: "x" }, b: { name: "B", note: "y" } };
    const items: Item[] = withText(shared, (e) => e.id, text, ["id", "name", "size", "note"]);
    expect(items.map((i) => Object.keys(i))).toEqual([
      ["id", "name", "size", "note"],
      ["id", "name", "size", "note"],
    ]);
    expect((): Item[] => withText(shared, (e) => e.id, text, ["id", "name", "size"])).toThrow(/not in/);
  });

  it("throws on an entry without text when the keys are not literal", () => {
    const text = { a: { name: "A", note: "x" } };
    expect((): Item[] => withText(shared, (e): string => e.id, text)).toThrow('no text for "b"');
  });

  it("orders core technologies and open-source projects as their schemas do (the API answers in that order)", () => {
    expect([...CORE_TECH_FIELDS]).toEqual(Object.keys(coreTechSchema.shape));
    expect([...OPEN_SOURCE_FIELDS]).toEqual(Object.keys(openSourceProjectSchema.shape));
  });
});
