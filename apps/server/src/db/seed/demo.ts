import type { PlanActionBody } from '@mx/contract';
import { eq, gte, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { newCxid } from '../../lib/ids.ts';
import { newUploadPath, storeUpload, storeUploadAt } from '../../lib/images.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { addReply } from '../../modules/conversations/replies.ts';
import { holdIdentityChanges } from '../../modules/mxpert/identity-changes.ts';
import { addCheckpoint } from '../../modules/plans/checkpoints.ts';
import { markAction } from '../../modules/plans/client-plans.ts';
import { addAction } from '../../modules/plans/plan-actions.ts';
import { startPlan, updatePlan } from '../../modules/plans/professional-plans.ts';
import { publishPlan } from '../../modules/plans/publish-plan.ts';
import type { Database } from '../client.ts';
import {
  conversationReplies,
  leads as leadTable,
  mxpertProfiles,
  notifications,
  partners,
  planActions,
  planCheckpoints,
  plans,
  planVersions,
  reviews,
  supportRequests,
  type User,
  users,
} from '../schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, EXEMPT_DEMO_ADMIN, SPANISH_DEMO_ACCOUNTS } from './demo-accounts.ts';
import {
  avatarPng,
  companyLogoPng,
  type DemoProfessionalFields,
  type GeneratedReview,
  generateProfessionals,
  generateReviewers,
  generateReviews,
} from './demo-people.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

interface DemoProfile extends DemoProfessionalFields {
  approved: boolean;
  linkedin: string;
}

const PROFILES: DemoProfile[] = [
  {
    email: 'maria.gonzalez@mortgagexperts.test',
    color: '#1d4ed8',
    approved: true,
    nmlsId: '1048213',
    aboutMe:
      'I help first-time buyers across California get mortgage-ready. Over twelve years I have guided hundreds of families through credit repair plans that lowered their rates.',
    languages: ['english', 'spanish'],
    companyName: 'Golden Gate Home Lending',
    companyAddress: '455 Market St, San Francisco, CA 94105',
    companyWebAddress: 'https://goldengate-lending.example.com',
    yearsExperience: 12,
    scoresOptimized: 340,
    serviceAreas: ['CA', 'NV', 'OR'],
    loanTypes: ['conventional', 'fha', 'va'],
    specializations: ['purchase', 'first-time-home-buyer'],
    phone: '(415) 555-0142',
    linkedin: 'https://www.linkedin.com/in/maria-gonzalez-demo',
    yearsUsingCreditXpert: 4,
  },
  {
    email: 'james.carter@mortgagexperts.test',
    color: '#047857',
    approved: true,
    nmlsId: '2291750',
    aboutMe:
      'Austin-based loan officer focused on refinancing and investment properties. I show clients exactly which accounts to pay down first to reach the next pricing tier.',
    languages: ['english'],
    companyName: 'Lone Star Mortgage Partners',
    companyAddress: '600 Congress Ave, Austin, TX 78701',
    companyWebAddress: 'https://lonestar-mortgage.example.com',
    yearsExperience: 8,
    scoresOptimized: 215,
    serviceAreas: ['TX', 'OK'],
    loanTypes: ['conventional', 'jumbo', 'usda'],
    specializations: ['refi', 'investment'],
    phone: '(512) 555-0187',
    linkedin: 'https://www.linkedin.com/in/james-carter-demo',
    yearsUsingCreditXpert: 2,
  },
  {
    email: 'linh.nguyen@mortgagexperts.test',
    color: '#7c3aed',
    approved: true,
    nmlsId: '1733904',
    aboutMe: 'Fifteen years in New York lending. I work with buyers of every credit profile and speak English and Vietnamese.',
    languages: ['english', 'vietnamese'],
    companyName: 'Empire Credit & Mortgage',
    companyAddress: '1 Liberty Plaza, New York, NY 10006',
    companyWebAddress: 'https://empire-credit.example.com',
    yearsExperience: 15,
    scoresOptimized: 480,
    serviceAreas: ['NY', 'NJ'],
    loanTypes: ['fha', 'va', 'conventional'],
    specializations: ['purchase', 'refi'],
    phone: '(212) 555-0110',
    linkedin: 'https://www.linkedin.com/in/linh-nguyen-demo',
    yearsUsingCreditXpert: 5,
  },
  {
    email: 'robert.miller@mortgagexperts.test',
    color: '#b45309',
    approved: false,
    nmlsId: '3310457',
    aboutMe: 'Florida mortgage broker specialising in VA and FHA loans for veterans and first-time buyers.',
    languages: ['english'],
    companyName: 'Sunshine State Lending',
    companyAddress: '200 S Orange Ave, Orlando, FL 32801',
    companyWebAddress: 'https://sunshine-lending.example.com',
    yearsExperience: 6,
    scoresOptimized: 120,
    serviceAreas: ['FL', 'GA'],
    loanTypes: ['va', 'fha'],
    specializations: ['purchase', 'first-time-home-buyer'],
    phone: '(407) 555-0163',
    linkedin: 'https://www.linkedin.com/in/robert-miller-demo',
    yearsUsingCreditXpert: 1,
  },
];

/** Demo partner lenders: their names say they are examples, so nobody takes them for real partners. */
export const DEMO_PARTNERS = [
  { name: 'Example Lender One', color: '#1d4ed8' },
  { name: 'Example Lender Two', color: '#047857' },
  { name: 'Example Lender Three', color: '#b45309' },
] as const;

/** A wide wordmark logo: a house mark and the partner's name. */
function partnerLogoSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="120"><rect width="640" height="120" rx="16" fill="#ffffff"/><path d="M24 70 L60 34 L96 70 L96 100 L24 100 Z" fill="${color}"/><text x="112" y="78" font-family="Arial, Helvetica, sans-serif" font-size="38" font-weight="700" fill="${color}">${name}</text></svg>`;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Approved professionals the demo generates beside the hand-written ones, and pending ones for the admin. */
const GENERATED_APPROVED = 58;
const GENERATED_PENDING = 2;
/** The clients who reviewed the generated professionals (each reviews a professional at most once). */
const REVIEWERS = 24;

export interface DemoSeedOptions {
  /** The web app's address, for the links in the e-mails the demo's plan and replies queue. */
  publicUrl?: string;
  reviewInvitationSeconds?: number;
}

const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * 86_400_000 - hours * 3_600_000);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

interface SeededProfile extends Omit<DemoProfile, 'linkedin'> {
  name: string;
  firstName: string;
  lastName: string;
  linkedin?: string;
  reviews: GeneratedReview[];
}

function allProfiles(): SeededProfile[] {
  const hand = PROFILES.map((p) => {
    const account = DEMO_ACCOUNTS.find((a) => a.email === p.email);
    const name = account?.name ?? p.email;
    const [firstName = '', lastName = ''] = name.split(' ');
    return { ...p, name, firstName, lastName, reviews: [] as GeneratedReview[] };
  });
  const generated = generateProfessionals(GENERATED_APPROVED + GENERATED_PENDING, new Set(PROFILES.map((p) => p.email)));
  return [
    ...hand,
    ...generated.map((g, i) => {
      const { reviews, replies, ...fields } = g;
      return {
        ...fields,
        name: `${g.firstName} ${g.lastName}`,
        approved: i < GENERATED_APPROVED,
        reviews: i < GENERATED_APPROVED ? generateReviews(i, reviews, replies) : [],
      };
    }),
  ];
}

/**
 * The demo data set of `npm start`: two admins (one prefers Spanish), a consumer with a conversation
 * and a plan in progress, over sixty approved professionals in more than fifteen states with pictures and reviews (some
 * answered), professionals and changes waiting for the admin, a held and a reported review, support
 * requests, and example partners.
 */
export async function seedDemoData(db: Database, storage: Storage, options: DemoSeedOptions = {}): Promise<void> {
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const reviewInvitationSeconds = options.reviewInvitationSeconds ?? 7 * 86_400;
  const profiles = allProfiles();
  const reviewers = generateReviewers(REVIEWERS);

  // The professionals' photos and logos are drawn (by sharp, on its own threads) while the rows are
  // written: their paths are chosen first, and the seed ends when both are done.
  const pictures = profiles.map(() => ({ photo: newUploadPath('profiles', 'png'), logo: newUploadPath('companies', 'png') }));
  const drawing = Promise.all(
    profiles.map(async (p, i) => {
      const paths = pictures[i];
      if (!paths) return;
      const [photo, logo] = await Promise.all([avatarPng(p.name, p.color), companyLogoPng(p.companyName, p.color)]);
      await Promise.all([storeUploadAt(storage, paths.photo, photo), storeUploadAt(storage, paths.logo, logo)]);
    }),
  );
  drawing.catch(() => {});
  const [passwordHash, partnerLogos, heldPhoto] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    Promise.all(
      DEMO_PARTNERS.map(async (p) =>
        storeUpload(
          storage,
          'partners',
          await sharp(Buffer.from(partnerLogoSvg(p.name, p.color)))
            .png()
            .toBuffer(),
          'png',
        ),
      ),
    ),
    // James Carter's new photo, waiting for the admin beside his new company name.
    avatarPng('James Carter', '#0f766e').then((png) => storeUpload(storage, 'profiles', png, 'png', { held: true })),
  ]);

  const ids = await db.transaction(async (tx) => {
    await tx.insert(partners).values(
      DEMO_PARTNERS.map((p, i) => {
        // One second apart, so the strip and the admin's list keep the order above.
        const createdAt = new Date(Date.now() - (DEMO_PARTNERS.length - i) * 1000);
        return { name: p.name, logo: partnerLogos[i] ?? '', website: null, createdAt, updatedAt: createdAt };
      }),
    );

    const accounts = [
      ...DEMO_ACCOUNTS.filter((a) => a.role !== 'MXPERT').map((a) => {
        const [firstName = '', lastName = ''] = a.name.split(' ');
        return { email: a.email, firstName, lastName, name: a.name, role: a.role };
      }),
      ...profiles.map((p) => ({
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        name: p.name,
        role: 'MXPERT' as const,
      })),
      ...reviewers.map((r) => ({ ...r, name: `${r.firstName} ${r.lastName}`, role: 'CONSUMER' as const })),
    ];
    const userRows = await tx
      .insert(users)
      .values(
        accounts.map((a) => ({
          ...a,
          passwordHash,
          emailVerifiedAt: new Date(),
          // The demo admin's published password opens the admin area without a second factor, outside
          // production only (the access plugin never honours the flag in production; docs/decisions/075).
          // The other demo admin sets it up at the first sign-in, as every real admin does.
          twoFactorExempt: a.email === EXEMPT_DEMO_ADMIN,
          ...(SPANISH_DEMO_ACCOUNTS.includes(a.email) ? { locale: 'es-US' as const } : {}),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userId = new Map(userRows.map((u) => [u.email, u.id]));
    const idOf = (email: string) => {
      const id = userId.get(email);
      if (!id) throw new Error(`demo seed: no account ${email}`);
      return id;
    };

    const profileRows = await tx
      .insert(mxpertProfiles)
      .values(
        profiles.map((p, i) => {
          const { email, color: _color, approved, name, firstName: _f, lastName: _l, reviews: _r, ...fields } = p;
          const approvedAt = approved ? daysAgo(200 - i * 3) : null;
          return {
            ...fields,
            userId: idOf(email),
            cxid: newCxid(),
            fullName: name,
            photo: pictures[i]?.photo,
            companyLogo: pictures[i]?.logo,
            consentConfirmed: true,
            onboardCompleted: true,
            currentStep: 4,
            approvalStatus: approved ? ('approved' as const) : ('pending' as const),
            approvedAt,
            createdAt: approvedAt ?? daysAgo(1, i),
          };
        }),
      )
      .returning({ id: mxpertProfiles.id, userId: mxpertProfiles.userId });
    const profileOfUser = new Map(profileRows.map((r) => [r.userId, r.id]));
    const profileIdOf = (email: string) => {
      const id = profileOfUser.get(idOf(email));
      if (!id) throw new Error(`demo seed: no profile for ${email}`);
      return id;
    };

    // Every review comes from a client the professional answered: the message, the reply, the review.
    let reviewerTurn = 0;
    const leads: (typeof leadTable.$inferInsert)[] = [];
    const reviewRows: (typeof reviews.$inferInsert)[] = [];
    const leadReplies: { lead: number; body: string; at: Date; authorUserId: string }[] = [];
    for (const p of profiles) {
      for (const r of p.reviews) {
        const client = reviewers[reviewerTurn++ % reviewers.length];
        if (!client) continue;
        const sentAt = daysAgo(r.daysAgo + 40, 5);
        const repliedAt = new Date(sentAt.getTime() + (1 + (reviewerTurn % 20)) * 3_600_000);
        leadReplies.push({
          lead: leads.length,
          body: `Hi ${client.firstName}, thanks for reaching out. When is a good time for a call this week?`,
          at: repliedAt,
          authorUserId: idOf(p.email),
        });
        leads.push({
          kind: 'message',
          isRealEstateAgent: false,
          mxpertProfileId: profileIdOf(p.email),
          consumerUserId: idOf(client.email),
          firstName: client.firstName,
          lastName: client.lastName,
          email: client.email,
          helpType: 'credit-optimization',
          preferredContact: 'email',
          message: `Hello ${p.firstName}, we would like to buy a home this year and want to know what to work on first.`,
          state: p.serviceAreas[0] ?? null,
          status: 'closed',
          firstReplyAt: repliedAt,
          createdAt: sentAt,
          updatedAt: repliedAt,
        });
        const createdAt = daysAgo(r.daysAgo);
        reviewRows.push({
          mxpertProfileId: profileIdOf(p.email),
          consumerUserId: idOf(client.email),
          rating: r.rating,
          responsiveness: r.responsiveness,
          knowledge: r.knowledge,
          communication: r.communication,
          body: r.body,
          pointsImproved: r.pointsImproved,
          replyBody: r.reply,
          replyCreatedAt: r.reply ? daysAgo(r.daysAgo - 1) : null,
          replyUpdatedAt: r.reply ? daysAgo(r.daysAgo - 1) : null,
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
    // For the admin: a review held for moderation and a review its professional reported.
    const held = reviewers[0];
    const reported = reviewers[1];
    if (held && reported) {
      reviewRows.push(
        {
          mxpertProfileId: profileIdOf('linh.nguyen@mortgagexperts.test'),
          consumerUserId: idOf(held.email),
          rating: 5,
          body: 'Best loan officer in New York, call her today!!! Use my code for a discount.',
          status: 'held',
          heldReasons: ['new_account'],
          createdAt: daysAgo(0, 6),
        },
        {
          mxpertProfileId: profileIdOf('james.carter@mortgagexperts.test'),
          consumerUserId: idOf(reported.email),
          rating: 1,
          body: 'Never heard back after the first call. Someone else told me he only works with investors.',
          reportedAt: daysAgo(0, 3),
          reportReason: 'This client never contacted me; the review describes another company.',
          createdAt: daysAgo(2),
        },
      );
    }
    const leadRows = leads.length ? await tx.insert(leadTable).values(leads).returning({ id: leadTable.id }) : [];
    const replyRows = leadReplies.flatMap((r) => {
      const lead = leadRows[r.lead];
      return lead
        ? [
            {
              leadId: lead.id,
              from: 'mxpert' as const,
              authorUserId: r.authorUserId,
              body: r.body,
              createdAt: r.at,
              readAt: r.at,
            },
          ]
        : [];
    });
    if (replyRows.length) await tx.insert(conversationReplies).values(replyRows);
    await tx.insert(reviews).values(reviewRows);

    // Emily Johnson's conversation with Maria Gonzalez, and the COP request her plan starts from.
    const mariaProfileId = profileIdOf('maria.gonzalez@mortgagexperts.test');
    const emilyId = idOf('emily.johnson@mortgagexperts.test');
    const emily = {
      consumerUserId: emilyId,
      firstName: 'Emily',
      lastName: 'Johnson',
      email: 'emily.johnson@mortgagexperts.test',
      phone: '(650) 555-0199',
      preferredContact: 'email' as const,
      state: 'CA',
    };
    const [conversation] = await tx
      .insert(leadTable)
      .values({
        ...emily,
        kind: 'message',
        isRealEstateAgent: false,
        mxpertProfileId: mariaProfileId,
        helpType: 'first-time-buyer',
        message:
          'Hi Maria, we hope to buy our first home in San Jose next spring. Could you look at our credit and tell us where to start?',
        createdAt: daysAgo(12),
        updatedAt: daysAgo(12),
      })
      .returning({ id: leadTable.id });
    await tx.insert(leadTable).values({
      kind: 'message',
      mxpertProfileId: mariaProfileId,
      firstName: 'Daniel',
      lastName: "O'Brien",
      email: 'daniel.obrien@example.com',
      phone: '(916) 555-0123',
      isRealEstateAgent: true,
      helpType: 'credit-optimization',
      preferredContact: 'phone',
      message: 'I have two buyers who are 15-20 points short of a better rate tier. Can we talk this week?',
      state: 'CA',
      createdAt: daysAgo(0, 2),
    });
    const [copRequest] = await tx
      .insert(leadTable)
      .values({
        ...emily,
        kind: 'cop_request',
        mxpertProfileId: mariaProfileId,
        mortgageProcess: 'purchasing-home',
        createdAt: daysAgo(10),
      })
      .returning({ id: leadTable.id });
    await tx.insert(notifications).values({
      userId: idOf('maria.gonzalez@mortgagexperts.test'),
      type: 'new_message',
      title: 'New message',
      message: "Daniel O'Brien sent you a message.",
      metadata: { senderName: "Daniel O'Brien", firstName: 'Daniel', lastName: "O'Brien" },
      createdAt: daysAgo(0, 2),
    });

    // More for the admin: support requests, and a change to an approved identity waiting for review.
    await tx.insert(supportRequests).values([
      {
        name: 'Karen Whitlock',
        email: 'karen.whitlock@example.com',
        topic: 'professional',
        message: 'Is there a way to see whether a professional is licensed in Arizona before I write to them?',
        createdAt: daysAgo(1, 4),
      },
      {
        name: 'Emily Johnson',
        email: 'emily.johnson@mortgagexperts.test',
        topic: 'account',
        message: 'Can I add my husband to our plan so he can tick off his own steps?',
        userId: emilyId,
        createdAt: daysAgo(0, 5),
      },
    ]);
    const [james] = await tx
      .select()
      .from(mxpertProfiles)
      .where(eq(mxpertProfiles.id, profileIdOf('james.carter@mortgagexperts.test')));
    if (james) await holdIdentityChanges(tx, james, { companyName: 'Lone Star Home Loans', photo: heldPhoto });

    return { conversation: conversation?.id, copRequest: copRequest?.id };
  });

  // The conversation and the plan go through the product's own services, as if typed in the app.
  const accountOf = async (email: string) => {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`demo seed: no account ${email}`);
    return row;
  };
  const maria = await accountOf('maria.gonzalez@mortgagexperts.test');
  const emily = await accountOf('emily.johnson@mortgagexperts.test');
  if (!ids.conversation || !ids.copRequest) throw new Error('demo seed: no conversation or COP request');
  // Each service stamps what it writes with the time it runs; every step of the story is then set
  // back to its own moment, so the conversation, the plan and its progress read in order, and Maria's
  // response time is the story's: a reply within hours, a plan the day of the request.
  const clock = async () => {
    const { rows } = (await db.execute(sql`select clock_timestamp() as now`)) as unknown as { rows: { now: string | Date }[] };
    return new Date(rows[0]?.now ?? Date.now());
  };
  const hoursAfter = (d: Date, hours: number) => new Date(d.getTime() + hours * 3_600_000);
  /** The story's step: `write` runs now, then what it wrote (its replies and notifications) moves to `when`. */
  const step = async <T>(when: Date, write: () => Promise<T>): Promise<T> => {
    const since = await clock();
    const result = await write();
    await db.update(conversationReplies).set({ createdAt: when }).where(gte(conversationReplies.createdAt, since));
    await db.update(notifications).set({ createdAt: when }).where(gte(notifications.createdAt, since));
    return result;
  };
  const reply = (when: Date, user: User, side: 'mxpert' | 'consumer', body: string) =>
    step(when, () =>
      addReply(db, {
        kind: 'message',
        itemId: ids.conversation as string,
        party: { side, user },
        body,
        publicUrl,
        reviewInvitationSeconds,
      }),
    );
  const messageSent = daysAgo(12);
  const firstReply = hoursAfter(messageSent, 2);
  const requestSent = daysAgo(10);
  const planPublished = hoursAfter(requestSent, 5);
  const visaPaid = daysAgo(3, 2);
  const question = daysAgo(3);
  await reply(
    firstReply,
    maria,
    'mxpert',
    'Hi Emily, congratulations on starting the search! Send me a Credit Optimization Plan request from my profile and I will build your plan with the first steps.',
  );
  await db.update(leadTable).set({ firstReplyAt: firstReply }).where(eq(leadTable.id, ids.conversation));

  const planId = await startPlan(db, maria, ids.copRequest);
  await updatePlan(db, maria, planId, {
    startingScores: { equifax: 652, experian: 661, transunion: 648 },
    scoresReadOn: isoDay(requestSent),
    targetScore: 700,
    targetRepullOn: isoDay(daysAgo(-60)),
    summary:
      'Your scores are held back mostly by the Visa balance (82% of its limit) and one late payment reported in error. Pay the card down before its statement date and dispute the late payment; keep the old store card open.',
    loanAmount: 520_000,
  });
  const steps: PlanActionBody[] = [
    {
      accountLabel: 'Visa ending 4021',
      kind: 'pay-before-statement',
      amount: 3_400,
      pointsMin: 15,
      pointsMax: 30,
      dueOn: isoDay(daysAgo(-5)),
      statementDay: 20,
      instructions: 'Bring the balance under $600 before the 20th, when the statement closes.',
    },
    {
      accountLabel: 'Auto loan, March late payment',
      kind: 'dispute-error',
      amount: null,
      pointsMin: 10,
      pointsMax: 25,
      dueOn: isoDay(daysAgo(-14)),
      statementDay: null,
      instructions: 'Dispute the late payment with all three bureaus; attach the bank statement that shows it was paid on time.',
    },
    {
      accountLabel: 'Store card (oldest account)',
      kind: 'keep-open',
      amount: null,
      pointsMin: 0,
      pointsMax: 5,
      dueOn: isoDay(daysAgo(-60)),
      statementDay: null,
      instructions: 'Keep it open and use it once every few months: it is your oldest account.',
    },
  ];
  const actions = [];
  for (const action of steps) actions.push(await addAction(db, maria, planId, action));
  await step(planPublished, () =>
    publishPlan(db, { user: maria, planId, note: 'Your first plan: start with the Visa.', publicUrl }),
  );
  const drafted = hoursAfter(requestSent, 3);
  await db
    .update(plans)
    .set({ createdAt: drafted, publishedAt: planPublished, updatedAt: planPublished })
    .where(eq(plans.id, planId));
  await db.update(planActions).set({ createdAt: drafted, updatedAt: drafted }).where(eq(planActions.planId, planId));
  await db.update(planVersions).set({ publishedAt: planPublished }).where(eq(planVersions.planId, planId));
  await db.update(leadTable).set({ planPublishedAt: planPublished }).where(eq(leadTable.id, ids.copRequest));

  const first = actions[0];
  if (first) {
    await step(visaPaid, () => markAction(db, emily, { planId, actionId: first.id, done: true }));
    await db.update(planActions).set({ doneAt: visaPaid }).where(eq(planActions.id, first.id));
  }
  await reply(
    question,
    emily,
    'consumer',
    'Thank you for the plan! We paid the Visa down yesterday. When should we expect to see the change?',
  );
  await reply(
    hoursAfter(question, 1),
    maria,
    'mxpert',
    'Usually within one statement cycle, so around the 20th. Add the new score to the plan when you see it and I will check it.',
  );
  const scoreRead = daysAgo(1);
  const checkpoint = await step(scoreRead, () =>
    addCheckpoint(db, {
      side: 'consumer',
      user: emily,
      planId,
      body: { bureau: 'experian', score: 674, readOn: isoDay(scoreRead) },
    }),
  );
  await db.update(planCheckpoints).set({ createdAt: scoreRead }).where(eq(planCheckpoints.id, checkpoint.id));
  // An account is older than anything its owner did: a professional's from their profile (months for
  // the approved ones), a client's from a day before their first lead or review.
  await db.execute(sql`
    update ${users} set created_at = least(${users.createdAt},
      (select min(p.created_at) from ${mxpertProfiles} p where p.user_id = ${users.id}),
      (select min(l.created_at) - interval '1 day' from ${leadTable} l where l.consumer_user_id = ${users.id}),
      (select min(r.created_at) - interval '1 day' from ${reviews} r where r.consumer_user_id = ${users.id}))`);
  await drawing;
}
