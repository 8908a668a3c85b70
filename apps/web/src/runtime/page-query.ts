import { useSearchParams } from 'react-router';

export interface PageQuery {
  id: string | null;
  /** `id` as a record's number (1 to 15 digits, above 0), or null when it is not one */
  recordId: number | null;
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

/** A record's number from the query: 1 to 15 digits and above 0, else null. */
export function recordId(id: string | null): number | null {
  return id !== null && /^\d{1,15}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

export function parsePageQuery(params: URLSearchParams): PageQuery {
  return {
    id: params.get('id'),
    recordId: recordId(params.get('id')),
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
