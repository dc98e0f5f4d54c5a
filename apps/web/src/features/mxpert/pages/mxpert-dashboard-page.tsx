import { useAuth } from '../../../lib/auth.tsx';

export default function MxpertDashboardPage() {
  const { user } = useAuth();
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      <p className="mt-1 text-slate-700">Welcome, {user?.firstName}.</p>
    </section>
  );
}
