// Draws src/app/hero-card.webp, the background of the hero cards (shell.css .hero-card): the
// cards' gradient (135deg, #0d2a3b → #0f1412 at 70%) with a fine, even grain. As a picture, the
// card is the largest thing on the home page's first paint, drawn from the prerendered HTML (the
// file is small enough for the build to inline it); the grain keeps it from banding and gives the
// picture enough detail for the browser to count it as content (Chrome leaves out pictures of
// under 0.05 bits per pixel from Largest Contentful Paint). Run once when the card's look changes:
//   node apps/web/scripts/hero-card-image.mjs
// (sharp comes with the server's dependencies.)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// About the card's shape on a phone (358 × 205 CSS px at 375 px wide), at twice that size.
const W = 768;
const H = 440;
const FROM = [0x0d, 0x2a, 0x3b];
const TO = [0x0f, 0x14, 0x12];
const STOP = 0.7;
const GRAIN = 4;

// A fixed seed: the same file every run.
let seed = 0x2f6b1d;
const random = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};

const pixels = Buffer.alloc(W * H * 3);
for (let y = 0; y < H; y++) {
  for (let x = 0; x < W; x++) {
    // A 135deg CSS gradient runs from the top-left corner to the bottom-right one: t = (x + y) / (W + H).
    const t = Math.min(1, (x + y) / (W + H) / STOP);
    for (let c = 0; c < 3; c++) {
      const value = FROM[c] + (TO[c] - FROM[c]) * t + (random() - 0.5) * GRAIN;
      pixels[(y * W + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
}
const file = path.resolve(import.meta.dirname, '../src/app/hero-card.webp');
const webp = await sharp(pixels, { raw: { width: W, height: H, channels: 3 } })
  .webp({ quality: 40, effort: 6 })
  .toBuffer();
writeFileSync(file, webp);
console.log(`${path.relative(process.cwd(), file)}: ${W}x${H}, ${webp.length} bytes`);
