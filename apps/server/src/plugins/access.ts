import type { Role } from '@mx/contract';
import { TEXT, TWO_FACTOR_TEXT } from '@mx/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { isSecondFactorMissing } from '../modules/auth/second-factor-required.ts';

/**
 * Who may call a route: 'public', any signed-in user ('signed-in'), or a list of roles. Every /api
 * route declares it in `config.access`; the server refuses to start when one does not.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
  /** The route asks for the professional standing check though its access is wider (`config.enforceStanding`). */
  enforcesStanding: boolean;
}

/**
 * Checks `config.access` as a request arrives and records every route for the access matrix. A route
 * open to admins by role answers an admin without two-factor sign-in 403 TWO_FACTOR_REQUIRED
 * (docs/decisions/075); `honourTwoFactorExemption` is false in production.
 */
export function registerAccessControl(
  app: FastifyInstance,
  routes: RegisteredRoute[],
  { honourTwoFactorExemption }: { honourTwoFactorExemption: boolean },
): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, access, enforcesStanding: route.config?.enforceStanding === true });
    }
    if (access === 'public') return;
    // Before the body is parsed or validated: a caller without access learns nothing about the route.
    const guard = async (request: FastifyRequest) => {
      requireAccess(request.user, access);
      if (access !== 'signed-in' && isSecondFactorMissing(request.user, honourTwoFactorExemption)) {
        throw new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_TEXT.required);
      }
    };
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...[existing].flat()] : [guard];
  });
}

export function requireAccess(user: User | null, access: Access): asserts user is User {
  if (access === 'public') return;
  if (!user) throw new AppError('UNAUTHORIZED', TEXT.authenticationRequired);
  if (access !== 'signed-in' && !access.includes(user.role)) throw new AppError('FORBIDDEN', TEXT.forbidden);
}

/** The signed-in user of a route whose access already guarantees one. */
export function currentUser(request: FastifyRequest): User {
  const user = request.user;
  if (!user) throw new AppError('UNAUTHORIZED', TEXT.authenticationRequired);
  return user;
}
