// antd-mobile's default overlay render (rc-util's legacy ReactDOM.render, with its Babel runtime)
// cannot work on React 19 and is never used: the app sets its own render when it starts
// (runtime/overlay-render.ts). This stands in for it so the first page does not carry it.
export function render(): never {
  throw new Error('antd-mobile overlays render through the hook set in runtime/overlay-render.ts');
}

export async function unmount(): Promise<void> {}
