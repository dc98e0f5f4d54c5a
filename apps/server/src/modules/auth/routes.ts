import {
  emailOnlyBody,
  loginBody,
  loginResponse,
  messageResponse,
  registerConsumerBody,
  registerMxpertBody,
  resetPasswordBody,
  TEXT,
  userResponse,
  verifyEmailQuery,
} from '@mx/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestClientKey } from '../../lib/client-address.ts';
import type { AppContext } from '../../lib/context.ts';
import { said } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/access.ts';
import { clearSessionCookie } from '../../plugins/session.ts';
import { type ProfileSummaryReader, toCurrentUser } from './current-user.ts';
import { login } from './login.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { type NewAccount, type ProfessionalSignUp, registerAccount } from './registration.ts';
import { deleteSession } from './sessions.ts';
import { completeSignIn, deviceOf, isRememberedBrowser, setPendingSignIn } from './sign-in-cookies.ts';
import { resendVerification, verifyEmail } from './verification.ts';

const tags = ['auth'];

/**
 * What the auth routes ask of the modules above auth, passed in by the caller: a professional's
 * sign-up creates the profile and tells the admins; the signed-in user shows the profile's summary.
 */
export interface AuthRouteDeps extends ProfessionalSignUp {
  profileSummaryOf: ProfileSummaryReader;
}

/** Sign-in, sign-up and their e-mails. */
export function authRoutes(app: FastifyInstance, ctx: AppContext, deps: AuthRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Answers the user and sets the session cookie; with two-factor sign-in on, answers { twoFactorRequired: true } and sets no session: POST /api/auth/login/two-factor completes it.',
        operationId: 'login',
        body: loginBody,
        response: { 200: loginResponse },
      },
    },
    async (request, reply) => {
      const result = await login(ctx, {
        email: request.body.email,
        password: request.body.password,
        clientIp: requestClientKey(request),
        device: deviceOf(ctx, request, request.body.email),
        isRememberedBrowser: (user) => isRememberedBrowser(ctx, request, user),
      });
      if (!('session' in result)) {
        setPendingSignIn(ctx, reply, result.user);
        return { twoFactorRequired: true as const };
      }
      await completeSignIn(ctx, request, reply, result);
      return { user: await toCurrentUser(ctx.db, result.user, ctx.config, deps.profileSummaryOf) };
    },
  );

  // Registering as a professional or as a client: the same answer, each with its own body.
  const registrations = {
    MXPERT: {
      url: '/api/auth/register',
      summary: 'Register as a professional; a verification e-mail follows',
      operationId: 'registerMxpert',
      body: registerMxpertBody,
    },
    CONSUMER: {
      url: '/api/auth/register-consumer',
      summary: 'Register as a home buyer; a verification e-mail follows',
      operationId: 'registerConsumer',
      body: registerConsumerBody,
    },
  } as const;
  for (const role of ['MXPERT', 'CONSUMER'] as const) {
    const { url, summary, operationId, body } = registrations[role];
    r.post(
      url,
      { config: { access: 'public' }, schema: { summary, operationId, tags, body, response: { 201: messageResponse } } },
      async (request, reply) => {
        // The body is the role's own (the table pairs them).
        const account = { role, ...request.body } as NewAccount;
        const message = await registerAccount(ctx, { account, clientIp: requestClientKey(request), professionalSignUp: deps });
        return reply.code(201).send({ message: said(request, message) });
      },
    );
  }

  r.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign out: ends the session and clears its cookie',
        operationId: 'logout',
        tags,
        response: { 200: messageResponse },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) await deleteSession(ctx.db, request.sessionToken);
      clearSessionCookie(ctx, reply);
      return { message: said(request, TEXT.loggedOut) };
    },
  );

  r.get(
    '/api/auth/me',
    {
      config: { access: 'signed-in' },
      schema: { summary: 'The signed-in user', operationId: 'getCurrentUser', tags, response: { 200: userResponse } },
    },
    async (request) => ({ user: await toCurrentUser(ctx.db, currentUser(request), ctx.config, deps.profileSummaryOf) }),
  );

  r.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Ask for a password-reset e-mail',
        operationId: 'forgotPassword',
        tags,
        body: emailOnlyBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({
      message: said(request, await requestPasswordReset(ctx, { email: request.body.email, clientIp: requestClientKey(request) })),
    }),
  );

  r.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Set a new password with the token from the reset e-mail',
        operationId: 'resetPassword',
        tags,
        body: resetPasswordBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({
      message: said(
        request,
        await resetPassword(ctx, {
          token: request.body.token,
          password: request.body.password,
          clientIp: requestClientKey(request),
        }),
      ),
    }),
  );

  r.post(
    '/api/auth/resend-verification',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Send the verification e-mail again',
        operationId: 'resendVerification',
        tags,
        body: emailOnlyBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({
      message: said(request, await resendVerification(ctx, { email: request.body.email, clientIp: requestClientKey(request) })),
    }),
  );

  r.get(
    '/api/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Verify an e-mail address with the token from the e-mail',
        operationId: 'verifyEmail',
        tags,
        querystring: verifyEmailQuery,
        response: { 200: messageResponse },
      },
    },
    async (request) => ({ message: said(request, await verifyEmail(ctx, request.query.token)) }),
  );
}
