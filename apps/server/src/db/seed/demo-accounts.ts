/** The demo's named accounts (the README's table and the start-up banner name them) and their password. */
export const DEMO_PASSWORD = 'MxDemo2026!';

export const DEMO_ACCOUNTS = [
  { role: 'ADMIN', email: 'admin@mortgagexperts.test', name: 'Alex Morgan', note: 'admin' },
  {
    role: 'ADMIN',
    email: 'sofia.ramirez@mortgagexperts.test',
    name: 'Sofia Ramirez',
    note: 'admin who prefers Spanish; sets up two-factor sign-in first',
  },
  { role: 'MXPERT', email: 'maria.gonzalez@mortgagexperts.test', name: 'Maria Gonzalez', note: 'approved, California' },
  { role: 'MXPERT', email: 'james.carter@mortgagexperts.test', name: 'James Carter', note: 'approved, Texas' },
  { role: 'MXPERT', email: 'linh.nguyen@mortgagexperts.test', name: 'Linh Nguyen', note: 'approved, New York' },
  { role: 'MXPERT', email: 'robert.miller@mortgagexperts.test', name: 'Robert Miller', note: 'onboarded, pending approval' },
  { role: 'CONSUMER', email: 'emily.johnson@mortgagexperts.test', name: 'Emily Johnson', note: 'consumer' },
] as const;

/** The demo admin who may skip two-factor sign-in outside production (docs/decisions/075). */
export const EXEMPT_DEMO_ADMIN = 'admin@mortgagexperts.test';

/** The demo accounts whose pages and e-mails are in Spanish. */
export const SPANISH_DEMO_ACCOUNTS: readonly string[] = ['sofia.ramirez@mortgagexperts.test'];
