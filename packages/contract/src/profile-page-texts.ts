/* No zod here: the public profile page reads these, and public pages must not load the schema library. */

/** Texts of the public profile page beyond its forms. */
export const PROFILE_PAGE_TEXT = {
  /** A professional who paused their listing (their page still answers, decision 111). */
  paused: (name: string) => `${name} is not taking new clients right now. Other MortgageXperts can help you.`,
  findAnother: 'Find another MortgageXpert',
  /** A client who already wrote to the professional, above the message form. */
  conversation: (name: string) => `You have a conversation with ${name}`,
  openConversation: 'Open the conversation',
  /** The phone's bar fixed to the bottom of the profile. */
  barMessage: 'Message',
  barRequestPlan: 'Request a plan',
} as const;
