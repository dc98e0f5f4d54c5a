import sharp from 'sharp';

/**
 * The generated part of the demo: professionals across the country, the clients who reviewed them,
 * and their pictures. Everything is derived from a fixed seed, so every fresh start shows the same
 * marketplace. Company names are invented and carry `.example.com` addresses: none is a real lender.
 */

/** A small deterministic generator (mulberry32). */
export function demoRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pickOf =
  (random: () => number) =>
  <T>(values: readonly T[]): T =>
    values[Math.floor(random() * values.length)] as T;

/** Places the generated professionals work from: a city, a street, its ZIP and phone area code. */
const PLACES = [
  { state: 'CA', city: 'Los Angeles', street: 'W 6th St', zip: '90017', area: '213', near: ['NV', 'AZ'] },
  { state: 'CA', city: 'San Diego', street: 'Broadway', zip: '92101', area: '619', near: ['AZ'] },
  { state: 'CA', city: 'Sacramento', street: 'Capitol Mall', zip: '95814', area: '916', near: ['NV', 'OR'] },
  { state: 'TX', city: 'Houston', street: 'Louisiana St', zip: '77002', area: '713', near: ['LA'] },
  { state: 'TX', city: 'Dallas', street: 'Main St', zip: '75201', area: '214', near: ['OK'] },
  { state: 'TX', city: 'San Antonio', street: 'E Houston St', zip: '78205', area: '210', near: [] },
  { state: 'FL', city: 'Miami', street: 'Brickell Ave', zip: '33131', area: '305', near: ['GA'] },
  { state: 'FL', city: 'Tampa', street: 'N Ashley Dr', zip: '33602', area: '813', near: [] },
  { state: 'NY', city: 'Brooklyn', street: 'Court St', zip: '11201', area: '718', near: ['NJ', 'CT'] },
  { state: 'IL', city: 'Chicago', street: 'W Madison St', zip: '60602', area: '312', near: ['IN', 'WI'] },
  { state: 'AZ', city: 'Phoenix', street: 'N Central Ave', zip: '85004', area: '602', near: ['NM'] },
  { state: 'WA', city: 'Seattle', street: '4th Ave', zip: '98101', area: '206', near: ['OR'] },
  { state: 'CO', city: 'Denver', street: '17th St', zip: '80202', area: '303', near: ['WY'] },
  { state: 'GA', city: 'Atlanta', street: 'Peachtree St NE', zip: '30303', area: '404', near: ['SC', 'AL'] },
  { state: 'NC', city: 'Charlotte', street: 'S Tryon St', zip: '28202', area: '704', near: ['SC'] },
  { state: 'PA', city: 'Philadelphia', street: 'Market St', zip: '19103', area: '215', near: ['NJ', 'DE'] },
  { state: 'OH', city: 'Columbus', street: 'S High St', zip: '43215', area: '614', near: ['KY'] },
  { state: 'MI', city: 'Detroit', street: 'Woodward Ave', zip: '48226', area: '313', near: [] },
  { state: 'MA', city: 'Boston', street: 'Boylston St', zip: '02116', area: '617', near: ['NH', 'RI'] },
  { state: 'TN', city: 'Nashville', street: 'Broadway', zip: '37203', area: '615', near: ['KY'] },
  { state: 'NV', city: 'Las Vegas', street: 'S 4th St', zip: '89101', area: '702', near: ['UT'] },
  { state: 'MN', city: 'Minneapolis', street: 'Nicollet Mall', zip: '55402', area: '612', near: ['WI'] },
  { state: 'VA', city: 'Richmond', street: 'E Main St', zip: '23219', area: '804', near: ['MD', 'DC'] },
  { state: 'OR', city: 'Portland', street: 'SW 5th Ave', zip: '97204', area: '503', near: ['WA'] },
] as const;

