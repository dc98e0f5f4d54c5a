/* No zod here: the plan pages read these. */

/** What a plan page of either side shows about the scores: the chart, its table, the versions. */
export const PLAN_PAGE_TEXT = {
  noticeLabel: 'About Credit Optimization Plans',
  scoresTitle: 'Your scores',
  chartLabel: (target: number | null) =>
    target === null
      ? 'Chart of the scores by bureau over time. The same figures are in the table below.'
      : `Chart of the scores by bureau over time against the target score of ${target}. The same figures are in the table below.`,
  chartEmpty: 'No scores yet: record the first one below.',
  tableCaption: (target: number | null) =>
    target === null ? 'Scores by bureau and day read' : `Scores by bureau and day read (target score ${target})`,
  dayRead: 'Day read',
  starting: 'Starting scores',
  target: (score: number) => `Target ${score}`,
  none: '—',
  versionsTitle: 'Versions',
  version: (n: number) => `Version ${n}`,
  published: (date: string) => `published ${date}`,
  noNote: 'No note',
  whatChanged: 'What changed',
  firstVersion: 'The first version of the plan.',
} as const;

/** The client's pages: their plans, one plan, the forms on it and the dashboard's tile. */
export const CLIENT_PLAN_TEXT = {
  listTitle: 'My Credit Optimization Plans',
  listIntro: 'The plans your MortgageXperts prepared for you: tick your tasks off and record your scores as they move.',
  empty: 'You have no Credit Optimization Plan yet. When a MortgageXpert sends you a plan, it shows here.',
  emptyAction: 'Find a MortgageXpert',
  listFailed: 'Your plans could not be loaded. Please try again.',
  from: (name: string) => `From ${name}`,
  progress: (done: number, total: number) => `${done} of ${total} tasks done`,
  progressLabel: 'Tasks done',
  /** The value under 'Tasks done': the label already says what is counted. */
  doneOfTotal: (done: number, total: number) => `${done} of ${total}`,
  nextDue: (label: string, date: string) => `Next: ${label}, due ${date}`,
  noneDue: 'No open task',
  targetScore: 'Target score',
  repullOn: 'Re-pull date',
  open: 'Open the plan',
  openLabel: (name: string) => `Open the plan from ${name}`,

  back: 'Back to My Plans',
  title: 'Your Credit Optimization Plan',
  notFound: 'Plan not found',
  failed: 'The plan could not be loaded. Please try again.',
  print: 'Print the plan',
  versionOf: (n: number) => `Version ${n}`,
  summaryTitle: 'From your MortgageXpert',
  daysLeft: (days: number) =>
    days > 1
      ? `${days} days left to the re-pull date`
      : days === 1
        ? '1 day left to the re-pull date'
        : days === 0
          ? 'The re-pull date is today'
          : `The re-pull date was ${-days === 1 ? '1 day' : `${-days} days`} ago`,
  noRepullDate: 'No re-pull date yet',
  tasksDone: 'Tasks done',
  pointsDone: 'Estimated points of the tasks done',
  points: (min: number, max: number) =>
    min === max ? `${min} points` : min === 0 ? `Up to ${max} points` : `${min} to ${max} points`,
  tasksTitle: 'Your tasks',
  tasksIntro: 'Tick a task off when you have done it; your MortgageXpert sees it.',
  noTasks: 'This plan has no tasks.',
  due: (date: string) => `Due ${date}`,
  estimated: (min: number, max: number) =>
    min === max ? `Estimated +${min} points` : min === 0 ? `Estimated up to ${max} points` : `Estimated +${min} to ${max} points`,
  amount: (dollars: number) => `Amount: $${dollars.toLocaleString('en-US')}`,
  statementDay: (day: number) => `Statement closes on day ${day} of the month`,
  done: 'Done',
  doneOn: (date: string) => `Done ${date}`,
  tickFailed: 'The task could not be changed',

  checkpointTitle: 'Record a score',
  checkpointIntro: 'Enter a score you read yourself, from a bureau, a bank or a card issuer.',
  bureau: 'Bureau',
  chooseBureau: 'Choose a bureau',
  score: 'Score',
  scoreHint: 'A whole number from 300 to 850',
  readOn: 'Day read',
  record: 'Record the score',
  recorded: 'Score recorded',
  recordFailed: 'The score could not be recorded',
  /** Under a reading's day in the scores table: who recorded the scores of that row. */
  recordedBy: { mxpert: 'Recorded by your MortgageXpert', consumer: 'Recorded by you' },

  completeTitle: 'Complete the plan',
  completeIntro:
    'When you have read your scores after the plan, enter them here to complete it. Enter at least one bureau the plan started from; leave the others empty.',
  finalScore: (bureau: string) => `Final ${bureau} score`,
  startingTitle: 'Your scores when the plan started',
  startingIntro:
    'These are the starting scores of the first version of your plan. Correct any that differ from what you read then: your gain is measured from these.',
  startingScore: (bureau: string) => `Starting ${bureau} score`,
  complete: 'Complete the plan',
  completed: 'Plan completed',
  completeFailed: 'The plan could not be completed',
  completedOn: (date: string) => `You completed this plan on ${date}.`,
  finalScores: 'Your final scores',
  closedOn: (date: string) => `Your MortgageXpert closed this plan on ${date}.`,
  closedCanComplete:
    'Your MortgageXpert has ended their work on this plan, but you can still record your final scores below to complete it, so that your result counts.',
  closeReason: (reason: string) => `Reason: ${reason}`,

  tileLabel: 'My plans',
  tileActive: 'Active plans',
  tileLink: 'View my plans',
} as const;

/** A plan's documents on either side's page. */
export const PLAN_DOCUMENTS_TEXT = {
  title: 'Documents',
  intro: 'Statements and letters you and your MortgageXpert share for this plan. Only the two of you can open them.',
  empty: 'No documents yet.',
  count: (n: number, max: number) => `${n} of ${max} documents`,
  choose: 'Document (PDF, JPEG or PNG, at most 10 MB)',
  upload: 'Upload the document',
  uploading: 'Uploading the document',
  uploadFailed: 'The document could not be uploaded',
  full: 'This plan has as many documents as it can hold: delete one to upload another.',
  byYou: 'Uploaded by you',
  byOther: (side: 'mxpert' | 'consumer') => (side === 'mxpert' ? 'Uploaded by your MortgageXpert' : 'Uploaded by your client'),
  download: (fileName: string) => `Download ${fileName}`,
  delete: (fileName: string) => `Delete ${fileName}`,
  confirmTitle: 'Delete this document?',
  confirmText: (fileName: string) => `${fileName} will be deleted for both of you. This cannot be undone.`,
  confirm: 'Delete',
  cancel: 'Cancel',
  deleted: 'Document deleted',
  deleteFailed: 'The document could not be deleted',
  listFailed: 'The documents could not be loaded. Please try again.',
} as const;
