// Lays out one product document (pojistné podmínky, IPID, sazebník) as an A4 PDF with pdf-lib: a
// title block, numbered articles, paragraphs, bullet lists and two-column tables, a running header
// and a footer with the company and "Strana X z Y". Inter (inter-ui) is cut down to the characters
// the document uses (subset-font, HarfBuzz) before pdf-lib embeds it, which keeps a file at tens of
// kB; the layout features are dropped, so no ligature hides a letter from text extraction.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, PDFString, rgb } from 'pdf-lib';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { x: 62, top: 70, bottom: 72 };
const WIDTH = PAGE.width - 2 * MARGIN.x;
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.33, 0.36, 0.42);
const BRAND = rgb(0, 0.32, 0.64);
const LINE = rgb(0.82, 0.84, 0.88);

const SIZE = { title: 17, subtitle: 10.5, heading: 11, body: 9.5, small: 7.5 };
const LEADING = 1.38;

/** One-letter Czech prepositions and conjunctions stay with the next word (Czech typesetting rule). */
function bindShortWords(text) {
  return text.replace(/(^|[\s(„])([AaIiKkOoSsUuVvZz]) /g, '$1$2\u00a0');
}

/** Words of a paragraph in lines no wider than `width`; a non-breaking space never breaks. */
function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of bindShortWords(text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The text of a document's content, every character the fonts must hold (and the digits, for the
 * page numbers written after the layout).
 */
function charactersOf(document, { brand, footer }) {
  const texts = [
    document.kind.toUpperCase(),
    document.title,
    document.code,
    document.validFromText,
    brand,
    footer,
    ' · platné od Strana z 0123456789 ()',
  ];
  for (const block of document.blocks) {
    if (block.heading) texts.push(block.heading);
    if (block.paragraph) texts.push(block.paragraph);
    if (block.list) texts.push('•', ...block.list);
    if (block.table) for (const row of block.table) texts.push(...row);
  }
  return [...new Set(bindShortWords(texts.join(' ')))].join('');
}

async function interSubset(weight, characters) {
  const source = await readFile(require.resolve(`inter-ui/web/Inter-${weight}.woff2`));
  return subsetFont(source, characters, { targetFormat: 'sfnt', keepFeatures: [], noLayoutClosure: true });
}

/**
 * The PDF of `document` ({ kind, title, code, validFrom, validFromText, blocks }), each block one of
 * `{ heading }`, `{ paragraph }`, `{ list: [..] }`, `{ table: [[label, value], ..] }`. `brand` heads
 * every page, `footer` is its last line; dates in the file's information are the day the document is valid from, so
 * the same content always gives the same bytes.
 */
export async function renderDocument(document, { brand, footer }) {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const characters = charactersOf(document, { brand, footer });
  const regular = await pdf.embedFont(await interSubset('Regular', characters), {
    customName: 'Inter-Regular',
  });
  const bold = await pdf.embedFont(await interSubset('Bold', characters), { customName: 'Inter-Bold' });

  // First the layout, as drawing operations per page; then the pages, now that their number is known.
  const pages = [[]];
  let y = PAGE.height - MARGIN.top;
  const draw = (op) => pages[pages.length - 1].push(op);
  const room = (height) => {
    if (y - height < MARGIN.bottom) {
      pages.push([]);
      y = PAGE.height - MARGIN.top;
    }
  };
  const textLines = (text, { font = regular, size = SIZE.body, color = INK, indent = 0, gap = 4 } = {}) => {
    const lines = wrap(text, font, size, WIDTH - indent);
    for (const line of lines) {
      room(size * LEADING);
      y -= size * LEADING;
      draw({ text: line, x: MARGIN.x + indent, y, font, size, color });
    }
    y -= gap;
  };

  textLines(document.kind.toUpperCase(), { font: bold, size: SIZE.subtitle, color: BRAND, gap: 2 });
  textLines(document.title, { font: bold, size: SIZE.title, gap: 4 });
  textLines(`${document.code} · platné od ${document.validFromText}`, {
    size: SIZE.subtitle,
    color: MUTED,
    gap: 10,
  });
  draw({ rule: true, y });
  y -= 12;

  for (const block of document.blocks) {
    if (block.heading) {
      // A heading never ends a page: it keeps two lines of what follows with it.
      room(SIZE.heading * LEADING + 2 * SIZE.body * LEADING + 8);
      y -= 6;
      textLines(block.heading, { font: bold, size: SIZE.heading, gap: 3 });
    } else if (block.paragraph) {
      textLines(block.paragraph, { gap: 5 });
    } else if (block.list) {
      for (const item of block.list) {
        const lines = wrap(item, regular, SIZE.body, WIDTH - 14);
        lines.forEach((line, index) => {
          room(SIZE.body * LEADING);
          y -= SIZE.body * LEADING;
          if (index === 0)
            draw({ text: '•', x: MARGIN.x + 3, y, font: regular, size: SIZE.body, color: BRAND });
          draw({ text: line, x: MARGIN.x + 14, y, font: regular, size: SIZE.body, color: INK });
        });
        y -= 2;
      }
      y -= 4;
    } else if (block.table) {
      const labelWidth = WIDTH * 0.62;
      for (const [label, value] of block.table) {
        const left = wrap(label, regular, SIZE.body, labelWidth - 8);
        const right = wrap(value, bold, SIZE.body, WIDTH - labelWidth);
        const rows = Math.max(left.length, right.length);
        room(rows * SIZE.body * LEADING + 6);
        const top = y;
        for (let row = 0; row < rows; row++) {
          y -= SIZE.body * LEADING;
          if (left[row])
            draw({ text: left[row], x: MARGIN.x, y, font: regular, size: SIZE.body, color: INK });
          if (right[row]) {
            const width = bold.widthOfTextAtSize(right[row], SIZE.body);
            draw({
              text: right[row],
              x: MARGIN.x + WIDTH - width,
              y,
              font: bold,
              size: SIZE.body,
              color: INK,
            });
          }
        }
        y -= 4;
        draw({ rule: true, y, light: true });
        if (top === y) y -= 1;
      }
      y -= 8;
    }
  }

  pdf.setTitle(`${document.title} (${document.code})`, { showInWindowTitleBar: true });
  pdf.setAuthor(brand);
  pdf.setSubject(`${document.kind}, platné od ${document.validFromText}`);
  pdf.setKeywords([document.kind, document.code]);
  pdf.setCreator('apps/web/scripts/documents/generate.mjs');
  pdf.setProducer('pdf-lib');
  const date = new Date(`${document.validFrom}T00:00:00Z`);
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  pdf.catalog.set(PDFName.of('Lang'), PDFString.of('cs-CZ'));

  pages.forEach((ops, index) => {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    page.drawText(brand, {
      x: MARGIN.x,
      y: PAGE.height - 40,
      size: SIZE.small,
      font: bold,
      color: BRAND,
    });
    const code = `${document.code} · platné od ${document.validFromText}`;
    page.drawText(code, {
      x: PAGE.width - MARGIN.x - regular.widthOfTextAtSize(code, SIZE.small),
      y: PAGE.height - 40,
      size: SIZE.small,
      font: regular,
      color: MUTED,
    });
    for (const op of ops) {
      if (op.rule)
        page.drawLine({
          start: { x: MARGIN.x, y: op.y },
          end: { x: MARGIN.x + WIDTH, y: op.y },
          thickness: op.light ? 0.4 : 0.8,
          color: op.light ? LINE : BRAND,
        });
      else page.drawText(op.text, { x: op.x, y: op.y, size: op.size, font: op.font, color: op.color });
    }
    page.drawLine({
      start: { x: MARGIN.x, y: 50 },
      end: { x: MARGIN.x + WIDTH, y: 50 },
      thickness: 0.4,
      color: LINE,
    });
    page.drawText(footer, { x: MARGIN.x, y: 38, size: SIZE.small, font: regular, color: MUTED });
    const number = `Strana ${index + 1} z ${pages.length}`;
    page.drawText(number, {
      x: PAGE.width - MARGIN.x - regular.widthOfTextAtSize(number, SIZE.small),
      y: 38,
      size: SIZE.small,
      font: regular,
      color: MUTED,
    });
  });
  return pdf.save({ useObjectStreams: true });
}
