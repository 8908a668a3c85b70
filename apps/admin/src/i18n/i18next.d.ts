// Typed translations: `t()` takes only keys that exist in the zh-Hans source (and English has the
// same keys, i18n.test.ts), so a mistyped key fails type-checking instead of showing the key.
import 'i18next';
import type { Messages } from './messages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
