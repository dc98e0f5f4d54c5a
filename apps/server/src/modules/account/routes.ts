import {
  ACCOUNT_TEXT,
  changeEmailBody,
  changeNameBody,
  changePasswordBody,
  deleteAccountBody,
  emailPreferencesQuery,
  emailPreferencesResponse,
  languageBody,
  listingBody,
  listingResponse,
  messageResponse,
  paths,
  saveEmailPreferencesBody,
  tokenBody,
  userResponse,
} from '@mx/contract';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestClientKey } from '../../lib/client-address.ts';
import type { AppContext } from '../../lib/context.ts';
import { readerLocale, said, withSaid } from '../../lib/i18n.ts';
import { currentUser } from '../../plugins/access.ts';
import { clearSessionCookie } from '../../plugins/session.ts';
import type { User } from '../auth/current-user.ts';
import { toCurrentUser } from '../auth/current-user.ts';
import { getPreferences, savePreferences, unsubscribe } from '../mail/preferences.ts';
import { profileSummaryOf } from '../mxpert/account-profile.ts';
import { deleteConsumerAccount, deleteMxpertAccount } from './deletion.ts';
import { exportConsumerData, exportMxpertData } from './export.ts';
import { setListingPaused } from './listing.ts';
import { changeLanguage, changeName, changePassword, confirmEmailChange, requestEmailChange } from './settings.ts';

const tags = ['account'];
const signedIn = { access: 'signed-in' as const };
const consumer = { access: ['CONSUMER'] as const };
const mxpert = { access: ['MXPERT'] as const };

/** The one-click unsubscribe route: the only POST without the CSRF check (plugins/security.ts). */
export const ONE_CLICK_UNSUBSCRIBE_ROUTE = '/api/email-preferences/unsubscribe';

const unsubscribeQuery = tokenBody.extend({
  category: z.string({ error: 'Unknown email category' }).max(40, 'Unknown email category').optional(),
});

