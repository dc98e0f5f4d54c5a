import { ADMIN_OPS_TEXT, ONBOARDING_TEXT } from '@mx/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mxpertProfiles } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import type { AppContext } from '../lib/context.ts';
import type { Access } from './access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write of the professional area that a suspended or rejected professional may still make
     * (docs/decisions/083): deleting the account, marking a client's replies read. Every other one
     * answers them 409.
     */
    openToAnyStanding?: true;
    /**
     * A write open to every signed-in account that a suspended or rejected professional may not make
     * either (reporting a published review): the standing check runs as on the professional area's.
     */
    enforceStanding?: true;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a route with this method and declared access is a write a professional's standing governs:
 * one of the professional area (its access names MXPERT), or one that says so with `enforceStanding`.
 */
export function isProfessionalWrite(method: string, access: Access | undefined, enforceStanding?: boolean): boolean {
  if (READS.has(method)) return false;
  return (Array.isArray(access) && access.includes('MXPERT')) || enforceStanding === true;
}

/**
 * A suspended or rejected professional changes nothing (docs/decisions/083): every write route of
 * the professional area (its declared access names MXPERT) answers 409 with a sentence saying why,
 * before the body is read, unless the route opens itself with `config.openToAnyStanding`. Runs after
 * the access check, so a visitor without access still gets 401 or 403. A new route is covered by
 * being declared, not by remembering a call.
 */
export function registerProfessionalStanding(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.config?.openToAnyStanding) return;
    const methods = [route.method].flat();
    if (!methods.some((method) => isProfessionalWrite(method, route.config?.access, route.config?.enforceStanding))) return;
    const guard = async (request: FastifyRequest) => {
      if (request.user?.role !== 'MXPERT' || READS.has(request.method)) return;
      const [profile] = await ctx.db
        .select({ status: mxpertProfiles.approvalStatus })
        .from(mxpertProfiles)
        .where(eq(mxpertProfiles.userId, request.user.id));
      if (profile?.status === 'suspended') throw new AppError('CONFLICT', ADMIN_OPS_TEXT.suspendedCannotAct);
      if (profile?.status === 'rejected') throw new AppError('CONFLICT', ONBOARDING_TEXT.rejected);
    };
    const existing = route.onRequest;
    route.onRequest = existing ? [...[existing].flat(), guard] : [guard];
  });
}
