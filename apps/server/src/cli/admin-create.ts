import { emailAddress, newPassword, personName } from '@mx/contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { users } from '../db/schema.ts';
import { hashPassword, isCommonPassword } from '../lib/passwords.ts';
import { deleteUserSessions } from '../modules/auth/sessions.ts';
import { resetAdminTwoFactor } from '../modules/two-factor/admin-reset.ts';
import { parseArgs } from './args.ts';

const input = z.object({
  email: emailAddress(),
  password: newPassword,
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(101),
});

const resetInput = z.object({ email: emailAddress() });

const USAGE = [
  'Usage: npm run admin:create -- --email E --password P --name "First Last"',
  '       npm run admin:create -- --email E --reset-two-factor',
].join('\n');

/**
 * npm run admin:create -- --email E --password P --name N: creates an admin, or resets one.
 * With --reset-two-factor: turns an admin's two-factor sign-in off (a lost phone and recovery codes);
 * the admin area stays closed until they set it up again.
 */
async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args['reset-two-factor'] === 'true') return resetTwoFactorOf(args);
  const parsed = input.safeParse(args);
  if (!parsed.success) {
    console.error(USAGE);
    for (const issue of parsed.error.issues) console.error(`  ${issue.path.join('.')}: ${issue.message}`);
    process.exit(2);
  }
  const { email, password, name } = parsed.data;
  if (isCommonPassword(password)) {
    console.error('That password is one of the most common ones. Choose another.');
    process.exit(2);
  }
  const [firstName = name, ...rest] = name.split(/\s+/);
  const lastName = rest.join(' ') || firstName;
  const nameCheck = z
    .object({ f: personName('First name'), l: personName('Last name') })
    .safeParse({ f: firstName, l: lastName });
  if (!nameCheck.success) {
    console.error(nameCheck.error.issues[0]?.message);
    process.exit(2);
  }

  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const passwordHash = await hashPassword(password);
    const action = await database.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(users.email, email));
      if (existing && existing.role !== 'ADMIN') {
        throw new Error(`${email} belongs to a ${existing.role} account; use another e-mail address for the admin.`);
      }
      if (existing) {
        await tx
          .update(users)
          .set({
            passwordHash,
            firstName,
            lastName,
            name,
            isActive: true,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, existing.id));
        await deleteUserSessions(tx, existing.id);
        return 'updated';
      }
      await tx
        .insert(users)
        .values({ email, passwordHash, firstName, lastName, name, role: 'ADMIN', emailVerifiedAt: new Date() });
      return 'created';
    });
    console.log(`Admin ${email} ${action}.`);
  } finally {
    await database.close();
  }
}

async function resetTwoFactorOf(args: Record<string, string>): Promise<void> {
  const parsed = resetInput.safeParse(args);
  if (!parsed.success) {
    console.error(USAGE);
    for (const issue of parsed.error.issues) console.error(`  ${issue.path.join('.')}: ${issue.message}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const reset = await resetAdminTwoFactor(database.db, parsed.data.email);
    if (!reset) {
      console.error(`${parsed.data.email} is not an admin account.`);
      process.exitCode = 1;
      return;
    }
    console.log(`Two-factor sign-in of admin ${parsed.data.email} reset: they set it up again at their next sign-in.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : (err as Error).message);
  process.exit(1);
});
