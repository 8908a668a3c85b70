import { t } from '../i18n/i18n';

/** A paged list as every console list call answers it. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  has_more: boolean;
}

/** Table pagination for a paged answer (the server's page size, no size changer). */
export function tablePagination(data: { total: number; page: number; limit: number } | undefined, onChange: (page: number) => void) {
  return {
    current: data?.page ?? 1,
    pageSize: data?.limit ?? 20,
    total: data?.total ?? 0,
    showSizeChanger: false,
    showTotal: (total: number) => t('common.total', { total }),
    onChange,
  };
}
