/** License checks a consumer can make themself (no Node or DOM imports, no zod: public pages load it). */

/** The professional's record in the NMLS Consumer Access registry, where anyone can check a license. */
export function nmlsConsumerAccessUrl(nmlsId: string): string {
  return `https://www.nmlsconsumeraccess.org/EntityDetails.aspx/INDIVIDUAL/${encodeURIComponent(nmlsId)}`;
}

export const LICENSE_TEXT = {
  verifyLink: 'Verify license on NMLS Consumer Access',
} as const;
