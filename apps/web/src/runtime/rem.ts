/** Design width the rem scale is drawn for, and the widest viewport that still scales. */
export const DESIGN_WIDTH = 375;
export const MAX_SCALED_WIDTH = 960;
const DIVISOR = 23.4375;

/** Root font size in px: viewport width / 23.4375, falling back to the 375 base above 960 px. */
export function rootFontSize(viewportWidth: number): number {
  const width = viewportWidth > MAX_SCALED_WIDTH ? DESIGN_WIDTH : viewportWidth;
  return width / DIVISOR;
}

export function applyRootFontSize(win: Window = window): () => void {
  const apply = () => {
    // The layout viewport: a pinch-zoom magnifies the page without changing it, so the layout holds.
    const width = win.document.documentElement.clientWidth || win.innerWidth;
    win.document.documentElement.style.fontSize = `${rootFontSize(width)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
  return () => {
    win.removeEventListener('resize', apply);
    win.removeEventListener('orientationchange', apply);
  };
}
