// The inline start-up script of a prerendered page (scripts/prerender.mjs puts it in the page's HTML,
// the server allows it by its CSP hash). Kept apart from the page so the build and the tests share it.

/** Who a prerendered page is drawn for: signed out (login) or signed in (home, loading). */
export type Audience = 'signed-out' | 'signed-in';

/** A page the build prerenders: its address, the source module of its page (for its chunks) and its audience. */
export interface PrerenderedPage {
  url: string;
  module: string;
  audience: Audience;
  /** the HTML file in the build, relative to dist */
  file: string;
}

const HOME_MODULE = 'src/features/pledge/pages/pledge-home-page.tsx';

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    url: '/pages/login/login',
    module: 'src/features/account/pages/login-page.tsx',
    audience: 'signed-out',
    file: 'pages/login/login.html',
  },
  // The home page as a signed-in member first sees it: its bar, banner and cards, loading. `/` keeps
  // index.html's name free for every other path, so its HTML is home.html.
  { url: '/', module: HOME_MODULE, audience: 'signed-in', file: 'home.html' },
  { url: '/pages/pledge/pledge', module: HOME_MODULE, audience: 'signed-in', file: 'pages/pledge/pledge.html' },
];

/**
 * Before the first paint: the rem scale of runtime/rem.ts (the page is drawn at the phone's width
 * from the start), and the guard. A member the page does not fit (another language than zh-Hans,
 * or signed in on a signed-out page and the other way round) would see the wrong page or language:
 * the page is hidden (`no-shell`) and main.tsx clears it before the app draws theirs.
 */
export function guardScript(audience: Audience): string {
  const misfit = audience === 'signed-out' ? `s.getItem('token')` : `!s.getItem('token')`;
  return [
    `var d=document.documentElement,w=d.clientWidth||innerWidth;d.style.fontSize=(w>960?375:w)/23.4375+'px';`,
    `try{var s=localStorage,l=s.getItem('lang');if((l&&l!=='zh-Hans')||${misfit})d.classList.add('no-shell')}catch(e){}`,
  ].join('');
}

/**
 * The whole start-up script: the guard, then the app's JavaScript (its entry and the page's chunks as
 * module preloads) requested once the page has been drawn (the browser's first-contentful-paint
 * entry), so the network and the phone's main thread carry the page first. A page the guard hid
 * draws nothing for its visitor: its JavaScript is requested at once. After a second without a
 * paint (a tab opened in the background), it is requested anyway. The entry goes first; the preloads
 * follow two to a task: each one the page adds starts a fetch on the main thread, and the home
 * page's 33 in one task held a phone's main thread for 300 ms (Chromium at 4x CPU slowdown) just
 * after its first paint; four to a task still made tasks of 8–13 ms unthrottled, long ones at 4x.
 */
/** How many module preloads the start-up script adds in one task. */
export const PRELOADS_PER_TASK = 2;

export function startUpScript(audience: Audience, entry: string, preloads: readonly string[]): string {
  return (
    `${guardScript(audience)}(function(){var done=0;function go(){if(done)return;done=1;` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s);` +
    `var p=${JSON.stringify(preloads)},i=0;(function add(){p.slice(i,i+=${PRELOADS_PER_TASK}).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});if(i<p.length)setTimeout(add)})()}` +
    `if(d.classList.contains('no-shell'))return go();` +
    `try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go)}).observe({type:'paint',buffered:true})}` +
    `catch(e){requestAnimationFrame(function(){setTimeout(go)})}` +
    `setTimeout(go,1000)})()`
  );
}

/**
 * V8's explicit compile hint: every function of a script that starts with it is compiled with the
 * script, on a background thread while it downloads, instead of on the main thread at its first call.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The scripts that carry the compile hint: the entry, and every script a signed-in page loads at its
 * start that no signed-out page loads. Nearly every function of the home page's scripts runs as it
 * starts, and compiling each at its first call was a good part of the main thread's work after the
 * first paint. The login page starts in short tasks already and its scripts are held to a byte
 * budget: of them, only the entry (shared by every page) carries the hint.
 */
export function compileHinted(entry: string, loadedBy: Readonly<Record<Audience, ReadonlySet<string>>>): string[] {
  return [...new Set([entry, ...loadedBy['signed-in']])].filter((script) => script === entry || !loadedBy['signed-out'].has(script));
}
