import { useSearchParams } from 'react-router';

export interface PageQuery {
  id: string | null;
  /** 1 when absent or not a positive whole number */
  page: number;
  /** 1 when absent or not a positive whole number */
  level: number;
  get(name: string): string | null;
}

function positive(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export function parsePageQuery(params: URLSearchParams): PageQuery {
  return {
    id: params.get('id'),
    page: positive(params.get('page')),
    level: positive(params.get('level')),
    get: (name) => params.get(name),
  };
}

/** The query parameters passed to the page, with the seed's defaults (page 1, level 1). */
export function usePageQuery(): PageQuery {
  const [params] = useSearchParams();
  return parsePageQuery(params);
}
