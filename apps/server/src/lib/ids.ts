import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
const CXID_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The public id of a professional, used in profile URLs: 'CX' and 8 characters. */
export function newCxid(): string {
  let id = 'CX';
  for (let i = 0; i < 8; i++) id += CXID_ALPHABET[randomInt(CXID_ALPHABET.length)];
  return id;
}