const FIRST_NAMES = [
  'Olivia',
  'Marcus',
  'Sofia',
  'Daniel',
  'Aisha',
  'Kevin',
  'Isabel',
  'Tyrone',
  'Grace',
  'Hector',
  'Priya',
  'Brandon',
  'Camila',
  'Owen',
  'Mei',
  'Jordan',
  'Lucia',
  'Nathan',
  'Fatima',
  'Caleb',
  'Elena',
  'Derek',
  'Yuki',
  'Andre',
  'Rosa',
  'Patrick',
  'Hannah',
  'Luis',
  'Naomi',
  'Victor',
  'Tanya',
  'Samuel',
  'Gabriela',
  'Ethan',
  'Leah',
  'Raj',
  'Monica',
  'Trevor',
  'Ana',
  'Curtis',
];
const LAST_NAMES = [
  'Ramirez',
  'Bennett',
  'Okafor',
  'Castillo',
  'Whitfield',
  'Tran',
  'Delgado',
  'Hughes',
  'Park',
  'Morales',
  'Sullivan',
  'Patel',
  'Reyes',
  'Brooks',
  'Chen',
  'Alvarez',
  'Foster',
  'Kim',
  'Herrera',
  'Coleman',
  'Vargas',
  'Lindqvist',
  'Ortiz',
  'Franklin',
  'Mendoza',
  'Harper',
  'Silva',
  'Dawson',
  'Romero',
  'Gallagher',
];
/** Invented words: together with the kinds below they name no real company. */
const COMPANY_WORDS = [
  'Bluefinch',
  'Copperleaf',
  'Quillstone',
  'Tallgrass',
  'Driftwood Bay',
  'Larkhaven',
  'Amberlight',
  'Willowmere',
  'Cedarpoint Ridge',
  'Brightwater Lane',
  'Foxglove',
  'Saltmarsh',
  'Kettle Creek',
  'Marigold Row',
  'Ironwood Hollow',
  'Silverbirch',
  'Thistledown',
  'Harborlight Cove',
  'Juniper Hill',
  'Red Canyon Mesa',
];
const COMPANY_KINDS = ['Home Lending', 'Mortgage Studio', 'Home Loans', 'Lending Co.', 'Mortgage Advisors'];

const LANGUAGE_SETS: readonly (readonly string[])[] = [
  ['english'],
  ['english'],
  ['english', 'spanish'],
  ['english', 'spanish'],
  ['english'],
  ['english', 'mandarin'],
  ['english', 'vietnamese'],
  ['english', 'spanish', 'portuguese'],
  ['english', 'korean'],
  ['english', 'tagalog'],
  ['english', 'hindi'],
  ['english', 'french'],
];
const LOAN_SETS: readonly (readonly string[])[] = [
  ['conventional', 'fha', 'va'],
  ['conventional', 'jumbo'],
  ['fha', 'usda', 'conventional'],
  ['va', 'fha'],
  ['conventional', 'fha', 'jumbo', 'cash-out-refinancing'],
  ['conventional', 'first-time-homebuyer-programs', 'fha'],
  ['jumbo', 'investment-property', 'conventional'],
];
const SPECIALIZATION_SETS: readonly (readonly string[])[] = [
  ['purchase', 'first-time-home-buyer'],
  ['refi', 'purchase'],
  ['investment', 'refi'],
  ['purchase', 'fixed-rate'],
  ['first-time-home-buyer', 'purchase', 'refi'],
  ['non-qm', 'bank-statement', 'investment'],
];
const ABOUT_OPENINGS = [
  'I help families in {city} get from "maybe next year" to keys in hand.',
  'Loan officer in {city} who starts every file with the credit report, not the rate sheet.',
  'Born and raised in {city}; I have closed loans for teachers, nurses, veterans and first-time buyers.',
  'I work with buyers across {state} whose scores sit just below the next pricing tier.',
  'Mortgage broker in {city}. My clients get a written plan for their credit before they apply.',
];
const ABOUT_CLOSINGS = [
  'Most of my clients raise their middle score by 20 to 60 points before we lock.',
  'I answer every message the same day and explain each step in plain words.',
  'Ask me about down-payment assistance programs in {state}.',
  'Self-employed? Bring two years of statements and we will find the right program.',
  'Hablo español y con gusto le ayudo en su idioma.',
];

