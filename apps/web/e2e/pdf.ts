/**
 * Reads a PDF the way a viewer starts to: the header, the trailer's `startxref`, the cross-reference
 * table it points to, and every object at the offset the table gives. Returns the text shown with
 * `Tj`, so a test can say the file opens as a PDF and what its page says. Throws on anything a
 * viewer could not open.
 */
export function readPdf(file: Buffer): { pages: number; text: string[] } {
  const source = file.toString('latin1');
  if (!source.startsWith('%PDF-1.')) throw new Error('No PDF header.');
  if (!/%%EOF\s*$/.test(source)) throw new Error('No %%EOF at the end.');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(source);
  if (!startxref) throw new Error('No startxref in the trailer.');
  const xrefAt = Number(startxref[1]);
  if (!source.startsWith('xref', xrefAt)) throw new Error(`startxref ${xrefAt} does not point at xref.`);
  const table = /^xref\s+0\s+(\d+)\s+/.exec(source.slice(xrefAt));
  if (!table) throw new Error('Unreadable xref table.');
  const count = Number(table[1]);
  const entries = source
    .slice(xrefAt + table[0].length)
    .split(/\r?\n/)
    .slice(0, count)
    .map((line) => /^(\d{10}) (\d{5}) ([fn])/.exec(line));
  entries.forEach((entry, number) => {
    if (!entry) throw new Error(`Unreadable xref entry ${number}.`);
    if (entry[3] === 'n' && !source.startsWith(`${number} 0 obj`, Number(entry[1])))
      throw new Error(`Object ${number} is not at offset ${Number(entry[1])}.`);
  });
  const pages = (source.match(/\/Type\s*\/Page\b/g) ?? []).length;
  const text = [...source.matchAll(/\((.*?)(?<!\\)\)\s*Tj/g)].map(([, shown = '']) =>
    shown.replace(/\\([\\()])/g, '$1'),
  );
  return { pages, text };
}
