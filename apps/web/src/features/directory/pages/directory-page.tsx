import { useNavigate, useSearchParams } from 'react-router';
import { PlaceSearchBox } from '../../places/components/place-search-box.tsx';

/** The directory (spec section 2). Results arrive with the directory API. */
export default function DirectoryPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.get('search');
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="max-w-2xl">
        <PlaceSearchBox
          size="md"
          initialValue={search ?? ''}
          onSearch={(text) => navigate(`/mortgageexperts?search=${encodeURIComponent(text)}`)}
        />
      </div>
      <h1 className="mt-10 text-2xl font-bold text-slate-900">Search for MortgageXperts in your area</h1>
      <p className="mt-2 text-slate-700">No results found, please use the search on the homepage</p>
    </section>
  );
}
