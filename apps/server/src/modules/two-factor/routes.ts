import {
  loginTwoFactorBody,
  messageResponse,
  TWO_FACTOR_TEXT,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnableResponse,
  twoFactorSetupBody,
  twoFactorSetupResponse,
  userResponse,
} from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestClientKey } from '../../lib/client-address.ts';
import type { AppContext } from '../../lib/context.ts';
import { said } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/access.ts';
import { findAccount } from '../auth/accounts.ts';
import { toCurrentUser } from '../auth/current-user.ts';
import { startSession } from '../auth/login.ts';
import { completeSignIn, readPendingSignIn, rememberBrowser } from '../auth/sign-in-cookies.ts';
import { profileSummaryOf } from '../mxpert/account-profile.ts';
import { checkSignInCode, disableTwoFactor, enableTwoFactor, setUpTwoFactor } from './two-factor.ts';

const tags = ['account'];
const signedIn = { access: 'signed-in' as const };

/** Two-factor sign-in (docs/decisions/075): the settings' set-up, enable and disable, and the sign-in's second step. */
export function twoFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/account/two-factor/setup',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Start setting up two-factor sign-in',
        description:
          'Needs the current password. Answers a new TOTP secret and its otpauth:// URL for a QR code; not in force until enabled. The secret is never answered again.',
        operationId: 'setUpTwoFactor',
        body: twoFactorSetupBody,
        response: { 200: twoFactorSetupResponse },
      },
    },
    async (request) => setUpTwoFactor(ctx, currentUser(request), request.body.password),
  );

  r.post(
    '/api/account/two-factor/enable',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on',
        description: 'A code of the secret from the set-up turns it on; answers ten single-use recovery codes, shown this once.',
        operationId: 'enableTwoFactor',
        body: twoFactorEnableBody,
        response: { 200: twoFactorEnableResponse },
      },
    },
    async (request) => ({ recoveryCodes: await enableTwoFactor(ctx, currentUser(request), request.body.code) }),
  );

  r.post(
    '/api/account/two-factor/disable',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off',
        description: 'Needs the current password and a code (TOTP or recovery). Revokes every remembered browser.',
        operationId: 'disableTwoFactor',
        body: twoFactorDisableBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await disableTwoFactor(ctx, currentUser(request), request.body);
      return { message: said(request, TWO_FACTOR_TEXT.turnedOff) };
    },
  );

  r.post(
    '/api/auth/login/two-factor',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Complete a sign-in with the second factor',
        description:
          'After POST /api/auth/login answered { twoFactorRequired: true } in this browser (within 5 minutes): a TOTP code or an unused recovery code sets the session. rememberBrowser: no code asked in this browser for 30 days.',
        operationId: 'loginTwoFactor',
        body: loginTwoFactorBody,
        response: { 200: userResponse },
      },
    },
    async (request, reply) => {
      const pending = await readPendingSignIn(ctx, request, (id) => findAccount(ctx.db, id));
      const user = await checkSignInCode(ctx, pending, request.body.code);
      const session = await startSession(ctx, user, requestClientKey(request));
      await completeSignIn(ctx, request, reply, { user, session });
      if (request.body.rememberBrowser) rememberBrowser(ctx, reply, user);
      return { user: await toCurrentUser(ctx.db, user, ctx.config, profileSummaryOf) };
    },
  );
}
