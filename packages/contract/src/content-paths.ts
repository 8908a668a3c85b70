import type { ContentPageKey } from './content';

// Where members read each content page in the members' app: its route table and the console's
// content pages list take the address from here, so the address an operator copies opens the page.

export const contentPagePaths: Record<ContentPageKey, string> = {
  agreement: '/pages/about/agreement',
  privacy: '/pages/about/privacy',
};
