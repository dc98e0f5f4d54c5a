import { paths } from '@mx/contract/paths';
import { LinkButton } from '../../components/ui/button.tsx';

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-2 text-slate-700">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <LinkButton to={paths.home}>Go Home</LinkButton>
        <LinkButton to={paths.directory} variant="secondary">
          Browse MortgageXperts
        </LinkButton>
      </div>
    </section>
  );
}
