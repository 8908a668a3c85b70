// A table wider than the screen scrolls sideways inside its own box. Keyboard users reach that box
// only if it can take focus, so every such box gets tabindex 0 (and loses it when it fits again).

const SCROLLERS = '.ant-table-content, .ant-table-body';

function mark(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const scrolls = el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight;
    if (scrolls && el.tabIndex !== 0) el.tabIndex = 0;
    else if (!scrolls && el.hasAttribute('tabindex')) el.removeAttribute('tabindex');
  }
}

/** Keeps scrolling table boxes focusable while the app runs. */
export function keepScrollRegionsFocusable(): void {
  let queued = false;
  const check = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      mark(document);
    });
  };
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', check);
  check();
}
