import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { and, type SQL } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { proxyTrust } from './lib/client-address.ts';
import type { AppContext } from './lib/context.ts';
import { loggerOptions } from './lib/logger.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import { requestIdGenerator, runWithRequestId } from './lib/request-id.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import type { Storage } from './lib/storage/storage.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { consumerRoutes } from './modules/consumer/routes.ts';
import { conversationRoutes } from './modules/conversations/routes.ts';
import { devMailboxRoutes } from './modules/dev/routes.ts';
import { followDirectoryChanges } from './modules/directory/directory-changes.ts';
import { directoryRoutes } from './modules/directory/routes.ts';
import { LiveHub } from './modules/events/hub.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { receivedLeadCounts } from './modules/leads/counts.ts';
import { leadInboxRoutes } from './modules/leads/inbox-routes.ts';
import { notAboutDeletedLead } from './modules/leads/notification-links.ts';
import { leadSubmissionRoutes } from './modules/leads/submission-routes.ts';
import { configureMail } from './modules/mail/identity.ts';
import type { MailTransport } from './modules/mail/outbox.ts';
import { type AppMetrics, createAppMetrics } from './modules/metrics/metrics.ts';
import { registerMetrics } from './modules/metrics/routes.ts';
import { createProfile, profileSummaryOf } from './modules/mxpert/account-profile.ts';
import { mxpertRoutes } from './modules/mxpert/routes.ts';
import { notifyAdminsOfNewProfessional } from './modules/notifications/notify.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { onboardingRoutes } from './modules/onboarding/routes.ts';
import { partnerRoutes } from './modules/partners/routes.ts';
import { placesRoutes } from './modules/places/routes.ts';
import { planDocumentRoutes } from './modules/plans/document-routes.ts';
import { notAboutDeletedLeadsPlan, planIdsOfLeads } from './modules/plans/plan-leads.ts';
import { planRoutes } from './modules/plans/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { twoFactorRoutes } from './modules/two-factor/routes.ts';
import { type RegisteredRoute, registerAccessControl } from './plugins/access.ts';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerProfessionalStanding } from './plugins/professional-standing.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSessions, sessionCookieName } from './plugins/session.ts';
import { registerWeb } from './plugins/web.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  limiter: RateLimiter;
  mail: MailTransport;
  /** Uploaded files; by default the one the configuration names, closed with the app. */
  storage?: Storage;
  /** A pino logger or logger options; defaults to the configured level. */
  logger?: FastifyServerOptions['loggerInstance'];
  /** Where the configured logger writes instead of stdout (tests that read the log lines). */
  logStream?: { write(line: string): void };
  webDistDir?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every /api route with its declared access, for the access-control matrix. */
    apiRoutes: RegisteredRoute[];
    /** Every route the server registers (pages, files, sitemaps, docs, health and the API), by method and URL. */
    allRoutes: { method: string; url: string }[];
    /** This instance's event streams (GET /api/events). */
    liveHub: LiveHub;
    /** Requests, job queues, outbox and pool, for GET /metrics here or on METRICS_PORT. */
    metrics: AppMetrics;
  }
}

/** Builds the app: plugins, routes and the error handler. Starts nothing and listens nowhere. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(config.logLevel, deps.logStream) }),
    genReqId: requestIdGenerator(config.trustProxy !== false),
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }) as unknown as FastifyInstance;

  configureMail(config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const storage = deps.storage ?? createStorage(config);
  if (!deps.storage) app.addHook('onClose', async () => storage.close());
  const ctx: AppContext = { config, db: deps.database.db, limiter: deps.limiter, mail: deps.mail, storage, log: app.log };
  const apiRoutes: RegisteredRoute[] = [];
  app.decorate('ctx', ctx);
  app.decorate('apiRoutes', apiRoutes);
  const allRoutes: { method: string; url: string }[] = [];
  app.decorate('allRoutes', allRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) allRoutes.push({ method, url: route.url });
  });

  // First of all hooks: what runs for the request from here on logs under its id.
  app.addHook('onRequest', (request, _reply, done) => runWithRequestId(request.id, done));
  // The event streams' hub is made further down; the gauge asks it at each scrape.
  const metrics = createAppMetrics(deps.database, app.log, () => (app.hasDecorator('liveHub') ? app.liveHub.size : 0));
  app.decorate('metrics', metrics);
  registerMetrics(app, metrics, config);

  followDirectoryChanges(app, ctx, deps.database);
  registerErrorHandler(app);
  await registerSecurity(app, config);
  // Dynamic answers (JSON, the page HTML); built assets are served precompressed.
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 1024 });
  await app.register(cookie);
  registerSessions(app, ctx);
  registerAccessControl(app, apiRoutes, { honourTwoFactorExemption: !config.isProduction });
  registerProfessionalStanding(app, ctx);
  if (config.apiDocs) await registerOpenApi(app, config.publicUrl, sessionCookieName(ctx));

  healthRoutes(app, deps.database);
  authRoutes(app, ctx, { createProfile, noticeNewProfessional: notifyAdminsOfNewProfessional, profileSummaryOf });
  // The professional's bell leaves out what is about a lead they deleted, and about its plan.
  notificationRoutes(app, ctx, and(notAboutDeletedLead(), notAboutDeletedLeadsPlan()) as SQL);
  await onboardingRoutes(app, ctx);
  mxpertRoutes(app, ctx, receivedLeadCounts);
  leadInboxRoutes(app, ctx, planIdsOfLeads);
  placesRoutes(app);
  directoryRoutes(app, ctx);
  leadSubmissionRoutes(app, ctx);
  consumerRoutes(app, ctx);
  conversationRoutes(app, ctx, planIdsOfLeads);
  planRoutes(app, ctx);
  await planDocumentRoutes(app, ctx);
  await accountRoutes(app, ctx);
  twoFactorRoutes(app, ctx);
  adminRoutes(app, ctx);
  await partnerRoutes(app, ctx);
  reportRoutes(app, ctx);
  supportRoutes(app, ctx);
  reviewRoutes(app, ctx);
  devMailboxRoutes(app, ctx);
  seoRoutes(app, ctx);

  const liveHub = new LiveHub({ db: ctx.db, config, log: app.log, listen: deps.database.listen });
  app.decorate('liveHub', liveHub);
  eventRoutes(app, liveHub);
  liveHub.start();
  // Before the server stops taking connections: open streams end, so their clients reconnect elsewhere.
  app.addHook('preClose', async () => liveHub.stop());

  await registerWeb(app, ctx, deps.webDistDir ?? config.webDistDir);
  return app;
}
