import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { PlaceSearchBox } from '../../places/components/place-search-box.tsx';

export default function ConsumerDashboardPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">Welcome, {user?.firstName}</h1>
      <p className="mt-1 text-slate-700">Find a MortgageXpert by ZIP code, city or state.</p>
      <div className="mt-6 max-w-2xl">
        <PlaceSearchBox size="md" onSearch={(text) => navigate(`/mortgageexperts?search=${encodeURIComponent(text)}`)} />
      </div>
    </section>
  );
}
