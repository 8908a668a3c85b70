import { afterEach } from 'vitest';
import { loadMemberTexts } from './i18n/i18n';
import { cleanup } from './test-render';

// Component tests draw signed-in pages' parts directly, outside the page loader that loads their texts.
await loadMemberTexts();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
