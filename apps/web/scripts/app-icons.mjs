// Draws the installed app's icons (public/icons) from one SVG: the MCC mark on the app's background.
// `any` icons fill the square; the maskable one keeps the mark inside the 80% safe zone, as a
// launcher may cut the icon to a circle. Run by hand when the mark changes; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../public/icons');
mkdirSync(out, { recursive: true });

const mark = (scale) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#060807"/>
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <circle cx="256" cy="256" r="200" fill="#0f1412" stroke="#23afff" stroke-width="20"/>
    <path d="M146 346V166h36l74 104 74-104h36v180h-40V236l-70 96-70-96v110z" fill="#23afff"/>
  </g>
</svg>`;

for (const [file, size, scale] of [
  ['icon-192.png', 192, 1],
  ['icon-512.png', 512, 1],
  ['maskable-512.png', 512, 0.72],
]) {
  await sharp(Buffer.from(mark(scale)))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
}
console.log('icons written to', out);
