import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { paperSections } from "../../content/data/paper-sections";
import { papers } from "../../content/data/papers";
import { renderPaperPdf, writePaperPdfs } from "./pdfs";

const dir = mkdtempSync(path.join(tmpdir(), "papers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("paper PDFs", () => {
  it("renders a title page plus at least one page of abstract and sections, with metadata", async () => {
    const paper = papers[0]!;
    const bytes = await renderPaperPdf(paper, paperSections[paper.id]!);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getTitle()).toBe(paper.title);
    expect(doc.getAuthor()).toBe(paper.authors.join(", "));
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  });

  it("starts a new page when a paper's text does not fit on one page", async () => {
    const paper = papers[0]!;
    const long = [{ heading: "Long", paragraphs: Array.from({ length: 40 }, () => paper.abstract) }];
    const doc = await PDFDocument.load(await renderPaperPdf(paper, long));
    expect(doc.getPageCount()).toBeGreaterThan(3);
  });

  it("is reproducible: the same content gives the same bytes", async () => {
    const paper = papers[1]!;
    const a = await renderPaperPdf(paper, paperSections[paper.id]!);
    const b = await renderPaperPdf(paper, paperSections[paper.id]!);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it("writes one parseable PDF per paper (18) under papers/", async () => {
    const { files } = await writePaperPdfs(dir);
    expect(files).toBe(18);
    const written = readdirSync(path.join(dir, "papers")).sort();
    expect(written).toEqual(papers.map((p) => `${p.id}.pdf`).sort());
    for (const name of written) {
      const doc = await PDFDocument.load(readFileSync(path.join(dir, "papers", name)));
      expect(doc.getPageCount(), name).toBeGreaterThanOrEqual(2);
    }
  });

  it("every paper has sections with text", () => {
    for (const paper of papers) {
      const sections = paperSections[paper.id];
      expect(sections?.length, paper.id).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(papers.map((p) => p.id)).size).toBe(papers.length);
  });
});
