import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <main data-testid="console-root">MCC Console</main>
    </StrictMode>,
  );
}
