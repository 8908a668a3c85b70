import { Toast, unstableSetRender } from 'antd-mobile';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ToastView } from './toast';

// antd-mobile 5 renders its imperative overlays with the legacy ReactDOM.render, which React 19
// removed: without this hook Toast.show draws nothing.
const roots = new WeakMap<Element | DocumentFragment, Root>();
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

export const antdToastView: ToastView = {
  show({ content, icon, duration, mask }) {
    Toast.show({
      content,
      icon: icon === 'none' ? undefined : icon === 'error' ? 'fail' : icon,
      duration,
      maskClickable: !mask,
    });
  },
  clear() {
    Toast.clear();
  },
};
