// antd-mobile 5 renders its imperative pieces (Dialog.confirm and friends) with the legacy
// ReactDOM.render, which React 19 removed; this hands it createRoot instead (antd-mobile's own
// documented React 19 adapter).
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

export function setUpAntdForReact19(): void {
  unstableSetRender((node, container) => {
    const root = roots.get(container) ?? createRoot(container);
    roots.set(container, root);
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
