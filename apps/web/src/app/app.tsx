import { QueryClientContext } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useLoadedQueryClient } from '../lib/query-client-loader.ts';
import { router } from './router.tsx';

/**
 * The router inside the query client's context. The client arrives with the first page or part of a
 * page that needs it (lib/query-client-loader.ts); the context then changes value, nothing remounts.
 */
export function App() {
  const queryClient = useLoadedQueryClient();
  return (
    <QueryClientContext.Provider value={queryClient}>
      <RouterProvider router={router} />
    </QueryClientContext.Provider>
  );
}
