// Writes the first paint of the public pages a visit usually starts on into their own HTML, so a
// phone draws the page from the HTML alone while the app's JavaScript loads; the app then replaces
// it with the same page. Run after `vite build` and the server-side build of src/prerender.tsx.
//
// dist/<path>.html holds each page, with the app's CSS inline (no render-blocking request), the
// page's own chunks preloaded, and a small guard: a member signed in or reading another language
// would see the wrong page or language, so for them the prerendered page is hidden until the app
// draws theirs. dist/prerendered.json lists the pages and the guard's CSP hash for the server.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const PAGES = [{ url: '/pages/login/login', module: 'src/features/account/pages/login-page.tsx' }];

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const ssrEntry = path.join(root, 'node_modules/.prerender/prerender.js');
const manifestFile = path.join(dist, '.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const { render } = await import(pathToFileURL(ssrEntry).href);

// Before the first paint: the rem scale of src/runtime/rem.ts (the page is drawn at the phone's
// width from the start), and the guard. src/main.tsx clears a page the guard hid.
const GUARD = [
  `var d=document.documentElement,w=d.clientWidth||innerWidth;d.style.fontSize=(w>960?375:w)/23.4375+'px';`,
  `try{var s=localStorage,l=s.getItem('lang');if((l&&l!=='zh-Hans')||s.getItem('token'))d.classList.add('no-shell')}catch(e){}`,
].join('');

/** The chunk of a source module and every chunk it imports statically, as built. */
function chunksOf(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) chunksOf(imported, seen);
  return seen;
}

const inlineCss = (html) =>
  html.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (_tag, file) => `<style>${readFileSync(path.join(dist, file), 'utf8')}</style>`,
  );

// The app's script tags, taken out of the prerendered page and requested by its start-up script right
// after the first paint: the network carries the page first, the JavaScript right behind it.
const scriptTags = [
  ...template.matchAll(/<script type="module"[^>]*src="(\/[^"]+)"[^>]*><\/script>|<link rel="modulepreload"[^>]*href="(\/[^"]+)"[^>]*>/g),
];
const entryScript = scriptTags.find((m) => m[1])?.[1];
if (!entryScript) throw new Error('index.html has no module script');
const withoutScripts = scriptTags.reduce((html, m) => html.replace(m[0], ''), template).replace(/\n(\s*\n)+/g, '\n');

/** The inline start-up script of a page whose JavaScript (entry and preloads) loads after its first paint. */
const startUp = (preloads) =>
  `${GUARD}(function(){var done=0;function go(){if(done)return;done=1;` +
  `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});` +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entryScript)};document.head.appendChild(s)}` +
  `requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,200)})()`;

const listed = {};
const scriptHashes = new Set();
for (const page of PAGES) {
  const body = await render(page.url);
  const entryPreloads = scriptTags.filter((m) => m[2]).map((m) => m[2]);
  const pagePreloads = [...chunksOf(page.module)]
    .map((file) => `/${file}`)
    .filter((href) => href !== entryScript && !entryPreloads.includes(href));
  const script = startUp([...entryPreloads, ...pagePreloads]);
  scriptHashes.add(`sha256-${createHash('sha256').update(script).digest('base64')}`);
  const html = inlineCss(withoutScripts)
    .replace('<title>', `<script>${script}</script>\n    <style>.no-shell #root{visibility:hidden}</style>\n    <title>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.url}">${body}</div>`);
  const file = `${page.url.slice(1)}.html`;
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), html);
  listed[page.url] = file;
}
writeFileSync(path.join(dist, 'prerendered.json'), `${JSON.stringify({ pages: listed, scriptHashes: [...scriptHashes] }, null, 2)}\n`);
// The manifest served its purpose here; it is not for the browser.
rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
console.log(`prerendered ${Object.keys(listed).join(', ')}`);