/** Account settings, export and deletion, the listing pause and e-mail preferences (docs/decisions/059, 060). */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** A change of the account's settings, answered with the signed-in user as it now is. */
  function settingsChange<B extends z.ZodType>(
    method: 'PATCH' | 'PUT',
    url: string,
    config: FastifyContextConfig,
    doc: { summary: string; operationId: string },
    body: B,
    change: (ctx: AppContext, user: User, input: z.infer<B>) => Promise<User>,
  ) {
    r.route({
      method,
      url,
      config,
      schema: { summary: doc.summary, operationId: doc.operationId, tags, body, response: { 200: userResponse } },
      handler: async (request) => ({
        user: await toCurrentUser(
          ctx.db,
          await change(ctx, currentUser(request), request.body as z.infer<B>),
          ctx.config,
          profileSummaryOf,
        ),
      }),
    });
  }

  settingsChange(
    'PATCH',
    '/api/consumer/account',
    consumer,
    { summary: 'Change your name', operationId: 'changeConsumerName' },
    changeNameBody,
    changeName,
  );
  settingsChange(
    'PUT',
    '/api/account/language',
    signedIn,
    { summary: 'Choose the language of your e-mails and signed-in pages', operationId: 'changeLanguage' },
    languageBody,
    changeLanguage,
  );

  r.post(
    '/api/account/password',
    {
      config: signedIn,
      schema: {
        summary: 'Change your password; your other sessions end',
        operationId: 'changePassword',
        tags,
        body: changePasswordBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await changePassword(ctx, currentUser(request), { ...request.body, sessionToken: request.sessionToken });
      return { message: said(request, ACCOUNT_TEXT.passwordChanged) };
    },
  );

  r.post(
    '/api/account/email',
    {
      config: signedIn,
      schema: {
        summary: 'Ask to change your e-mail address; a confirmation goes to the new one',
        operationId: 'requestEmailChange',
        tags,
        body: changeEmailBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await requestEmailChange(ctx, currentUser(request), { ...request.body, clientIp: requestClientKey(request) });
      return { message: said(request, ACCOUNT_TEXT.emailChangeSent) };
    },
  );

  r.post(
    '/api/account/email/confirm',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Confirm a new e-mail address with the token from the e-mail',
        operationId: 'confirmEmailChange',
        tags,
        body: tokenBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await ctx.limiter.consume(`email-change:${requestClientKey(request)}`, ctx.config.rateLimits.login);
      await confirmEmailChange(ctx, request.body.token);
      return { message: said(request, ACCOUNT_TEXT.emailChanged) };
    },
  );

  // Each role's data download (docs/decisions/059): one JSON file, named by the day.
  const exports: {
    url: string;
    config: FastifyContextConfig;
    summary: string;
    operationId: string;
    description: string;
    read: typeof exportConsumerData | typeof exportMxpertData;
  }[] = [
    {
      url: '/api/consumer/account/export',
      config: consumer,
      summary: 'Download everything you sent and received, as one JSON file',
      operationId: 'exportConsumerData',
      description:
        "Everything the product holds about the consumer, as one JSON file to download: the account, their messages and COP requests with their conversations, notifications, e-mail preferences, reviews and consent records, and their published Credit Optimization Plans as their plan pages show them (versions, actions with their ticks, checkpoints, starting and final scores, target, status) with the documents of those plans. No draft, and nothing of anyone else's.",
      read: exportConsumerData,
    },
    {
      // A read: a suspended or paused professional downloads theirs too (the standing guard stops writes only).
      url: '/api/mxpert/account/export',
      config: mxpert,
      summary: 'Download your account, profile, leads, reviews and plans, as one JSON file',
      operationId: 'exportMxpertData',
      description:
        "Everything the product holds about the professional, as one JSON file to download: the account, e-mail preferences and notifications; the profile as stored (every field they edit, the CXID, the approval status and its dates) with a change waiting for review; the messages and COP requests of their inbox as it shows them, with what each client wrote and the contact details they gave, and each conversation's replies; the reviews of them with their public replies; and the plans they wrote, drafts included, as their plan page shows them. Nothing of another professional's, no secrets, no admin notes.",
      read: exportMxpertData,
    },
  ];
  for (const e of exports) {
    r.get(
      e.url,
      { config: e.config, schema: { summary: e.summary, operationId: e.operationId, tags, description: e.description } },
      async (request, reply) => {
        const data = await e.read(ctx.db, currentUser(request), readerLocale(request));
        const day = data.exportedAt.slice(0, 10);
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="mortgagexperts-data-${day}.json"`)
          .send(JSON.stringify(data, null, 2));
      },
    );
  }

  // Deleting one's account, with the password; the session ends with it.
  const deletions: {
    url: string;
    config: FastifyContextConfig;
    summary: string;
    operationId: string;
    remove: typeof deleteConsumerAccount;
  }[] = [
    {
      url: '/api/consumer/account',
      config: consumer,
      summary: 'Delete your account, with your password',
      operationId: 'deleteConsumerAccount',
      remove: deleteConsumerAccount,
    },
    {
      url: '/api/mxpert/account',
      config: { ...mxpert, openToAnyStanding: true },
      summary: 'Delete your professional account, with your password',
      operationId: 'deleteMxpertAccount',
      remove: deleteMxpertAccount,
    },
  ];
  for (const d of deletions) {
    r.delete(
      d.url,
      {
        config: d.config,
        schema: {
          summary: d.summary,
          operationId: d.operationId,
          tags,
          body: deleteAccountBody,
          response: { 200: messageResponse },
        },
      },
      async (request, reply) => {
        await d.remove(ctx, currentUser(request), request.body.password);
        clearSessionCookie(ctx, reply);
        return { message: said(request, ACCOUNT_TEXT.accountDeleted) };
      },
    );
  }

  r.put(
    '/api/mxpert/listing',
    {
      config: mxpert,
      schema: {
        summary: 'Pause your listing in the directory, or list it again',
        operationId: 'setListingPaused',
        tags,
        body: listingBody,
        response: { 200: listingResponse },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      const answer = await ctx.limiter.within(
        `listing:${id}`,
        ctx.config.rateLimits.listingChanges,
        ACCOUNT_TEXT.tooManyListingChanges,
        () => setListingPaused(ctx, id, request.body.paused),
      );
      return withSaid(request, answer);
    },
  );

  r.get(
    '/api/email-preferences',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The e-mail preferences of the address a mail link names',
        operationId: 'getEmailPreferences',
        tags,
        querystring: emailPreferencesQuery,
        response: { 200: emailPreferencesResponse },
      },
    },
    async (request) => getPreferences(ctx.db, request.query.token),
  );

  r.put(
    '/api/email-preferences',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Save the e-mail preferences of the address a mail link names',
        operationId: 'saveEmailPreferences',
        tags,
        body: saveEmailPreferencesBody,
        response: { 200: emailPreferencesResponse },
      },
    },
    async (request) => savePreferences(ctx.db, request.body.token, request.body.preferences),
  );

  // RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` (form-encoded or multipart)
  // to the List-Unsubscribe URL, without cookies or our ajax header. The signed token in the URL is
  // the whole proof; the body is read as text and ignored. Its own scope, so no other route takes
  // form posts.
  await app.register(async (scope) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
    }
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.post(
      ONE_CLICK_UNSUBSCRIBE_ROUTE,
      {
        config: { access: 'public' },
        schema: {
          summary: 'One-click unsubscribe from a mail client (RFC 8058)',
          operationId: 'unsubscribeOneClick',
          tags,
          querystring: unsubscribeQuery,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await unsubscribe(ctx.db, request.query.token, request.query.category);
        return { message: said(request, ACCOUNT_TEXT.unsubscribed) };
      },
    );
    // The same URL opened in a browser (a mail reader without one-click): the preferences page,
    // which changes nothing until the reader chooses (a GET never unsubscribes: link scanners follow them).
    s.get(
      ONE_CLICK_UNSUBSCRIBE_ROUTE,
      {
        config: { access: 'public' },
        schema: {
          summary: 'Open the unsubscribe link in a browser: redirects to the preferences page',
          operationId: 'openUnsubscribeLink',
          tags,
          querystring: unsubscribeQuery,
        },
      },
      async (request, reply) =>
        reply
          .code(303)
          .header('location', `${paths.emailPreferences}?token=${encodeURIComponent(request.query.token)}`)
          .send({ message: ACCOUNT_TEXT.seePreferences }),
    );
  });
}
