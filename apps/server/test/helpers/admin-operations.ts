import type { Database } from '../../src/db/client.ts';
import { profileChanges } from '../../src/db/schema.ts';
import { createMxpert, createPartner, createSupportRequest, createUser } from './factories.ts';

/** An approved professional's new company name, held for an admin's review. */
export async function heldIdentityChange(db: Database): Promise<string> {
  const { profile } = await createMxpert(db);
  const old = { fullName: profile.fullName, nmlsId: profile.nmlsId, companyName: profile.companyName };
  const [row] = await db
    .insert(profileChanges)
    .values({ mxpertProfileId: profile.id, oldValues: old, newValues: { ...old, companyName: 'Renamed Lending' } })
    .returning();
  if (!row) throw new Error('heldIdentityChange: no row');
  return row.id;
}

/**
 * What the admins' operations act on, each in the state its operation starts from: professionals
 * to suspend and to reinstate, identity changes to approve and to decline, consumer accounts to
 * deactivate, to reactivate and to verify, a support request and a partner lender.
 */
export async function adminOperationTargets(db: Database) {
  return {
    toSuspend: (await createMxpert(db)).profile.id,
    toReinstate: (await createMxpert(db, { approvalStatus: 'suspended', suspensionReason: 'License expired' })).profile.id,
    changeToApprove: await heldIdentityChange(db),
    changeToDecline: await heldIdentityChange(db),
    toDeactivate: (await createUser(db, 'CONSUMER')).id,
    toReactivate: (await createUser(db, 'CONSUMER', { isActive: false })).id,
    unverified: (await createUser(db, 'CONSUMER', { verified: false })).id,
    supportRequest: (await createSupportRequest(db)).id,
    partner: (await createPartner(db)).id,
  };
}
