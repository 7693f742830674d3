import { ACADEMY_ASSETS_FOLDER, ACADEMY_CLIENT_ROUTE_PATTERNS } from '../common/academy/routes';
import { CLIENT_ROUTE_PATTERNS } from '../common/routes';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAYMENT_API } from '../common/schemas/payments';
import { NOTIFICATIONS_API } from '../common/schemas/notifications';
// Issue 12, digest part.
import { FAMILY_DIGEST_API } from '../common/schemas/family-digest';
import familyDigest from './modules/family-digest/plugin';
import chatJobs from './modules/chat/plugin';
import rooms from './modules/rooms/plugin';
import { contributionRoutes } from './modules/rooms/contribution-routes';
import { publishRoutes } from './modules/rooms/publish-routes';
import { roomViewRoutes } from './modules/rooms/room-view-routes';
import { sessionRoutes } from './modules/rooms/session-routes';
import { roomsTestClockRoutes } from './modules/rooms/test-clock';
import { chatRoutes } from './modules/chat/routes';
import { chatTestClockRoutes, storedChatClock } from './modules/chat/test-clock';
import { familyDigestRoutes } from './modules/family-digest/routes';
import { migrateFiles } from './db/migrate-files';
import { createStorage } from './adapters/storage/create-storage';
import { s3Settings } from './adapters/storage/config';
import { filesRoutes } from './adapters/storage/routes';
import type { FileStorage } from './adapters/storage/storage';
import email from './adapters/email/plugin';
import translation from './adapters/translation/plugin';
import { translationSettings } from './adapters/translation/config';
import type { AppConfig } from './config';
import { fastifyTrustProxy } from './trust-proxy-config';
import { academyAuthRoutes } from './modules/academy-auth/routes';
import { authRoutes } from './modules/auth/routes';
import guides from './modules/guides/plugin';
import fulfilment from './modules/fulfilment/plugin';
import { orderRoutes } from './modules/fulfilment/routes';
import { activitiesRoutes } from './modules/activities/routes';
import { classroomRoutes } from './modules/classroom/routes';
import { overviewRoutes } from './modules/overview/routes';
import { publishingRoutes } from './modules/publishing/routes';
import { bookPagesRoutes } from './modules/publishing/book-pages-routes';
import { projectRoutes } from './modules/projects/plugin';
import type { LiveTimer } from './live/live-timer';
import liveStreams from './live/live-streams';
import liveChannel from './plugins/live-channel';
import { adminRoutes } from './modules/admin/routes';
import { avatarRoutes } from './modules/avatar/routes';
import { familyRoutes } from './modules/family/routes';
import privacy from './modules/privacy/plugin';
import media from './modules/media/plugin';
import { mediaRoutes } from './modules/media/routes';
import { activityVideoRoutes } from './modules/media/activity-video-routes';
import store from './modules/store/plugin';
import { privacyRoutes } from './modules/privacy/routes';
import { rosterRoutes } from './modules/roster/routes';
import { accountRoutes } from './modules/account/routes';
import notificationEmail from './modules/notifications/plugin';
import { notificationRoutes } from './modules/notifications/routes';
import uploads from './modules/uploads/plugin';
import { uploadLimitsOf } from './modules/uploads/config';
import { uploadsRoutes } from './modules/uploads/routes';
import { UPLOADS_API } from '../common/schemas/uploads';
import { healthRoutes } from './modules/health/routes';
import { demoVideoFfmpegPath, seedDemoData } from './modules/demo/seed';
import { storeRoutes } from './modules/store/routes';
// staff-desk (issue 12)
import { staffDeskRoutes } from './modules/staff-desk/routes';
// Issue 16, point 6: the staff billing desk.
import { billingDeskRoutes } from './modules/billing-desk/routes';
import { workbookPackRoutes } from './modules/workbook-packs/routes';
import { billingDocumentRoutes } from './modules/billing-documents/routes';
import { schoolBillingRoutes } from './modules/billing-school/routes';
import { remittanceOf } from './modules/billing-documents/remittance';
import { workbookLicenceRoutes } from './modules/workbook-licences/routes';
import { accountWorkbookRoutes } from './modules/workbook-licences/billing-routes';
import { parsePackKeys } from './modules/workbook-packs/verify-pack';
import rateLimitStore from './plugins/rate-limit-store';
import payments from './adapters/payments/plugin';
import billingProvider from './adapters/billing/plugin';
import billingModule from './modules/billing/plugin';
import { billingRoutes } from './modules/billing/routes';
import { BILLING_API } from '../common/schemas/billing';
import csrf from './plugins/csrf';
import routeTable from './plugins/route-table';
import apiDocs from './plugins/api-docs';
import { responseSerializer } from './plugins/response-serializer';
import requestContext from './plugins/request-context';
import database from './plugins/database';
import errors from './plugins/errors';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import site from './plugins/site';
import { academyRoutes } from './modules/academy/routes';
import { academyReflectionRoutes } from './modules/academy-reflections/routes';
import { academyLiveRoutes } from './modules/academy-live/routes';
import { academyBoardRoutes } from './modules/academy-board/routes';
import { academyMessagesRoutes } from './modules/academy-messages/routes';
import { academyDashboardRoutes } from './modules/academy-dashboard/routes';
import { academyPrivacyRoutes } from './modules/academy-privacy/routes';
import { academyJoinRoutes } from './modules/academy-sharing/join-routes';
import {
  academyCertificateRoutes,
  academyVerifyRoutes,
} from './modules/academy-certificates/routes';
import { academySharingRoutes } from './modules/academy-sharing/routes';
import { academyNotificationRoutes } from './modules/academy-notifications/routes';
import { academyLearningRoutes } from './modules/academy-learning/routes';
import { academyBuilderRoutes } from './modules/academy-builder/routes';
import { academyFileRoutes } from './modules/academy-builder/file-routes';
import staticClient from './plugins/static-client';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** Tests pass `false` to keep output quiet; main passes a pino config. */
  logger?: boolean | object;
  /** The live streams' timer (heartbeats, checks, safety net): tests pass a manual one. */
  liveTimer?: LiveTimer;
  /** Called for every database query (the benchmark and the idle-load tests count them). */
  onQuery?: () => void;
  /** Chat's clock (issue 17): tests move it across the delivery window. */
  chatClock?: () => Date;
  /** Academy course messaging's clock (issue 17, point 1): tests move it past the withdrawal window. */
  academyMessagesClock?: () => Date;
}

