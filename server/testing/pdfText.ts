/**
 * The text a PDF made by pdfkit shows, for tests: its content streams inflated and the
 * strings of their text operators decoded (pdfkit writes the standard fonts' text as hex
 * strings of WinAnsi codes). Enough to find a line's words; not a general PDF reader.
 */
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a deflated stream (an image, a font)
    }
    for (const text of content.matchAll(/\[(.*?)\]\s*TJ/gs)) {
      const words = [...text[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'));
      parts.push(words.join(''));
    }
  }
  return parts.join('\n');
}
