// Writes the first paint of the pages a visit usually starts on into their own HTML, so a phone
// draws the page from the HTML alone while the app's JavaScript loads; the app then replaces it
// with the same page. Run after `vite build` and the server-side build of src/prerender.tsx, whose
// PRERENDERED_PAGES lists the pages: the login page (signed out) and the home page (signed in, as
// it first shows while the member's figures load).
//
// dist/<file>.html holds each page, with the app's CSS and the page's own CSS inline (no
// render-blocking request), the page's chunks preloaded right after the first paint, and a small
// guard: a member the page does not fit (another language, or signed in on a signed-out page and
// the other way round) would see the wrong page, so for them it is hidden until the app draws
// theirs. dist/prerendered.json lists each page's path, file and the CSP hash of its start-up script.
// The entry and the chunks only a signed-in page loads carry V8's compile hint (compileHinted).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const ssrEntry = path.join(root, 'node_modules/.prerender/prerender.js');
const manifestFile = path.join(dist, '.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const { render, pageModules, slimSvg, startUpScript, compileHinted, COMPILE_HINT, PRERENDERED_PAGES } = await import(
  pathToFileURL(ssrEntry).href
);

/** The chunk of a source module and every chunk it imports statically, as built, with their CSS. */
function chunksOf(key, seen = { js: new Set(), css: new Set() }) {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the build's manifest`);
  if (seen.js.has(entry.file)) return seen;
  seen.js.add(entry.file);
  for (const css of entry.css ?? []) seen.css.add(css);
  for (const imported of entry.imports ?? []) chunksOf(imported, seen);
  return seen;
}

const styleOf = (file) => `<style>${readFileSync(path.join(dist, file), 'utf8')}</style>`;

// Marks a stylesheet as already drawn from the HTML: when the app imports the page's chunk, Vite's
// preload helper finds a stylesheet link with its address and does not add one of its own (a second
// request and a restyle of the whole page for the same rules). A disabled link is never fetched.
const inlinedMark = (file) => `<link rel="stylesheet" href="/${file}" disabled>`;
const inlineCss = (html) =>
  html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_tag, file) => styleOf(file) + inlinedMark(file));
const appCss = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)].map((m) => m[1]);

// The app's script tags, taken out of the prerendered page and requested by its start-up script right
// after the first paint: the network carries the page first, the JavaScript right behind it.
const scriptTags = [
  ...template.matchAll(/<script type="module"[^>]*src="(\/[^"]+)"[^>]*><\/script>|<link rel="modulepreload"[^>]*href="(\/[^"]+)"[^>]*>/g),
];
const entryScript = scriptTags.find((m) => m[1])?.[1];
if (!entryScript) throw new Error('index.html has no module script');
const withoutScripts = scriptTags.reduce((html, m) => html.replace(m[0], ''), template).replace(/\n(\s*\n)+/g, '\n');
const entryPreloads = scriptTags.filter((m) => m[2]).map((m) => m[2]);

const listed = {};
// Every script file a page of each audience loads at its start, the entry included.
const loadedBy = { 'signed-in': new Set(), 'signed-out': new Set() };
for (const page of PRERENDERED_PAGES) {
  const body = slimSvg(await render(page.url));
  const chunks = { js: new Set(), css: new Set() };
  for (const module of pageModules(page.url)) chunksOf(module, chunks);
  const pagePreloads = [...chunks.js].map((file) => `/${file}`).filter((href) => href !== entryScript && !entryPreloads.includes(href));
  // The page's own CSS (the app's is in index.html) is drawn with the HTML too, so nothing moves when its chunk loads.
  const pageCss = [...chunks.css].filter((file) => !appCss.includes(file));
  const script = startUpScript(page.audience, entryScript, [...entryPreloads, ...pagePreloads]);
  for (const href of [entryScript, ...entryPreloads, ...pagePreloads]) loadedBy[page.audience].add(href);
  const scriptHash = `sha256-${createHash('sha256').update(script).digest('base64')}`;
  const html = inlineCss(withoutScripts)
    .replace('</head>', `${pageCss.map(styleOf).join('')}${pageCss.map(inlinedMark).join('')}\n  </head>`)
    .replace('<title>', `<script>${script}</script>\n    <style>.no-shell #root{visibility:hidden}</style>\n    <title>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.url}">${body}</div>`);
  mkdirSync(path.dirname(path.join(dist, page.file)), { recursive: true });
  writeFileSync(path.join(dist, page.file), html);
  listed[page.url] = { file: page.file, scriptHash };
}
writeFileSync(path.join(dist, 'prerendered.json'), `${JSON.stringify({ pages: listed }, null, 2)}\n`);
// The entry and the scripts only the signed-in home page loads are compiled whole, off the main
// thread (compileHinted). The hint goes on after the build named the files: one name still holds one
// program, with or without the comment.
for (const href of compileHinted(entryScript, loadedBy)) {
  const file = path.join(dist, href);
  writeFileSync(file, COMPILE_HINT + readFileSync(file, 'utf8'));
}
// The manifest served its purpose here; it is not for the browser.
rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
console.log(`prerendered ${Object.keys(listed).join(', ')}`);
