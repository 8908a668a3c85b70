import { type ContentPage, type ContentPageKey, contentApi } from '@mcc/contract/content';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../runtime/request';
import { queryRoots } from './query-keys';

/** A content page in the app's language (public: registration shows it before sign-in). */
export function useContentPage(key: ContentPageKey) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...queryRoots.content, key, i18n.language],
    queryFn: (): Promise<ContentPage> => call(contentApi.page, { key }, { silent: true }),
  });
}