const REVIEW_BODIES = [
  'Explained exactly which card to pay down first. Our score went up in six weeks and we locked a better rate.',
  'Patient with all our questions as first-time buyers. We closed on our house last month.',
  'Clear plan, quick answers, no pressure. Would recommend to anyone refinancing.',
  'We were told to wait a year elsewhere. With this plan we were pre-approved in two months.',
  'Very responsive, even on weekends. The step-by-step checklist made it easy.',
  'Knew the VA program inside out and found an error on my report that was costing me points.',
  'Good advice on keeping old accounts open. Communication could have been a bit faster.',
  'Nos explicó todo en español y con mucha paciencia. ¡Ya tenemos casa!',
  'Helped us understand the difference between the three bureaus. Honest and straightforward.',
  'Our lender wanted a 680. We started at 641 and got to 692 following the plan.',
  'Friendly and knowledgeable. The process took longer than I hoped, but the result was worth it.',
  'Straight talk about what would and would not move my score. Saved me from opening a new card.',
];
const REPLY_BODIES = [
  'Thank you! It was a pleasure working with you, enjoy the new home.',
  'Thanks for the kind words. Congratulations on closing!',
  'I appreciate you taking the time to write this. Reach out any time.',
  'Thank you for trusting me with your plan. Well done on sticking with it!',
  '¡Muchas gracias! Fue un gusto ayudarles.',
  'Thanks for the feedback. I have since added a weekly update so nobody waits for news.',
];

/** What a demo professional's profile holds, hand-written or generated. */
export interface DemoProfessionalFields {
  email: string;
  color: string;
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
  yearsUsingCreditXpert: number;
}

export interface GeneratedProfessional extends DemoProfessionalFields {
  firstName: string;
  lastName: string;
  /** How many reviews to seed and how many of them the professional answered. */
  reviews: number;
  replies: number;
}

export interface GeneratedReview {
  rating: number;
  responsiveness: number;
  knowledge: number;
  communication: number;
  body: string;
  pointsImproved: number | null;
  reply: string | null;
  daysAgo: number;
}

