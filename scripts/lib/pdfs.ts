import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { paperSections, type PaperSection } from "../../content/data/paper-sections";
import { paperPdfPath, papers, type Paper } from "../../content/data/papers";

// A4 in points.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 64;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const ACCENT = rgb(0.26, 0.22, 0.79);
/** Fixed dates keep the output byte-for-byte reproducible between builds. */
const FIXED_DATE = new Date("2026-01-01T00:00:00Z");

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** The standard 14 fonts only encode WinAnsi: map the few other characters content may use, drop the rest. */
function winAnsi(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  const replacements: Record<string, string> = {
    "\u2212": "-",
    "\u2264": "<=",
    "\u2265": ">=",
    "\u00a0": " ",
  };
  let out = "";
  for (const ch of text) {
    const mapped = replacements[ch] ?? ch;
    out += [...mapped].every((c) => supported.has(c.codePointAt(0) ?? 0)) ? mapped : "?";
  }
  return out;
}

export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays text out top to bottom, starting a new page when the current one is full. */
class Flow {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = this.newPage();
    this.y = PAGE.height - MARGIN;
  }
  private newPage(): PDFPage {
    this.y = PAGE.height - MARGIN;
    return this.doc.addPage([PAGE.width, PAGE.height]);
  }
  gap(points: number): void {
    this.y -= points;
  }
  paragraph(text: string, font: PDFFont, size: number, color = INK, leading = 1.45): void {
    for (const line of wrapText(winAnsi(text, font), font, size, TEXT_WIDTH)) {
      if (this.y - size < MARGIN + 24) {
        this.page = this.newPage();
      }
      this.y -= size * leading;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color });
    }
  }
  /** Keep a heading with at least a few lines of its section. */
  heading(text: string): void {
    if (this.y < MARGIN + 24 + 80) this.page = this.newPage();
    this.gap(10);
    this.paragraph(text, this.fonts.bold, 13, INK, 1.3);
    this.gap(4);
  }
}

function titlePage(doc: PDFDocument, paper: Paper, fonts: Fonts): void {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({ x: 0, y: PAGE.height - 12, width: PAGE.width, height: 12, color: ACCENT });
  let y = PAGE.height - 120;
  page.drawText(winAnsi(`NULLSPACE RESEARCH  |  ${paper.topic.toUpperCase()}`, fonts.bold), {
    x: MARGIN,
    y,
    size: 10,
    font: fonts.bold,
    color: ACCENT,
  });
  y -= 40;
  for (const line of wrapText(winAnsi(paper.title, fonts.bold), fonts.bold, 24, TEXT_WIDTH)) {
    page.drawText(line, { x: MARGIN, y, size: 24, font: fonts.bold, color: INK });
    y -= 32;
  }
  y -= 16;
  page.drawText(winAnsi(paper.authors.join(", "), fonts.regular), {
    x: MARGIN,
    y,
    size: 12,
    font: fonts.regular,
    color: INK,
  });
  y -= 20;
  page.drawText(`Nullspace Cryptography Lab  |  ${paper.year}`, {
    x: MARGIN,
    y,
    size: 11,
    font: fonts.italic,
    color: MUTED,
  });
  y -= 28;
  page.drawText(winAnsi(`Keywords: ${paper.keywords.join(", ")}`, fonts.regular), {
    x: MARGIN,
    y,
    size: 10,
    font: fonts.regular,
    color: MUTED,
  });
}

function addPageNumbers(doc: PDFDocument, paper: Paper, font: PDFFont): void {
  const pages = doc.getPages();
  for (const [i, page] of pages.entries()) {
    const label = `${i + 1} / ${pages.length}`;
    page.drawText(label, {
      x: PAGE.width - MARGIN - font.widthOfTextAtSize(label, 9),
      y: MARGIN / 2,
      size: 9,
      font,
      color: MUTED,
    });
    page.drawText(winAnsi(`Nullspace Research  |  ${paper.id}`, font), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 9,
      font,
      color: MUTED,
    });
  }
}

/** One paper as a PDF: title page, abstract, sections and page numbers. */
export async function renderPaperPdf(paper: Paper, sections: readonly PaperSection[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(paper.title);
  doc.setAuthor(paper.authors.join(", "));
  doc.setSubject(paper.abstract);
  doc.setKeywords([...paper.keywords]);
  doc.setProducer("Nullspace build (pdf-lib)");
  doc.setCreator("Nullspace Hub");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
  titlePage(doc, paper, fonts);

  const flow = new Flow(doc, fonts);
  flow.paragraph("Abstract", fonts.bold, 13, INK, 1.3);
  flow.gap(4);
  flow.paragraph(paper.abstract, fonts.italic, 11);
  for (const section of sections) {
    flow.gap(6);
    flow.heading(section.heading);
    for (const text of section.paragraphs) {
      flow.paragraph(text, fonts.regular, 11);
      flow.gap(6);
    }
  }
  addPageNumbers(doc, paper, fonts.regular);
  return doc.save({ useObjectStreams: true });
}

/** Write every paper of content/ to `<clientDir>/papers/<id>.pdf`; returns the count and total bytes. */
export async function writePaperPdfs(clientDir: string): Promise<{ files: number; bytes: number }> {
  let bytes = 0;
  for (const paper of papers) {
    const sections = paperSections[paper.id];
    if (!sections) throw new Error(`Paper ${paper.id} has no sections in content/data/paper-sections.ts`);
    const pdf = await renderPaperPdf(paper, sections);
    const file = path.join(clientDir, paperPdfPath(paper.id));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, pdf);
    bytes += pdf.byteLength;
  }
  return { files: papers.length, bytes };
}
