import { paths } from '@mx/contract/paths';
import { useRouteError } from 'react-router';
import { Button, LinkButton } from '../../components/ui/button.tsx';

/** Last resort when a page fails to render or its code cannot load (for example after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-slate-700">An error occurred. Please try again.</p>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <LinkButton to={paths.home} variant="secondary">
          Go Home
        </LinkButton>
      </div>
    </main>
  );
}
