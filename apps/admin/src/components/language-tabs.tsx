import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { type ContentLanguage, languages } from '../lib/languages';

/**
 * A tab per content language, each holding what `children` gives for it; every tab is rendered from
 * the start, so a form's fields in the tabs not opened are there too (and checked).
 */
export function LanguageTabs({ children }: { children: (language: ContentLanguage) => ReactNode }) {
  return (
    <Tabs
      items={languages.map((lang) => ({
        key: lang.key,
        label: lang.label,
        forceRender: true,
        children: children(lang.key),
      }))}
    />
  );
}
