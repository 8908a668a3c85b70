// A tiny render for component tests. @testing-library/react is CommonJS and would load the
// workspace root's older React, so tests mount with this app's react-dom directly.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; container: HTMLElement }[] = [];

export async function render(ui: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  await act(async () => root.render(ui));
  return container;
}

export function cleanup(): void {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
}

export function byTestId(container: ParentNode, id: string): HTMLElement {
  const found = container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!found) throw new Error(`no element with data-testid="${id}"`);
  return found;
}
