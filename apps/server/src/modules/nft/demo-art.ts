import { crc32, deflateSync } from 'node:zlib';

// The demo's NFT pictures, drawn at seed time so the demo ships real, distinct PNG files without a
// single binary in the repository: a background in the collection's colours, a motif per design and
// a frame in the tier's colour. A tiny PNG encoder (truecolour, one IDAT) is all it takes.

export type Rgb = readonly [number, number, number];
export type Motif = 'orb' | 'diamond' | 'ring' | 'cross' | 'star' | 'crescent' | 'stripes' | 'eye';

export interface ArtSpec {
  /** Top and bottom colours of the background gradient. */
  from: Rgb;
  to: Rgb;
  motif: Motif;
  ink: Rgb;
  frame: Rgb;
}

/** The frame colour of each tier. */
export const tierFrames: Record<string, Rgb> = {
  N: [150, 160, 170],
  R: [35, 175, 255],
  SR: [176, 96, 255],
  SSR: [255, 196, 40],
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes `pixels` (width × height RGB triples, row by row) as a PNG file. */
export function encodePng(width: number, height: number, pixels: Uint8Array): Buffer {
  if (pixels.length !== width * height * 3) throw new Error('pixels do not fill the image');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether the point (x, y) in [-1, 1]² is inside the motif. */
function inside(motif: Motif, x: number, y: number): boolean {
  const r = Math.hypot(x, y);
  const angle = Math.atan2(y, x);
  switch (motif) {
    case 'orb':
      return r < 0.55;
    case 'diamond':
      return Math.abs(x) + Math.abs(y) < 0.62;
    case 'ring':
      return r < 0.6 && r > 0.38;
    case 'cross':
      return (Math.abs(x) < 0.16 && Math.abs(y) < 0.6) || (Math.abs(y) < 0.16 && Math.abs(x) < 0.6);
    case 'star':
      return r < 0.3 + 0.28 * Math.abs(Math.cos((5 * angle) / 2));
    case 'crescent':
      return r < 0.58 && Math.hypot(x - 0.25, y + 0.12) > 0.46;
    case 'stripes':
      return r < 0.6 && Math.floor((x + y + 2) * 4) % 2 === 0;
    case 'eye':
      return (Math.hypot(x, y - 0.45) < 0.75 && Math.hypot(x, y + 0.45) < 0.75 && r > 0.2) || r < 0.1;
  }
}

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/** A square picture of `size` pixels drawn from `spec`. */
export function drawArt(spec: ArtSpec, size = 128): Buffer {
  const pixels = new Uint8Array(size * size * 3);
  const border = Math.max(3, Math.round(size / 24));
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const x = ((px + 0.5) / size) * 2 - 1;
      const y = ((py + 0.5) / size) * 2 - 1;
      const t = py / (size - 1);
      let rgb: Rgb = [mix(spec.from[0], spec.to[0], t), mix(spec.from[1], spec.to[1], t), mix(spec.from[2], spec.to[2], t)];
      if (inside(spec.motif, x, y)) rgb = spec.ink;
      const edge = Math.min(px, py, size - 1 - px, size - 1 - py);
      if (edge < border) rgb = spec.frame;
      pixels.set(rgb, (py * size + px) * 3);
    }
  }
  return encodePng(size, size, pixels);
}
