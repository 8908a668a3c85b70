import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// antd-mobile 5 draws its imperative overlays (Toast, Dialog.confirm, Modal.show…) with the legacy
// ReactDOM.render, which React 19 removed: without this hook they draw nothing. It is set once when
// the app starts, so whichever overlay a page session shows first (a toast or a confirm) works.
const roots = new WeakMap<Element | DocumentFragment, Root>();

export function setUpOverlayRender(): void {
  unstableSetRender((node: ReactNode, container: Element | DocumentFragment) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      await Promise.resolve();
      root.unmount();
      roots.delete(container);
    };
  });
}
