import { QueryClient } from '@tanstack/react-query';

// The request layer already toasts failures, so queries do not retry behind the member's back;
// a pull-down or a revisit fetches again.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 15_000 },
    mutations: { retry: false },
  },
});
