import { deflateSync } from "node:zlib";

// A PNG made here, byte by byte, so the demo needs no image library: 8-bit grayscale, one
// filter byte per row, the IDAT deflated by node:zlib, every chunk with its CRC-32.

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  const typed = new TextEncoder().encode(type);
  out.set(typed, 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** The chart's size: each value a bar `BAR` pixels wide with a 2-pixel gap, `HEIGHT` tall. */
const BAR = 6;
const HEIGHT = 32;

/**
 * A bar chart of `values` as a PNG: dark bars on white, scaled so the largest fills the height
 * (values at or below 0 draw nothing).
 */
export function barChartPng(values: readonly number[]): Uint8Array {
  const width = Math.max(1, values.length * (BAR + 2));
  const top = Math.max(1, ...values);
  const rows = new Uint8Array(HEIGHT * (width + 1)).fill(0xff);
  for (let y = 0; y < HEIGHT; y++) {
    rows[y * (width + 1)] = 0; // filter type None
    values.forEach((value, index) => {
      const barHeight = Math.round((Math.max(0, value) / top) * HEIGHT);
      if (HEIGHT - y > barHeight) return;
      const start = y * (width + 1) + 1 + index * (BAR + 2) + 1;
      rows.fill(0x30, start, start + BAR);
    });
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, HEIGHT);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grayscale, deflate, adaptive filters, no interlace
  const parts = [
    new Uint8Array(SIGNATURE),
    chunk("IHDR", header),
    chunk("IDAT", new Uint8Array(deflateSync(rows))),
    chunk("IEND", new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
