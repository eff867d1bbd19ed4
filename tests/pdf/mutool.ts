/**
 * Reads a PDF's text back with Debian's mupdf-tools: characters with their positions
 * (`mutool draw -F stext`) and the glyphs drawn with their advances (`mutool trace`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';

export const mutoolInstalled = !spawnSync('mutool', ['-v']).error;

function mutool(args: string[]): string {
  const result = spawnSync('mutool', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`mutool ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return entities[entity] ?? whole;
  });
}

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]!) : undefined;
};

export interface PdfChar {
  c: string;
  /** Left and right edges on the page, points. */
  x: number;
  right: number;
  font: string;
}

/** A glyph's characters: a ligature's glyph carries several, the first one wide, the others zero-width. */
interface Cluster {
  text: string;
  x: number;
}

export interface PdfLine {
  chars: PdfChar[];
  /** Baseline, points from the top of the page. */
  y: number;
  /** The glyphs as they stand on the page, left to right. */
  visual: string;
  /** The glyphs read right to left, each glyph's characters in their own order (how Arabic is read). */
  rightToLeft: string;
}

/** Text lines of every page. */
export function textLines(file: string): PdfLine[] {
  const xml = mutool(['draw', '-F', 'stext', '-o', '-', file]);
  const lines: PdfLine[] = [];
  for (const [, body] of xml.matchAll(/<line\b[^>]*>([\s\S]*?)<\/line>/g)) {
    const chars: PdfChar[] = [];
    let font = '';
    let y = 0;
    for (const [tag] of body!.matchAll(/<(font|char)\b[^>]*>/g)) {
      if (tag.startsWith('<font')) {
        font = attribute(tag, 'name') ?? '';
        continue;
      }
      const quad = (attribute(tag, 'quad') ?? '').split(' ').map(Number);
      y = Number(attribute(tag, 'y') ?? y);
      chars.push({ c: attribute(tag, 'c') ?? '', x: quad[0] ?? 0, right: quad[2] ?? 0, font });
    }
    const clusters: Cluster[] = [];
    for (const char of chars) {
      const previous = clusters.at(-1);
      if (previous && char.right === char.x && char.c.trim()) previous.text += char.c;
      else clusters.push({ text: char.c, x: char.x });
    }
    const join = (sorted: Cluster[]) => sorted.map((cluster) => cluster.text).join('');
    lines.push({
      chars,
      y,
      visual: join([...clusters].sort((a, b) => a.x - b.x)),
      rightToLeft: join([...clusters].sort((a, b) => b.x - a.x)),
    });
  }
  return lines;
}

export interface PdfGlyph {
  unicode: string;
  glyph: string;
  /** Advance width, in em. */
  adv: number;
}

export interface PdfSpan {
  font: string;
  glyphs: PdfGlyph[];
  /** The glyphs' characters in drawing order. */
  text: string;
}

/** Every text span drawn, with its glyphs. */
export function glyphSpans(file: string): PdfSpan[] {
  const xml = mutool(['trace', file]);
  const spans: PdfSpan[] = [];
  for (const [, open, body] of xml.matchAll(/(<span\b[^>]*>)([\s\S]*?)<\/span>/g)) {
    const glyphs = [...body!.matchAll(/<g\b[^>]*>/g)].map(([tag]) => ({
      unicode: attribute(tag, 'unicode') ?? '',
      glyph: attribute(tag, 'glyph') ?? '',
      adv: Number(attribute(tag, 'adv') ?? 'NaN'),
    }));
    spans.push({ font: attribute(open!, 'font') ?? '', glyphs, text: glyphs.map((g) => g.unicode).join('') });
  }
  return spans;
}

let folder: string | undefined;

// Imported at the top of a test file, this registers on the file's suite: the file's PDFs go when it
// ends (a run used to leave a folder per PDF behind in the temporary directory).
afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Writes a rendered PDF under `name` into the test file's temporary folder: the file's path, for mutool. */
export async function savedPdf(blob: Blob, name: string): Promise<string> {
  folder ??= mkdtempSync(join(tmpdir(), 'fleet-pdf-'));
  const file = join(mkdtempSync(join(folder, 'pdf-')), name);
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  return file;
}

/** The text lines of a rendered PDF (saved as `name`). */
export async function pdfLines(blob: Blob, name: string): Promise<PdfLine[]> {
  return textLines(await savedPdf(blob, name));
}

/**
 * The text lines of the PDF `render` makes, rendered and read back once before the suite's checks
 * (call it inside the suite's `describe`): the array is filled in by then.
 */
export function readBack(name: string, render: () => Promise<Blob>): PdfLine[] {
  const lines: PdfLine[] = [];
  beforeAll(async () => {
    lines.push(...(await pdfLines(await render(), name)));
  });
  return lines;
}

/** How a right-to-left text stands on the page when read left to right (a line's `visual`). */
export const visualOrder = (logical: string) => [...logical].reverse().join('');

/** The line showing `text` as it stands on the page (Latin text, numbers). */
export const lineWith = (lines: PdfLine[], text: string) => lines.find((line) => line.visual.includes(text));

/** The line showing `text` read right to left (Arabic). */
export const arabicLine = (lines: PdfLine[], text: string) =>
  lines.find((line) => line.rightToLeft.includes(text));

const arabicScript = /\p{Script=Arabic}/u;

/**
 * Expects a line showing each of `texts`: Arabic read right to left, any other text as it stands on
 * the page. A failure names every text missing at once.
 */
export function expectPrinted(lines: PdfLine[], texts: string[]) {
  const missing = texts.filter((text) => !(arabicScript.test(text) ? arabicLine : lineWith)(lines, text));
  expect(missing, 'texts the PDF does not show').toEqual([]);
}

/** Whether the line showing `value` sits on the row of a line starting with `label`. */
export function sameRow(lines: PdfLine[], label: string, value: string): boolean {
  const holder = lineWith(lines, value);
  return !!holder && lines.some((line) => Math.abs(line.y - holder.y) < 1 && line.visual.startsWith(label));
}

/** Where `text` starts on the page (points from the left); NaN when no line shows it. */
export const leftOf = (lines: PdfLine[], text: string) => {
  const line = lineWith(lines, text);
  return line ? line.chars[line.visual.indexOf(text)]!.x : Number.NaN;
};
