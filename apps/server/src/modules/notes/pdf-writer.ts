/**
 * A tiny writer of text-only PDFs (PDF 1.4, the standard Helvetica fonts, A4 pages), enough for
 * the demo study material to open in any viewer without a PDF library. The standard fonts
 * cover Latin text only; Devanagari would need an embedded font, so demo PDFs are in English.
 */

export type PdfBlock = { kind: 'heading' | 'subheading' | 'paragraph' | 'bullet'; text: string };
export type PdfDocument = { title: string; blocks: PdfBlock[] };

const PAGE = { width: 595, height: 842, margin: 56 };
const STYLE = {
  heading: { font: 'F2', size: 18, before: 0, after: 10 },
  subheading: { font: 'F2', size: 13, before: 10, after: 4 },
  paragraph: { font: 'F1', size: 11, before: 2, after: 4 },
  bullet: { font: 'F1', size: 11, before: 0, after: 2 },
} as const;

/** Helvetica averages about half an em per character; wrapping a little early keeps lines inside the margin. */
function wrap(text: string, size: number, width: number): string[] {
  const max = Math.floor(width / (size * 0.52));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF string literal: printable ASCII only, with its three special characters escaped. */
function pdfString(text: string): string {
  const ascii = text
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Lays the blocks out on as many pages as they need; each page is one content stream. */
function layout(blocks: PdfBlock[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  for (const block of blocks) {
    const style = STYLE[block.kind];
    const indent = block.kind === 'bullet' ? 14 : 0;
    const lines = wrap(block.text, style.size, width - indent);
    const leading = style.size * 1.45;
    y -= style.before;
    lines.forEach((line, i) => {
      if (y - leading < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= leading;
      const ops = pages[pages.length - 1];
      if (block.kind === 'bullet' && i === 0) ops.push(`BT /F1 ${style.size} Tf ${PAGE.margin + 2} ${y.toFixed(1)} Td (-) Tj ET`);
      ops.push(`BT /${style.font} ${style.size} Tf ${PAGE.margin + indent} ${y.toFixed(1)} Td ${pdfString(line)} Tj ET`);
    });
    y -= style.after;
  }
  return pages.map((ops) => ops.join('\n'));
}

/** The complete file: objects, a cross-reference table with exact byte offsets, and the trailer. */
export function writePdf(doc: PdfDocument): Buffer {
  const streams = layout(doc.blocks);
  const pageCount = streams.length;
  // 1 catalog, 2 pages, 3-4 fonts, 5 info, then a page and its content stream per page.
  const pageId = (i: number) => 6 + i * 2;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${streams.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(doc.title)} /Producer (Pariksha) >>`,
  ];
  streams.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId(i) + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
