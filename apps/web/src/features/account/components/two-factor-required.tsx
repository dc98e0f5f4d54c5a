import { TwoFactorSection } from './two-factor-section.tsx';

/** What every admin page shows until the admin has turned on two-factor sign-in. */
export function TwoFactorRequiredPage() {
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Set up two-factor sign-in</h1>
        <p className="mt-1 text-slate-700">
          Admins read consumers' financial information: the admin area opens once your account asks for a code from your phone at
          every sign-in.
        </p>
      </header>
      <TwoFactorSection />
    </section>
  );
}
