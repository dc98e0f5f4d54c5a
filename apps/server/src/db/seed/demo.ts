import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { newCxid } from '../../lib/ids.ts';
import { storeUpload } from '../../lib/images.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { Database } from '../client.ts';
import { copRequests, messages, mxpertProfiles, notifications, partners, users } from '../schema.ts';

export const DEMO_PASSWORD = 'MxDemo2026!';

export const DEMO_ACCOUNTS = [
  { role: 'ADMIN', email: 'admin@mortgagexperts.test', name: 'Alex Morgan', note: 'admin' },
  { role: 'MXPERT', email: 'maria.gonzalez@mortgagexperts.test', name: 'Maria Gonzalez', note: 'approved, California' },
  { role: 'MXPERT', email: 'james.carter@mortgagexperts.test', name: 'James Carter', note: 'approved, Texas' },
  { role: 'MXPERT', email: 'linh.nguyen@mortgagexperts.test', name: 'Linh Nguyen', note: 'approved, New York' },
  { role: 'MXPERT', email: 'robert.miller@mortgagexperts.test', name: 'Robert Miller', note: 'onboarded, pending approval' },
  { role: 'CONSUMER', email: 'emily.johnson@mortgagexperts.test', name: 'Emily Johnson', note: 'consumer' },
] as const;

interface DemoProfile {
  email: string;
  color: string;
  approved: boolean;
  nmlsId: string;
  aboutMe: string;
  languages: string[];
  companyName: string;
  companyAddress: string;
  companyWebAddress: string;
  yearsExperience: number;
  scoresOptimized: number;
  serviceAreas: string[];
  loanTypes: string[];
  specializations: string[];
  phone: string;
  linkedin: string;
  yearsUsingCreditXpert: number;
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

/** A simple portrait placeholder (head and shoulders) as a real PNG image. */
function portraitSvg(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="${color}"/><circle cx="200" cy="160" r="80" fill="#ffffff" fill-opacity="0.9"/><ellipse cx="200" cy="380" rx="150" ry="120" fill="#ffffff" fill-opacity="0.9"/></svg>`;
}

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

function logoSvg(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" rx="48" fill="#ffffff"/><path d="M80 240 L200 120 L320 240 L320 320 L80 320 Z" fill="${color}"/><rect x="170" y="250" width="60" height="70" fill="#ffffff"/></svg>`;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** The small demo data set of `npm start`: one admin, four professionals, one consumer, a little traffic, example partners. */
export async function seedDemoData(db: Database, storage: Storage): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const images = new Map<string, { photo: string; logo: string }>();
  for (const p of PROFILES) {
    images.set(p.email, {
      photo: await storeUpload(
        storage,
        'profiles',
        await sharp(Buffer.from(portraitSvg(p.color)))
          .png()
          .toBuffer(),
        'png',
      ),
      logo: await storeUpload(
        storage,
        'companies',
        await sharp(Buffer.from(logoSvg(p.color)))
          .png()
          .toBuffer(),
        'png',
      ),
    });
  }

  const partnerRows: (typeof partners.$inferInsert)[] = [];
  for (const p of DEMO_PARTNERS) {
    const logo = await storeUpload(
      storage,
      'partners',
      await sharp(Buffer.from(partnerLogoSvg(p.name, p.color)))
        .png()
        .toBuffer(),
      'png',
    );
    // One second apart, so the strip and the admin's list keep the order above.
    const createdAt = new Date(Date.now() - (DEMO_PARTNERS.length - partnerRows.length) * 1000);
    partnerRows.push({ name: p.name, logo, website: null, createdAt, updatedAt: createdAt });
  }

  await db.transaction(async (tx) => {
    await tx.insert(partners).values(partnerRows);
    const userIds = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS) {
      const [firstName = '', lastName = ''] = account.name.split(' ');
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          passwordHash,
          firstName,
          lastName,
          name: account.name,
          role: account.role,
          emailVerifiedAt: new Date(),
          // The demo admin's published password opens the admin area without a second factor, outside
          // production only (the access plugin never honours the flag in production; docs/decisions/075).
          twoFactorExempt: account.role === 'ADMIN',
        })
        .returning({ id: users.id });
      if (user) userIds.set(account.email, user.id);
    }

    for (const p of PROFILES) {
      const account = DEMO_ACCOUNTS.find((a) => a.email === p.email);
      const img = images.get(p.email);
      const userId = userIds.get(p.email);
      if (!account || !img || !userId) continue;
      const { email: _email, color: _color, approved, ...fields } = p;
      await tx.insert(mxpertProfiles).values({
        userId,
        cxid: newCxid(),
        fullName: account.name,
        photo: img.photo,
        companyLogo: img.logo,
        ...fields,
        consentConfirmed: true,
        onboardCompleted: true,
        currentStep: 4,
        approvalStatus: approved ? 'approved' : 'pending',
        approvedAt: approved ? new Date() : null,
      });
    }

    const mariaId = userIds.get('maria.gonzalez@mortgagexperts.test');
    const emilyId = userIds.get('emily.johnson@mortgagexperts.test');
    if (!mariaId || !emilyId) return;
    const [maria] = await tx.select().from(mxpertProfiles).where(eq(mxpertProfiles.userId, mariaId));
    if (!maria) return;
    await tx.insert(messages).values([
      {
        mxpertProfileId: maria.id,
        consumerUserId: emilyId,
        firstName: 'Emily',
        lastName: 'Johnson',
        email: 'emily.johnson@mortgagexperts.test',
        phone: '(650) 555-0199',
        helpType: 'first-time-buyer',
        preferredContact: 'email',
        message:
          'Hi Maria, we hope to buy our first home in San Jose next spring. Could you look at our credit and tell us where to start?',
        state: 'CA',
      },
      {
        mxpertProfileId: maria.id,
        firstName: 'Daniel',
        lastName: "O'Brien",
        email: 'daniel.obrien@example.com',
        phone: '(916) 555-0123',
        isRealEstateAgent: true,
        helpType: 'credit-optimization',
        preferredContact: 'phone',
        message: 'I have two buyers who are 15-20 points short of a better rate tier. Can we talk this week?',
        state: 'CA',
      },
    ]);
    await tx.insert(copRequests).values({
      mxpertProfileId: maria.id,
      consumerUserId: emilyId,
      firstName: 'Emily',
      lastName: 'Johnson',
      email: 'emily.johnson@mortgagexperts.test',
      phone: '(650) 555-0199',
      preferredContact: 'email',
      mortgageProcess: 'purchasing-home',
      state: 'CA',
    });
    await tx.insert(notifications).values([
      {
        userId: mariaId,
        type: 'new_message',
        title: 'New message',
        message: 'Emily Johnson sent you a message.',
        metadata: { senderName: 'Emily Johnson', firstName: 'Emily', lastName: 'Johnson' },
      },
      {
        userId: mariaId,
        type: 'new_message',
        title: 'New message',
        message: "Daniel O'Brien sent you a message.",
        metadata: { senderName: "Daniel O'Brien", firstName: 'Daniel', lastName: "O'Brien" },
      },
      {
        userId: mariaId,
        type: 'new_cop_request',
        title: 'New Credit Optimization Plan request',
        message: 'Emily Johnson asked for a Credit Optimization Plan.',
        metadata: { senderName: 'Emily Johnson', firstName: 'Emily', lastName: 'Johnson' },
      },
    ]);
  });
}