/** Colours that keep white initials readable (contrast at least 4.5:1). */
const COLORS = [
  '#1d4ed8',
  '#047857',
  '#7c3aed',
  '#b45309',
  '#be123c',
  '#0f766e',
  '#4338ca',
  '#a21caf',
  '#15803d',
  '#c2410c',
  '#0369a1',
  '#9f1239',
];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** `count` professionals, spread over the places above (every place gets at least one). */
export function generateProfessionals(count: number, taken: ReadonlySet<string>): GeneratedProfessional[] {
  const random = demoRandom(20261128);
  const pick = pickOf(random);
  const out: GeneratedProfessional[] = [];
  const used = new Set(taken);
  while (out.length < count) {
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const email = `${slug(firstName)}.${slug(lastName)}@mortgagexperts.test`;
    if (used.has(email)) continue;
    used.add(email);
    const place = PLACES[out.length % PLACES.length] ?? PLACES[0];
    // Every word with every kind before any pair repeats: one company per professional.
    const word = COMPANY_WORDS[out.length % COMPANY_WORDS.length] ?? 'Bluefinch';
    const kind =
      COMPANY_KINDS[(Math.floor(out.length / COMPANY_WORDS.length) + out.length) % COMPANY_KINDS.length] ?? 'Home Lending';
    const companyName = `${word} ${kind}`;
    const years = 2 + Math.floor(random() * 24);
    const languages = [...(pick(LANGUAGE_SETS) ?? ['english'])];
    const fill = (s: string) => s.replace('{city}', place.city).replace('{state}', place.state);
    const closing = languages.includes('spanish') && random() < 0.6 ? ABOUT_CLOSINGS[4] : pick(ABOUT_CLOSINGS.slice(0, 4));
    const reviews = random() < 0.15 ? 0 : 1 + Math.floor(random() * 5);
    out.push({
      firstName,
      lastName,
      email,
      color: COLORS[out.length % COLORS.length] ?? '#1d4ed8',
      nmlsId: String(1_200_000 + Math.floor(random() * 2_000_000)),
      aboutMe: `${fill(pick(ABOUT_OPENINGS))} ${years} years in mortgage lending. ${fill(closing ?? '')}`,
      languages,
      companyName,
      companyAddress: `${100 + Math.floor(random() * 1800)} ${place.street}, ${place.city}, ${place.state} ${place.zip}`,
      companyWebAddress: `https://${slug(word)}-${slug(kind)}.example.com`,
      yearsExperience: years,
      scoresOptimized: Math.round(years * (8 + random() * 30)),
      serviceAreas: [place.state, ...place.near.filter(() => random() < 0.6)],
      loanTypes: [...(pick(LOAN_SETS) ?? ['conventional'])],
      specializations: [...(pick(SPECIALIZATION_SETS) ?? ['purchase'])],
      phone: `(${place.area}) 555-0${String(100 + Math.floor(random() * 900)).padStart(3, '0')}`,
      yearsUsingCreditXpert: 1 + Math.floor(random() * Math.min(years, 6)),
      reviews,
      replies: Math.floor(reviews * (0.4 + random() * 0.6)),
    });
  }
  return out;
}

/** The reviews of one professional, best ratings most often, newest first. */
export function generateReviews(index: number, count: number, replies: number): GeneratedReview[] {
  const random = demoRandom(7919 * (index + 1));
  const pick = pickOf(random);
  const reviews: GeneratedReview[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random();
    const rating = roll < 0.55 ? 5 : roll < 0.85 ? 4 : roll < 0.95 ? 3 : 2;
    const sub = () => Math.max(1, Math.min(5, rating + Math.floor(random() * 3) - 1));
    reviews.push({
      rating,
      responsiveness: sub(),
      knowledge: sub(),
      communication: sub(),
      body: pick(REVIEW_BODIES),
      pointsImproved: random() < 0.7 ? 10 + Math.floor(random() * 70) : null,
      reply: i < replies ? pick(REPLY_BODIES) : null,
      daysAgo: 3 + i * 17 + Math.floor(random() * 12),
    });
  }
  return reviews;
}

/** The clients who wrote the reviews: one account each, shown by first name and last initial. */
export function generateReviewers(count: number): { firstName: string; lastName: string; email: string }[] {
  const random = demoRandom(424242);
  const pick = pickOf(random);
  const out: { firstName: string; lastName: string; email: string }[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    out.push({ firstName, lastName, email: `client${String(i + 1).padStart(2, '0')}@mortgagexperts.test` });
  }
  return out;
}

const initialsOf = (words: string) =>
  words
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** A portrait stand-in: the person's initials on a coloured square (shown round), as a 192 px PNG. */
export function avatarPng(name: string, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 256 256"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0.8"/></linearGradient></defs><rect width="256" height="256" fill="#0f172a"/><rect width="256" height="256" fill="url(#g)"/><text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="100" font-weight="700" fill="#ffffff">${initialsOf(name)}</text></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** A company mark: a roof over the company's initial in its colour, on white, as a 160 px PNG. */
export function companyLogoPng(company: string, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 256 256"><rect width="256" height="256" rx="32" fill="#ffffff"/><path d="M40 112 L128 40 L216 112" fill="none" stroke="${color}" stroke-width="18" stroke-linejoin="round" stroke-linecap="round"/><text x="128" y="176" dy="0.35em" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="96" font-weight="700" fill="${color}">${initialsOf(company).slice(0, 1)}</text></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