const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * Builds the whole server as a Fastify instance without listening, so tests drive it with
 * `inject()` and main.ts only adds the socket and the signals.
 */
export async function buildApp({
  config,
  logger = false,
  liveTimer,
  onQuery,
  chatClock,
  academyMessagesClock,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    genReqId: () => crypto.randomUUID(),
    // The first boot migrates and seeds the demo, which renders the Academy's title video
    // with FFmpeg: seconds on a quiet machine, more on a busy one. Fastify's default of 10 s
    // per plugin would stop that boot half way; a stuck database still fails, after 2 minutes.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ strict: config.NODE_ENV !== 'production' }));

  const storageOrigin = originOf(config.STORAGE_BASE_URL);
  await app.register(routeTable);
  await app.register(site, {
    academyHost: new URL(config.ACADEMY_BASE_URL).host,
    academyPort: config.ACADEMY_PORT,
  });
  await app.register(requestContext);
  await app.register(errors);
  await app.register(securityHeaders, { production: config.NODE_ENV === 'production' });
  // Files (GUIDE §1): an S3-compatible bucket with S3_BUCKET, else the local folder (0012).
  // Made before the database, whose demo seed stores the Academy courses' files.
  const storage = createStorage(config);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close?.());
  await app.register(database, {
    url: config.DATABASE_URL,
    seed: config.SEED_DEMO_DATA
      ? (db, now, options) =>
          seedDemoData(db, now, {
            ...options,
            files: { storage, ffmpegPath: demoVideoFfmpegPath(config) },
          })
      : null,
    production: config.NODE_ENV === 'production',
    onQuery,
  });
  await app.register(rateLimitStore, { redisUrl: config.REDIS_URL });
  await app.register(csrf, {
    publicBaseUrl: config.PUBLIC_BASE_URL,
    // Stripe posts its webhook from its own servers; the signature is its protection. Mail
    // clients post the one-click unsubscribe (RFC 8058) with its signed token and no Origin.
    exemptPaths: [
      PAYMENT_API.webhook,
      NOTIFICATIONS_API.unsubscribe,
      // Issue 12, digest part: the weekly family digest's one-click unsubscribe.
      FAMILY_DIGEST_API.unsubscribe,
      // Issue 16: Stripe Billing's webhook, checked by its signature.
      BILLING_API.webhook,
    ],
    // tus uploads send raw bytes: the Tus-Resumable header stands in for JSON there.
    tusPath: UPLOADS_API.tus,
  });
  await app.register(session, {
    production: config.NODE_ENV === 'production',
    idleDays: config.SESSION_IDLE_DAYS,
    absoluteDays: config.SESSION_ABSOLUTE_DAYS,
  });
  // Live events (decision 0013): one channel for every instance, and this instance's streams.
  await app.register(liveChannel, { databaseUrl: config.DATABASE_URL, redisUrl: config.REDIS_URL });
  await app.register(liveStreams, { timer: liveTimer });
  // Issue 18: writing rooms' shared documents over WebSockets (decision 0025).
  await app.register(rooms, {
    publicBaseUrl: config.PUBLIC_BASE_URL,
    redisUrl: config.REDIS_URL,
    schedule: config.NODE_ENV !== 'test',
  });
  await app.register(email, {
    smtpUrl: config.SMTP_URL,
    from: config.EMAIL_FROM,
    production: config.NODE_ENV === 'production',
    // Queued emails go out on a timer; tests call deliverDue themselves.
    schedule: config.NODE_ENV !== 'test',
  });

  // In redirect mode pages load private images and video from the bucket after a 302; the
  // origin is read off a presigned address (signing is local), exact for any endpoint.
  const bucketOrigin = storage.downloadUrl
    ? new URL(await storage.downloadUrl('csp-origin', {})).origin
    : null;
  const movedFiles = await migrateFiles(app.db, storage);
  if (movedFiles.length > 0) app.log.info({ migrations: movedFiles }, 'Stored files migrated');
  await app.register(guides, {
    storage,
    storageBaseUrl: config.STORAGE_BASE_URL,
    context: { siteUrl: config.SITE_URL, contactEmail: config.CONTACT_EMAIL },
  });

  // Resumable uploads: incomplete bytes in the bucket when there is one, so any instance
  // resumes them; else in UPLOADS_TEMP_DIR.
  await app.register(uploads, {
    tempDir: config.UPLOADS_TEMP_DIR,
    s3: s3Settings(config),
    limits: uploadLimitsOf(config),
    schedule: config.NODE_ENV !== 'test',
  });

  await app.register(payments, {
    production: config.NODE_ENV === 'production',
    stripe: config.STRIPE_SECRET_KEY
      ? {
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
          apiUrl: config.STRIPE_API_URL,
        }
      : null,
  });
  // Issue 16: Stripe Billing on the same Stripe account, else the local billing provider.
  await app.register(billingProvider, {
    production: config.NODE_ENV === 'production',
    stripe: config.STRIPE_SECRET_KEY
      ? {
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_BILLING_WEBHOOK_SECRET ?? '',
          apiUrl: config.STRIPE_API_URL,
        }
      : null,
  });
  // Renewals, trial ends, reminders, pauses and the nightly recount; tests call runBillingJob.
  await app.register(billingModule, {
    schedule: config.NODE_ENV !== 'test',
    publicBaseUrl: config.PUBLIC_BASE_URL,
    testClock: config.BILLING_TEST_CLOCK && config.NODE_ENV !== 'production',
  });
  await app.register(fulfilment, {
    publicBaseUrl: config.PUBLIC_BASE_URL,
    orderLinkSecret: config.ORDER_LINK_SECRET,
    // Tests drive the sweep themselves rather than race a timer.
    sweep: config.NODE_ENV !== 'test',
  });
  // Unpaid carts give their held credits back; tests call expireCreditCarts themselves.
  await app.register(store, { schedule: config.NODE_ENV !== 'test' });
  // Due deletion requests and the 90-day log purge; tests call runPrivacyJob themselves.
  await app.register(privacy, {
    publicBaseUrl: config.PUBLIC_BASE_URL,
    schedule: config.NODE_ENV !== 'test',
  });
  // Uploaded videos converted with FFmpeg on every instance; tests call processDueVideos.
  await app.register(media, {
    ffmpegPath: config.FFMPEG_PATH,
    schedule: config.NODE_ENV !== 'test',
    intervalMs: config.VIDEO_JOB_INTERVAL_MS,
  });

  // Notification email, immediate or a daily digest; tests call sendNotificationEmails.
  await app.register(notificationEmail, {
    publicBaseUrl: config.PUBLIC_BASE_URL,
    academyBaseUrl: config.ACADEMY_BASE_URL,
    schedule: config.NODE_ENV !== 'test',
    intervalMs: config.NOTIFICATION_EMAIL_INTERVAL_MS,
  });

  // Issue 12, digest part: the weekly family digest; tests call sendFamilyDigests.
  await app.register(familyDigest, {
    publicBaseUrl: config.PUBLIC_BASE_URL,
    schedule: config.NODE_ENV !== 'test',
  });

  // Issue 17, point 13: "Show in my language" through a provider, or off (nothing sent).
  await app.register(translation, { provider: translationSettings(config) });
  // Issue 17: chat messages held for the delivery window; tests call deliverDueMessages.
  await app.register(chatJobs, { schedule: config.NODE_ENV !== 'test' });
  // Browser tests move chat's clock (CHAT_TEST_CLOCK, never in production).
  if (config.CHAT_TEST_CLOCK) {
    await app.register(chatTestClockRoutes);
    await app.register(roomsTestClockRoutes);
  }

  // Before the routes: it collects each route's schemas as the route is registered.
  await app.register(apiDocs, { serve: config.API_DOCS });
  await app.register(
    async (api) => {
      api.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ errors: { path: 'Not found' } }),
      );
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(authRoutes, {
        prefix: '/auth',
        publicBaseUrl: config.PUBLIC_BASE_URL,
        googleClientId: config.GOOGLE_CLIENT_ID,
        googleJwksUrl: config.GOOGLE_JWKS_URL,
      });
      // The Academy's accounts (issue 13): its own calls and cookie, on its host only.
      await api.register(academyAuthRoutes, {
        prefix: '/academy/auth',
        academyBaseUrl: config.ACADEMY_BASE_URL,
        publicBaseUrl: config.PUBLIC_BASE_URL,
      });
      await api.register(rosterRoutes, { prefix: '/roster' });
      await api.register(storeRoutes, { prefix: '/store', limits: app.rateLimitStore });
      await api.register(orderRoutes, { prefix: '/orders' });
      await api.register(activitiesRoutes, { prefix: '/activities' });
      // An activity's video (attach, remove, read) beside the activity's own calls.
      await api.register(activityVideoRoutes, { prefix: '/activities' });
      await api.register(mediaRoutes, { prefix: '/media' });
      await api.register(classroomRoutes, {
        prefix: '/classroom',
        publicBaseUrl: config.PUBLIC_BASE_URL,
      });
      await api.register(overviewRoutes, { prefix: '/classroom' });
      await api.register(projectRoutes, {
        prefix: '/projects',
        liveTimer,
        publicBaseUrl: config.PUBLIC_BASE_URL,
      });
      await api.register(publishingRoutes, { prefix: '/publishing' });
      await api.register(avatarRoutes, { prefix: '/avatar' });
      await api.register(familyRoutes, { prefix: '/family' });
      await api.register(notificationRoutes, { prefix: '/notifications' });
      await api.register(accountRoutes, { prefix: '/account' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(uploadsRoutes, { prefix: '/uploads' });
      await api.register(privacyRoutes, {
        prefix: '/privacy',
        publicBaseUrl: config.PUBLIC_BASE_URL,
      });
      // Issue 12, digest part.
      await api.register(familyDigestRoutes, { prefix: '/family_digest' });
      // Issue 18: writing rooms' sessions and rooms (their documents' socket is in the plugin).
      await api.register(sessionRoutes, { prefix: '/rooms' });
      await api.register(roomViewRoutes, { prefix: '/rooms' });
      await api.register(publishRoutes, { prefix: '/rooms' });
      await api.register(contributionRoutes, { prefix: '/rooms' });
      // Issue 17: safe chat.
      await api.register(chatRoutes, {
        prefix: '/chat',
        publicBaseUrl: config.PUBLIC_BASE_URL,
        ...(chatClock
          ? { now: async () => chatClock() }
          : config.CHAT_TEST_CLOCK
            ? { now: storedChatClock(app) }
            : {}),
      });
      // book-pdf (issue 12): page counts for the store's choice screen.
      await api.register(bookPagesRoutes, { prefix: '/store' });
      // staff-desk (issue 12)
      await api.register(staffDeskRoutes, { prefix: '/staff-desk' });
      // Issue 16, point 9: publisher workbook packs, staff only.
      await api.register(workbookPackRoutes, {
        prefix: '/staff/workbook-packs',
        keys: parsePackKeys(config.WORKBOOK_PACK_PUBLIC_KEYS),
      });
      // Issue 16: plans and billing (decision 0022).
      await api.register(billingRoutes, {
        prefix: '/billing',
        publicBaseUrl: config.PUBLIC_BASE_URL,
      });
      // Issue 16, point 5: quotes and the quote and invoice PDFs.
      await api.register(billingDocumentRoutes, {
        prefix: '/billing',
        baseUrl: config.PUBLIC_BASE_URL,
        remittance: remittanceOf(config),
      });
      // Issue 16, point 1: school and parish accounts, their managers and teachers.
      await api.register(schoolBillingRoutes, {
        prefix: '/billing',
        publicBaseUrl: config.PUBLIC_BASE_URL,
      });
      // Issue 16, point 6: the staff billing desk.
      await api.register(billingDeskRoutes, { prefix: '/staff/billing' });
      // Issue 16, point 8: workbook licences.
      await api.register(workbookLicenceRoutes, { prefix: '/workbooks' });
      // Issue 16, points 1 and 8: the same licences on the billing page.
      await api.register(accountWorkbookRoutes, { prefix: '/billing' });
      // Issue 13: the Academy (decision 0020).
      await api.register(academyRoutes, { prefix: '/academy' });
      await api.register(academyReflectionRoutes, { prefix: '/academy/reflections' });
      await api.register(academyLiveRoutes, { prefix: '/academy/live' });
      await api.register(academyBoardRoutes, { prefix: '/academy/board' });
      // Issue 17, point 1: private course messages between participants and instructors.
      await api.register(academyMessagesRoutes, {
        prefix: '/academy/messages',
        ...(academyMessagesClock ? { now: academyMessagesClock } : {}),
      });
      await api.register(academyDashboardRoutes, { prefix: '/academy/dashboard' });
      await api.register(academyPrivacyRoutes, { prefix: '/academy/privacy' });
      // Issue 13, point 6: sharing a course (its instructors) and joining it (by token).
      await api.register(academySharingRoutes, {
        prefix: '/academy/sharing',
        academyBaseUrl: config.ACADEMY_BASE_URL,
      });
      await api.register(academyJoinRoutes, { prefix: '/academy/join' });
      // Issue 13, points 7, 9 and 10: participants learn.
      await api.register(academyLearningRoutes, { prefix: '/academy/learn' });
      // The course builder and the one read route of a course's files (issue 13, points 4-8).
      await api.register(academyBuilderRoutes, {
        prefix: '/academy/teach',
        academyBaseUrl: config.ACADEMY_BASE_URL,
      });
      await api.register(academyFileRoutes, { prefix: '/academy/files' });
      // Issue 13, point 12: completion certificates and their public check.
      await api.register(academyCertificateRoutes, {
        prefix: '/academy/certificates',
        academyBaseUrl: config.ACADEMY_BASE_URL,
      });
      await api.register(academyVerifyRoutes, { prefix: '/academy/verify' });
      // Issue 13, point 14: the Academy's bell, list and email preference.
      await api.register(academyNotificationRoutes, { prefix: '/academy/notifications' });
    },
    { prefix: '/api' },
  );

  await app.register(staticClient, {
    clients: {
      journals: { dir: config.CLIENT_DIR, clientRoutes: CLIENT_ROUTE_PATTERNS },
      academy: {
        dir: config.ACADEMY_CLIENT_DIR,
        clientRoutes: ACADEMY_CLIENT_ROUTE_PATTERNS,
        assetsFolder: ACADEMY_ASSETS_FOLDER,
      },
    },
    extraSources: {
      frame: [VIDEO_FRAME_ORIGIN],
      connect: storageOrigin ? [storageOrigin] : [],
      media: bucketOrigin ? [bucketOrigin] : [],
    },
    googleSignIn: config.GOOGLE_CLIENT_ID !== '',
    stripe: config.STRIPE_PUBLISHABLE_KEY !== '',
  });
  // Stored files are served here only when browsers are sent to a path on this server
  // ('/files' by default); with a bucket or CDN address they are fetched from there.
  if (!storageOrigin && config.STORAGE_BASE_URL !== '') {
    await app.register(filesRoutes, { prefix: config.STORAGE_BASE_URL, storage });
  }
  return app;
}

function originOf(url: string): string | null {
  return /^https?:\/\//.test(url) ? new URL(url).origin : null;
}
